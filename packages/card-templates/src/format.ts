// Pure helpers the card renders with: escaping, the about-us formatter, safe links and
// Indian money. Nothing here touches the DOM, so the server and the editor share them.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * About-us text to HTML: everything is escaped FIRST, and only then do `**bold**`,
 * `_italic_` and line breaks become markup. The markers are ASCII that escaping never
 * produces or removes, so no user character can open a tag.
 */
export function formatRichText(text: string): string {
  const escaped = escapeHtml(text.replace(/\r\n?/g, '\n').trim());
  const inline = (line: string) =>
    line
      .replace(/\*\*([^*\n]+?)\*\*/g, '<strong>$1</strong>')
      // _italic_ only at word edges, so snake_case_names stay as they are.
      .replace(/(^|[\s(])_([^_\n]+?)_(?=$|[\s).,!?;:])/g, '$1<em>$2</em>');
  return escaped
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(inline).join('<br>')}</p>`)
    .join('');
}

/** The text without formatting markers (vCard NOTE, meta description). */
export function plainText(text: string): string {
  return text
    .replace(/\*\*([^*\n]+?)\*\*/g, '$1')
    .replace(/(^|[\s(])_([^_\n]+?)_(?=$|[\s).,!?;:])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 123456789 -> "1,23,45,678" (lakh/crore grouping). */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** Integer paise -> "₹1,20,000" or "₹99.50". */
export function formatRupees(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `₹${groupIndian(rupees)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** Only http(s) URLs with a host; anything else (javascript:, data:, relative) is null. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Our own uploads only (/uploads/...), as the contract stores them. */
export function safeUploadPath(value: string | null | undefined): string | null {
  return value && /^\/uploads\/[A-Za-z0-9/_.-]+$/.test(value) && !value.includes('..') ? value : null;
}

/**
 * The widths the server resizes uploads to (GET /c/img/<width>/<key>, the shorter side):
 * about 2x their CSS size, and the steps of the gallery's and products' srcset (960 for a
 * full-width gallery photo on a 2x-3x phone screen).
 */
export const IMAGE_WIDTHS = [112, 192, 240, 480, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * An upload at a size fit for where it shows (uploads are up to 1600 px; an avatar needs
 * 240). Null when it is not one of our uploads.
 */
export function sizedImage(value: string | null | undefined, width: ImageWidth): string | null {
  const path = safeUploadPath(value);
  return path ? `/c/img/${width}/${path.slice('/uploads/'.length)}` : null;
}

/**
 * A srcset over the resizing route (`/c/img/240/k 240w, /c/img/480/k 480w`): the browser takes
 * the smallest that fills the slot `sizes` names at its screen's density. Null when it is not
 * one of our uploads.
 */
export function sizedSrcSet(value: string | null | undefined, widths: readonly ImageWidth[]): string | null {
  if (!safeUploadPath(value)) return null;
  return widths.map((width) => `${sizedImage(value, width)} ${width}w`).join(', ');
}

export function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function telHref(phone: string): string | null {
  const digits = digitsOf(phone);
  return digits.length >= 5 ? `tel:+${digits}` : null;
}

export function mailtoHref(email: string): string | null {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? `mailto:${email}` : null;
}

export function whatsappHref(phone: string, text?: string): string | null {
  const digits = digitsOf(phone);
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export function upiHref(upiId: string, payeeName: string): string | null {
  if (!/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(upiId)) return null;
  const params = new URLSearchParams({ pa: upiId, pn: payeeName, cu: 'INR' });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** The card's map link, or a Google Maps search for its address when it has none. */
export function mapHref(mapLink: string | null | undefined, address: string | null | undefined): string | null {
  const link = safeHttpUrl(mapLink);
  if (link) return link;
  const query = address?.trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** Every href the card renders passes here: http, https, tel, mailto, upi and relative paths of our own. */
export function isAllowedHref(href: string): boolean {
  if (/^\/(?!\/)[A-Za-z0-9/_.-]*$/.test(href) && !href.includes('..')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https' || scheme === 'tel' || scheme === 'mailto' || scheme === 'upi';
}

/** "+919876543210" -> "+91 98765 43210"; other countries keep their digits. */
export function displayPhone(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 12 && digits.startsWith('91')) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return phone.startsWith('+') ? phone : `+${digits}`;
}

/** A hex colour mixed towards another: mix('#1e63d6', '#ffffff', 0.9) is a pale tint. */
export function mixHex(from: string, to: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) || 0);
  const a = parse(from);
  const b = parse(to);
  return `#${a
    .map((value, i) =>
      Math.round(value + ((b[i] ?? 0) - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance, to pick readable text on a brand colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = (Number.parseInt(hex.slice(i, i + 2), 16) || 0) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function readableOn(hex: string): string {
  return luminance(hex) > 0.45 ? '#111418' : '#ffffff';
}

/** JSON for a <script type="application/ld+json">: `<`, `>`, `&` and line separators escaped. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
