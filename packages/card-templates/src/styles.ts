// The card's one stylesheet, inlined into the page (no framework, no web fonts: the system
// font renders instantly). Scoped under .cd so the editor preview cannot leak into MUI.
// Templates: .t-classic / .t-bold / .t-minimal; styles: .s1 (soft cards) / .s2 (crisp, flat).
// The public page carries only its own template's rules; the editor preview carries all.
import { CARD_TEMPLATE_IDS, type CardTemplateId } from '@cardora/contract';
import { ENQUIRY_CSS } from './enquiry-styles';

const BASE = `
.cd{--ink:#15181e;--mut:#5d6470;--line:#e7e9ee;--bg:#f2f3f6;--card:#fff;--r:20px;--rs:14px;
  font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);
  background:var(--bg);min-height:100vh;-webkit-tap-highlight-color:transparent}
:where(.cd) *,:where(.cd) ::before,:where(.cd) ::after{box-sizing:border-box}
.cd [hidden]{display:none!important}
.ini,.bub,.rico,.copy,.pimg,.playb,.qrbox.ph{display:flex;align-items:center;justify-content:center}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
:where(.cd) svg{width:20px;height:20px;fill:currentColor;flex:none}
:where(.cd) a{color:inherit;text-decoration:none}
:where(.cd) :is(h1,h2,h3,p,ul,dl,dd,figure){margin:0;padding:0}
:where(.cd) ul{list-style:none}
:where(.cd) img{display:block;max-width:100%}
.cw{max-width:480px;margin:0 auto;padding-bottom:8px;background:var(--bg);position:relative}
@media(min-width:560px){.cd{padding:32px 0;background:radial-gradient(circle at 50% 0,var(--t2),var(--bg) 70%)}.cw{border-radius:28px;overflow:clip;box-shadow:0 24px 64px rgba(15,27,45,.16)}}

.hero{position:relative;text-align:center;padding-bottom:20px;background:var(--card)}
.cover{height:148px;background:linear-gradient(135deg,var(--p),var(--s));position:relative;overflow:hidden}
.cover::after{content:"";position:absolute;inset:0;background:radial-gradient(circle at 85% -10%,rgba(255,255,255,.28),transparent 45%),radial-gradient(circle at 0 120%,rgba(255,255,255,.16),transparent 50%)}
.logo{position:absolute;z-index:1;top:16px;left:16px;width:52px;height:52px;border-radius:14px;background:#fff;object-fit:contain;padding:4px;box-shadow:0 4px 14px rgba(0,0,0,.18)}
.who{padding:0 24px}
.photo{width:120px;height:120px;border-radius:50%;object-fit:cover;margin:-62px auto 14px;border:5px solid var(--card);background:var(--t1);position:relative;box-shadow:0 8px 24px rgba(15,27,45,.18)}
.ini{font-size:40px;font-weight:700;color:var(--p)}
.name{font-size:26px;line-height:1.2;font-weight:750;letter-spacing:-.02em}
.sal{font-weight:500;color:var(--mut)}
.role{color:var(--mut);margin-top:4px}
.co{font-weight:650;color:var(--p);margin-top:2px;font-size:16px}
.tags{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin-top:14px}
.tags li{font-size:12px;font-weight:600;padding:4px 10px;border-radius:99px;background:var(--t1);color:var(--s)}

.acts{display:flex;justify-content:space-around;gap:4px;padding:6px 12px 18px;background:var(--card);border-bottom-left-radius:var(--r);border-bottom-right-radius:var(--r);box-shadow:0 8px 18px -14px rgba(15,27,45,.3)}
.act{display:flex;flex-direction:column;align-items:center;gap:6px;min-width:0;flex:1;font-size:12px;font-weight:600;color:var(--mut)}
.bub{width:48px;height:48px;border-radius:50%;background:var(--t1);color:var(--p)}
.act-wa .bub{background:#e3f6e9;color:#128c4b}
.act-save .bub{background:var(--p);color:var(--on)}

.sec{background:var(--card);margin:12px;padding:20px;border-radius:var(--r);box-shadow:0 1px 2px rgba(15,27,45,.04),0 6px 20px rgba(15,27,45,.05)}
.sec h2{font-size:13px;font-weight:700;text-transform:uppercase;letter-spacing:.08em;color:var(--p);margin-bottom:14px;display:flex;align-items:center;gap:8px}
.sec h2::before{content:"";width:18px;height:3px;border-radius:2px;background:var(--p)}
.cd:not(:lang(en)) .sec h2{letter-spacing:0}
.sec h3{font-size:16px;font-weight:650}
.rows li+li{border-top:1px solid var(--line)}
.row{display:flex;align-items:center;gap:14px;padding:11px 0;min-height:56px}
.rico{width:40px;height:40px;border-radius:12px;flex:none;background:var(--t1);color:var(--p)}
.rtx{display:flex;flex-direction:column;min-width:0;flex:1;overflow-wrap:anywhere}
.rtx small{font-size:12px;color:var(--mut)}
.rtx span{font-weight:600}
.rows .tr span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.go{color:var(--mut);width:16px;height:16px}

.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:46px;padding:0 18px;border-radius:99px;font:inherit;font-weight:650;border:0;cursor:pointer;text-align:center}
.btn svg{width:18px;height:18px}
.pri{background:var(--p);color:var(--on);box-shadow:0 6px 16px -6px var(--p)}
.ghost{background:var(--t1);color:var(--p)}
.wa{background:#25d366;color:#06301a}
.wide{width:100%;margin-top:14px}

.kv{display:flex;align-items:center;gap:14px;padding:10px 10px 10px 16px;border-radius:var(--rs);background:var(--bg)}
.copy{width:40px;height:40px;border-radius:12px;border:1px solid var(--line);background:var(--card);color:var(--mut);cursor:pointer;flex:none}
.copy svg{width:17px;height:17px}
.upiqr{margin:16px auto 0;border-radius:var(--rs);border:1px solid var(--line)}
.bank{margin-top:18px;padding:16px;border-radius:var(--rs);background:var(--bg)}
.bank h3{display:flex;align-items:center;gap:8px;font-size:14px;margin-bottom:8px;color:var(--s)}
.bank dl>div{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:6px 0}
.bank dl>div+div{border-top:1px dashed var(--line)}
.bank dt{font-size:13px;color:var(--mut);white-space:nowrap}
.bank dd{display:flex;align-items:center;gap:8px;font-weight:600;white-space:nowrap;font-variant-numeric:tabular-nums}
.bank .copy{width:32px;height:32px;border-radius:10px}

.prose{color:#2c313a;font-size:15.5px;line-height:1.65}
.prose p+p{margin-top:10px}

.prods{display:grid;gap:12px}
.prod{display:flex;gap:14px;padding:12px;border-radius:var(--rs);border:1px solid var(--line)}
.prod img,.pimg{width:88px;height:88px;border-radius:12px;object-fit:cover;flex:none;background:var(--t1)}
.pimg{font-size:30px;font-weight:700;color:var(--p);background:linear-gradient(135deg,var(--t1),var(--t2))}
.pbody{min-width:0;flex:1;display:flex;flex-direction:column}
.pbody h3{font-size:15px;line-height:1.3}
.pbody p{font-size:13px;color:var(--mut);margin-top:3px}
.pfoot{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:auto;padding-top:8px}
.price{font-weight:750;font-size:16px;color:var(--s)}
.enq{display:inline-flex;align-items:center;gap:5px;font-size:13px;font-weight:650;color:#128c4b;background:#e3f6e9;padding:6px 12px;border-radius:99px;margin-left:auto}
.enq svg{width:16px;height:16px}

.gal{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.gi{position:relative;border-radius:var(--rs);overflow:hidden;aspect-ratio:1;background:var(--t1)}
.gal.odd .gi:first-child{grid-column:span 2;aspect-ratio:16/9}
.gi img{width:100%;height:100%;object-fit:cover}
.cap{position:absolute;left:0;right:0;bottom:0;padding:18px 10px 8px;font-size:12px;font-weight:600;color:#fff;background:linear-gradient(transparent,rgba(0,0,0,.6))}

.strip{display:flex;gap:12px;overflow-x:auto;scroll-snap-type:x mandatory;margin:0 -20px;padding:0 20px 4px}
.strip .vid{flex:0 0 86%;scroll-snap-align:center}
.yt,.vid iframe{position:relative;display:block;width:100%;aspect-ratio:16/9;border-radius:var(--rs);overflow:hidden;background:#000;border:0}
.yt img{width:100%;height:100%;object-fit:cover;opacity:.92}
.playb{position:absolute;inset:0;margin:auto;width:64px;height:44px;border-radius:12px;background:#f00;color:#fff}
.playb svg{width:28px;height:28px}
.vid figcaption{font-size:14px;font-weight:600;margin-top:8px}

.qr{text-align:center}
.qr h2{justify-content:center}
.qrbox{width:184px;height:184px;margin:0 auto;padding:10px;border-radius:var(--rs);background:#fff;border:1px solid var(--line)}
.qrbox svg{width:100%;height:100%;display:block}
.qrbox.ph{color:var(--mut);font-weight:700}
.url{font-size:13px;color:var(--mut);margin:10px 0 14px;overflow-wrap:anywhere}

.shr{display:flex;flex-wrap:wrap;gap:10px}
.shr .btn{flex:1 1 0;padding:0 12px}
.foot{text-align:center;font-size:12px;color:var(--mut);padding:16px 16px 20px}
.dock{position:sticky;bottom:0;display:flex;gap:10px;padding:12px;background:linear-gradient(transparent,var(--bg) 40%);z-index:2}
.dock .btn{flex:1;min-height:52px;font-size:16px}
.dock .sq{flex:0 0 52px;padding:0}
.dock .sq svg{width:24px;height:24px}
.toast{position:fixed;left:50%;bottom:88px;transform:translate(-50%,20px);opacity:0;pointer-events:none;background:var(--ink);color:#fff;font-size:14px;padding:10px 18px;border-radius:99px;transition:.2s;z-index:3}
.toast.on{opacity:1;transform:translate(-50%,0)}
${ENQUIRY_CSS}`;

/**
 * The team list and a member page's way back (docs/product-rules.md#staff-cards): only pages that
 * show either carry it (TEAM_CSS), so a card without a team keeps its bytes.
 */
const TEAM = `
.tav{width:44px;height:44px;border-radius:50%;flex:none;object-fit:cover;background:var(--t1);display:flex;align-items:center;justify-content:center}
.tav.ini{font-size:16px}
.tnm{font-weight:600}
.bcl{text-align:center;margin:4px 0 0}`;

/**
 * The language switch of a card with a second language (docs/product-rules.md#card-second-language):
 * only such a card's page carries it (languageSwitchCss), so a card with one language keeps its bytes.
 */
const LANGUAGE_SWITCH = `
.lsw{position:absolute;top:12px;right:12px;z-index:2;display:flex;gap:2px;padding:3px;border-radius:99px;background:rgba(255,255,255,.94);box-shadow:0 2px 8px rgba(15,27,45,.18);font-size:13px;line-height:1.2}
.lsw a,.lsw span{display:block;padding:6px 11px;border-radius:99px;color:var(--ink)}
.lsw [aria-current]{background:var(--p);color:var(--on);font-weight:600}`;

const TEMPLATE: Record<CardTemplateId, string> = {
  classic: '',
  bold: `
%T .hero{text-align:left;background:var(--s);color:var(--onS);padding:28px 24px 26px}
%T .cover{position:absolute;inset:0;height:auto;background:radial-gradient(circle at 100% 0,var(--p),transparent 60%);opacity:.55}
%T .cover::after{display:none}
%T .logo{left:auto;right:20px;top:24px}
%T .who{position:relative;padding:0}
%T .photo{width:104px;height:104px;border-radius:28px;margin:0 0 18px;border:3px solid rgba(255,255,255,.85)}
%T .name{font-size:30px}
%T .sal,%T .role{color:inherit;opacity:.75}
%T .co{color:inherit;font-size:17px}
%T .tags{justify-content:flex-start}
%T .tags li{background:rgba(255,255,255,.14);color:inherit}
%T .acts{background:var(--s);border-radius:0 0 var(--r) var(--r);padding-top:0}
%T .act{color:var(--onS);opacity:.9}
%T .bub{background:rgba(255,255,255,.12);color:var(--onS)}
%T .act-save .bub{background:var(--p);color:var(--on)}
%T .sec h2{color:var(--s);font-size:18px;text-transform:none;letter-spacing:-.01em}
%T .sec h2::before{width:6px;height:20px;border-radius:3px;background:var(--p)}
`,
  minimal: `
%T{--bg:#fff}
%T .hero{text-align:left;padding:32px 24px 8px}
%T .cover{height:4px;width:48px;border-radius:2px;background:var(--p);position:static;margin-bottom:24px}
%T .cover::after{display:none}
%T .logo{left:auto;right:24px;top:24px;box-shadow:none;border:1px solid var(--line)}
%T .who{padding:0}
%T .photo{width:84px;height:84px;margin:0 0 16px;border:0;box-shadow:none}
%T .name{font-size:30px;font-weight:700}
%T .co{color:var(--ink)}
%T .tags{justify-content:flex-start}
%T .tags li{background:none;border:1px solid var(--line);color:var(--mut)}
%T .acts{flex-wrap:wrap;justify-content:flex-start;gap:8px;padding:14px 24px 22px;box-shadow:none;border-bottom:1px solid var(--line);border-radius:0}
%T .act{flex:0 0 auto;flex-direction:row;gap:6px;padding:0 14px 0 4px;height:40px;border:1px solid var(--line);border-radius:99px;color:var(--ink)}
%T .bub{width:30px;height:30px;background:none;color:var(--p)}
%T .act-save{background:var(--p);border-color:var(--p);color:var(--on)}
%T .act-save .bub{background:none;color:var(--on)}
%T .sec{margin:0 12px;padding:24px 12px;box-shadow:none;border-radius:0;border-bottom:1px solid var(--line)}
%T .sec h2{color:var(--ink);font-size:20px;text-transform:none;letter-spacing:-.01em}
%T .sec h2::before{display:none}
%T .rico{background:none;border:1px solid var(--line)}
`,
};

const STYLE_2 = `
%2{--r:8px;--rs:6px}
%2 .btn{border-radius:8px}
%2 .bub,%2 .rico{border-radius:10px}
%2 .sec{box-shadow:none;border:1px solid var(--line)}
%2 .tags li{border-radius:6px}
`;

const STYLE_2_TEMPLATE: Record<CardTemplateId, string> = {
  classic: `
%S .cover{background:var(--s)}
%S .cover::after{background:repeating-linear-gradient(135deg,rgba(255,255,255,.06) 0 12px,transparent 12px 24px),linear-gradient(0deg,var(--p) 0 6px,transparent 6px)}
%S .photo{border-radius:24px}
`,
  bold: `
%S .hero,%S .acts{background:var(--p);color:var(--on)}
%S .act,%S .bub{color:var(--on)}
%S .act-save .bub{background:var(--s);color:var(--onS)}
%S .cover{background:radial-gradient(circle at 100% 0,var(--s),transparent 60%)}
`,
  minimal: `
%S{--bg:var(--t1)}
%S .sec{background:#fff;margin:12px;border:0;padding:20px}
`,
};

/** Comments and indentation removed: the same rules in fewer bytes. */
function minify(css: string): string {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, '')
      // Not around ':' — a space before one is a descendant combinator (`:where(.cd) :is(...)`).
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/;}/g, '}')
  );
}

/**
 * Template rules are written with placeholders: %T (the template), %2 (style-2) and %S
 * (both). The preview's sheet holds every template, so they become .t-bold, .s2 ...; a
 * public page holds one, so .cd is enough there (same specificity, fewer bytes).
 */
function scoped(css: string, template: string, style2: string): string {
  return css.replace(/%S/g, `${template}${style2}`).replace(/%T/g, template).replace(/%2/g, style2);
}

/** Splits a selector list on its top-level commas (not those inside `:is(...)`). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * Every selector under .cd, for a card living inside another page (the editor): the
 * public page's short `.btn` or `.logo` would otherwise style the editor's own elements.
 * Template and style classes sit on the .cd element itself (`.cd.t-bold .hero`).
 */
function scopeToCard(css: string): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (_rule, selectors: string, body: string) => {
    const scopedSelectors = splitSelectors(selectors)
      .map((selector) => {
        if (selector.startsWith('.cd') || selector.startsWith(':where(.cd)')) return selector;
        if (selector.startsWith('.t-') || selector.startsWith('.s2')) return `.cd${selector}`;
        return `.cd ${selector}`;
      })
      .join(',');
    return `${scopedSelectors}{${body}}`;
  });
}

/**
 * Every template and style, scoped under .cd: the editor preview switches between them live.
 * The preview (.pv) sits in a phone-sized frame, so it keeps the phone layout on any screen.
 */
export const CARD_CSS = `${scopeToCard(
  minify(
    BASE +
      LANGUAGE_SWITCH +
      TEAM +
      CARD_TEMPLATE_IDS.map((id) => scoped(TEMPLATE[id], `.t-${id}`, '')).join('') +
      scoped(STYLE_2, '', '.s2') +
      CARD_TEMPLATE_IDS.map((id) => scoped(STYLE_2_TEMPLATE[id], `.t-${id}`, '.s2')).join(''),
  ),
)}.cd.pv{min-height:0;padding:0;background:var(--bg)}.cd.pv .cw{border-radius:0;box-shadow:none}`;

const perCard = new Map<string, string>();

/** Only the rules one card uses (the public page). */
export function cardCss(templateId: CardTemplateId, style: 'style-1' | 'style-2'): string {
  const key = `${templateId}:${style}`;
  let css = perCard.get(key);
  if (css === undefined) {
    const rules = TEMPLATE[templateId] + (style === 'style-2' ? STYLE_2 + STYLE_2_TEMPLATE[templateId] : '');
    css = minify(BASE + scoped(rules, '.cd', '.cd').replace(/\.cd\.cd/g, '.cd'));
    perCard.set(key, css);
  }
  return css;
}

/** The public page's team list and member page link, for a page that shows either. */
export const TEAM_CSS = minify(TEAM);

/** The public page's language switch, for a card with a second language. */
export const LANGUAGE_SWITCH_CSS = minify(LANGUAGE_SWITCH);

/** Page-level rules for the standalone document (the preview lives inside the editor's page). */
export const DOCUMENT_CSS = minify(`
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:#e9ebf0}
`);
