// The sandbox's checkout script, served at /sandbox-gateway/checkout.js. It defines
// window.Razorpay with the real checkout's API (new Razorpay(options), .open(), .close(),
// .on('payment.failed', cb)), so the web uses one code path for both gateways. .open() shows
// an accessible modal (plain DOM, inline styles, phone-sized) whose Pay / Fail buttons ask
// our sandbox to take or refuse the payment. Plain ES2015, no template literals inside.

export const SANDBOX_CHECKOUT_JS = String.raw`/* Cardora sandbox gateway: Razorpay-compatible checkout. No money moves. */
(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.isCardoraSandbox) return;
  var current = document.currentScript;
  var BASE = current && current.src ? new URL(current.src, window.location.href).origin : window.location.origin;
  var DEFAULT_COLOR = '#2d9bea';

  function groupIndian(digits) {
    var last3 = digits.slice(-3);
    var rest = digits.slice(0, -3);
    return rest ? rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',') + ',' + last3 : last3;
  }

  /** Paise as rupees with Indian digit grouping: 10000000 -> ₹1,00,000. */
  function formatInr(paise) {
    var value = Math.max(0, Math.round(Number(paise) || 0));
    var rupees = String(Math.floor(value / 100));
    var rest = value % 100;
    return '\u20B9' + groupIndian(rupees) + (rest ? '.' + (rest < 10 ? '0' : '') + rest : '');
  }

  function el(tag, style, attrs) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (attrs) Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('No key passed');
    if (!options.order_id) throw new Error('No order_id passed');
    this.options = options;
    this._handlers = {};
    this._root = null;
    this._restoreFocus = null;
    this._restoreOverflow = '';
    this._onKey = null;
  }
  Razorpay.isCardoraSandbox = true;

  Razorpay.prototype.on = function (event, callback) {
    (this._handlers[event] = this._handlers[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (error) { setTimeout(function () { throw error; }); }
    });
  };

  Razorpay.prototype.close = function () {
    if (!this._root) return;
    document.removeEventListener('keydown', this._onKey, true);
    this._root.parentNode && this._root.parentNode.removeChild(this._root);
    this._root = null;
    document.body.style.overflow = this._restoreOverflow;
    if (this._restoreFocus && this._restoreFocus.focus) this._restoreFocus.focus();
  };

  Razorpay.prototype._dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this._root) return this;
    var self = this;
    var o = this.options;
    var color = (o.theme && o.theme.color) || DEFAULT_COLOR;
    var amount = formatInr(o.amount);
    var modal = o.modal || {};

    var root = el('div', 'position:fixed;inset:0;z-index:2147483000;background:rgba(15,27,45,0.6);display:flex;align-items:center;justify-content:center;padding:12px;box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;', { 'data-testid': 'sandbox-checkout' });
    var panel = el('div', 'background:#fff;color:#0f1b2d;width:100%;max-width:380px;max-height:100%;overflow:auto;border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,0.35);', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sandbox-checkout-title', 'aria-describedby': 'sandbox-checkout-description' });
    var header = el('div', 'position:relative;background:' + color + ';color:#fff;padding:18px 52px 18px 18px;');
    var title = el('h2', 'margin:0;font-size:18px;line-height:1.3;font-weight:600;', { id: 'sandbox-checkout-title' });
    title.textContent = o.name || 'Checkout';
    var description = el('p', 'margin:4px 0 0;font-size:14px;line-height:1.4;opacity:0.95;', { id: 'sandbox-checkout-description' });
    description.textContent = o.description || '';
    var close = el('button', 'position:absolute;top:8px;right:8px;width:44px;height:44px;border:0;border-radius:22px;background:transparent;color:#fff;font-size:28px;line-height:1;cursor:pointer;', { type: 'button', 'aria-label': 'Close', 'data-testid': 'sandbox-close' });
    close.textContent = '\u00D7';
    header.appendChild(title);
    header.appendChild(description);
    header.appendChild(close);

    var body = el('div', 'padding:18px;');
    var label = el('div', 'font-size:13px;color:#51607a;');
    label.textContent = 'Amount to pay';
    var total = el('div', 'font-size:30px;font-weight:700;margin:2px 0 12px;', { 'data-testid': 'sandbox-amount' });
    total.textContent = amount;
    var note = el('p', 'margin:0 0 14px;font-size:13px;line-height:1.45;color:#51607a;background:#f3f6fb;border-radius:8px;padding:10px;');
    note.textContent = 'Sandbox payment: no money moves. Choose whether this payment succeeds or fails.';
    var status = el('p', 'margin:0 0 12px;min-height:1em;font-size:14px;line-height:1.4;color:#b3261e;', { role: 'status', 'aria-live': 'polite', 'data-testid': 'sandbox-status' });
    var pay = el('button', 'display:block;width:100%;min-height:48px;margin:0 0 10px;border:0;border-radius:8px;background:' + color + ';color:#fff;font-size:16px;font-weight:600;cursor:pointer;', { type: 'button', 'data-testid': 'sandbox-pay' });
    pay.textContent = 'Pay ' + amount;
    var fail = el('button', 'display:block;width:100%;min-height:48px;border:1px solid #b3261e;border-radius:8px;background:#fff;color:#b3261e;font-size:16px;font-weight:600;cursor:pointer;', { type: 'button', 'data-testid': 'sandbox-fail' });
    fail.textContent = 'Fail payment';
    var foot = el('p', 'margin:14px 0 0;font-size:12px;color:#7a879c;word-break:break-all;');
    foot.textContent = 'Test mode \u00B7 order ' + o.order_id;
    [label, total, note, status, pay, fail, foot].forEach(function (n) { body.appendChild(n); });
    panel.appendChild(header);
    panel.appendChild(body);
    root.appendChild(panel);

    var buttons = [close, pay, fail];
    function setBusy(busy) {
      buttons.forEach(function (b) { b.disabled = busy; b.style.opacity = busy ? '0.6' : '1'; });
      panel.setAttribute('aria-busy', busy ? 'true' : 'false');
    }

    function submit(outcome) {
      setBusy(true);
      status.style.color = '#51607a';
      status.textContent = outcome === 'success' ? 'Processing the payment\u2026' : 'Failing the payment\u2026';
      fetch(BASE + '/sandbox-gateway/orders/' + encodeURIComponent(o.order_id) + '/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        body: JSON.stringify({ key: o.key, outcome: outcome }),
      })
        .then(function (res) {
          return res.json().catch(function () { return {}; }).then(function (json) { return { ok: res.ok, json: json || {} }; });
        })
        .then(function (r) {
          var json = r.json;
          if (r.ok && json.razorpay_payment_id && json.razorpay_signature) {
            self.close();
            if (typeof o.handler === 'function') {
              o.handler({
                razorpay_payment_id: json.razorpay_payment_id,
                razorpay_order_id: json.razorpay_order_id,
                razorpay_signature: json.razorpay_signature,
              });
            }
            return;
          }
          var error = json.error || {
            code: 'BAD_REQUEST_ERROR',
            description: (json.data && json.data.message) || 'The payment could not be completed.',
            reason: 'payment_failed',
            source: 'customer',
            step: 'payment_authorization',
            metadata: { order_id: o.order_id },
          };
          setBusy(false);
          status.style.color = '#b3261e';
          status.textContent = error.description;
          self._emit('payment.failed', { error: error });
        })
        .catch(function () {
          setBusy(false);
          status.style.color = '#b3261e';
          status.textContent = 'Could not reach the sandbox gateway. Check your connection and try again.';
        });
    }

    pay.addEventListener('click', function () { submit('success'); });
    fail.addEventListener('click', function () { submit('failure'); });
    close.addEventListener('click', function () { self._dismiss(); });
    root.addEventListener('click', function (event) {
      if (event.target === root && modal.backdropclose) self._dismiss();
    });
    this._onKey = function (event) {
      if (event.key === 'Escape' && modal.escape !== false && !pay.disabled) {
        event.preventDefault();
        self._dismiss();
      } else if (event.key === 'Tab') {
        var enabled = buttons.filter(function (b) { return !b.disabled; });
        if (enabled.length === 0) { event.preventDefault(); return; }
        var index = enabled.indexOf(document.activeElement);
        var next = event.shiftKey ? (index <= 0 ? enabled.length - 1 : index - 1) : (index + 1) % enabled.length;
        event.preventDefault();
        enabled[next].focus();
      }
    };
    document.addEventListener('keydown', this._onKey, true);

    this._restoreFocus = document.activeElement;
    this._restoreOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(root);
    this._root = root;
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
