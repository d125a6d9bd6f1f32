import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  formatRichText,
  formatRupees,
  isAllowedHref,
  jsonForScript,
  mapHref,
  mixHex,
  plainText,
  readableOn,
  safeHttpUrl,
  safeUploadPath,
  sizedImage,
  sizedSrcSet,
  telHref,
  upiHref,
  whatsappHref,
} from './format';

describe('formatRichText', () => {
  it('escapes everything before adding its own markup', () => {
    expect(formatRichText('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(formatRichText('"><img src=x onerror=alert(1)>')).toBe(
      '<p>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(formatRichText("it's & <b>")).toBe('<p>it&#39;s &amp; &lt;b&gt;</p>');
  });

  it('turns **bold**, _italic_ and line breaks into markup', () => {
    expect(formatRichText('Pure **desi ghee** and _fresh_ daily')).toBe(
      '<p>Pure <strong>desi ghee</strong> and <em>fresh</em> daily</p>',
    );
    expect(formatRichText('one\ntwo\r\nthree')).toBe('<p>one<br>two<br>three</p>');
    expect(formatRichText('first\n\n\nsecond')).toBe('<p>first</p><p>second</p>');
  });

  it('keeps markup inside markers escaped and leaves odd markers alone', () => {
    expect(formatRichText('**<img src=x onerror=alert(1)>**')).toBe(
      '<p><strong>&lt;img src=x onerror=alert(1)&gt;</strong></p>',
    );
    expect(formatRichText('snake_case_name and **open')).toBe('<p>snake_case_name and **open</p>');
    expect(formatRichText('_<script>_')).toBe('<p><em>&lt;script&gt;</em></p>');
  });

  it('plainText drops the markers', () => {
    expect(plainText('  **Bold** and _it_\n\nnext  ')).toBe('Bold and it next');
  });
});

describe('formatRupees (Indian digit grouping)', () => {
  it.each([
    [0, '₹0'],
    [9_950, '₹99.50'],
    [60_000, '₹600'],
    [245_050, '₹2,450.50'],
    [10_000_000, '₹1,00,000'],
    [150_000_000, '₹15,00,000'],
    [10_000_000_000, '₹10,00,00,000'],
  ])('%i paise -> %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });
});

describe('links', () => {
  it('safeHttpUrl keeps http(s) and drops every other scheme', () => {
    expect(safeHttpUrl('https://sharmasweets.in')).toBe('https://sharmasweets.in/');
    expect(safeHttpUrl(' http://a.in/x?y=1 ')).toBe('http://a.in/x?y=1');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>',
      '/relative',
      'ftp://a.in',
      '',
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });

  it('isAllowedHref: http, https, tel, mailto, upi and our own paths only', () => {
    for (const ok of [
      'https://a.in',
      'http://a.in',
      'tel:+91',
      'mailto:a@b.in',
      'upi://pay?pa=a@b',
      '/x.vcf',
      '/uploads/a/b.webp',
    ]) {
      expect(isAllowedHref(ok), ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', ' javascript:x', 'data:x', 'vbscript:x', '//evil.in', 'sms:1']) {
      expect(isAllowedHref(bad), bad).toBe(false);
    }
  });

  it('builds tel, WhatsApp and UPI links from digits only', () => {
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
    expect(whatsappHref('+919876543210', 'Hi & bye')).toBe('https://wa.me/919876543210?text=Hi%20%26%20bye');
    expect(upiHref('shop@okhdfcbank', 'Sharma & Sons')).toBe(
      'upi://pay?pa=shop%40okhdfcbank&pn=Sharma%20%26%20Sons&cu=INR',
    );
    expect(upiHref('not a upi id', 'x')).toBeNull();
    expect(displayPhone('+919876543210')).toBe('+91 98765 43210');
  });

  it('mapHref falls back to a maps search for the address', () => {
    expect(mapHref('https://maps.app.goo.gl/x', 'a')).toBe('https://maps.app.goo.gl/x');
    expect(mapHref(null, 'Shop 4, M.I. Road & Co, Jaipur')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Shop%204%2C%20M.I.%20Road%20%26%20Co%2C%20Jaipur',
    );
    expect(mapHref('javascript:alert(1)', null)).toBeNull();
  });

  it('sizedImage points our uploads at the resizing route', () => {
    expect(sizedImage('/uploads/business/1/a.webp', 240)).toBe('/c/img/240/business/1/a.webp');
    expect(sizedImage('https://evil.in/a.png', 240)).toBeNull();
    expect(sizedImage(null, 112)).toBeNull();
  });

  it('sizedSrcSet names each resized width of our uploads, nothing for other URLs', () => {
    expect(sizedSrcSet('/uploads/business/1/a.webp', [240, 480])).toBe(
      '/c/img/240/business/1/a.webp 240w, /c/img/480/business/1/a.webp 480w',
    );
    expect(sizedSrcSet('https://evil.in/a.png', [240])).toBeNull();
    expect(sizedSrcSet(undefined, [240])).toBeNull();
  });

  it('safeUploadPath accepts our uploads only', () => {
    expect(safeUploadPath('/uploads/business/1/a.webp')).toBe('/uploads/business/1/a.webp');
    expect(safeUploadPath('/uploads/../etc/passwd')).toBeNull();
    expect(safeUploadPath('https://evil.in/a.png')).toBeNull();
    expect(safeUploadPath('javascript:alert(1)')).toBeNull();
  });
});

describe('colours and JSON', () => {
  it('picks readable text on a brand colour and mixes tints', () => {
    expect(readableOn('#1e63d6')).toBe('#ffffff');
    expect(readableOn('#ffd400')).toBe('#111418');
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('jsonForScript cannot close its <script>', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>', amp: 'a&b', ls: '\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', amp: 'a&b', ls: '\u2028' });
  });
});
