// The card's contact details as what is printed and the link a tap opens.
import { digitsOf, displayPhone, safeHttpUrl } from '@cardora/card-templates';

/**
 * The number with its country code. Written without '+', it is Indian: a leading 0 is the
 * trunk prefix ('0141 2345678' is +91 141 2345678), '00' the international prefix, and ten
 * digits a mobile.
 */
function internationalDigits(phone: string): string {
  const digits = digitsOf(phone);
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `91${digits.replace(/^0+/, '')}`;
  return digits.length === 10 ? `91${digits}` : digits;
}

export function telLink(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits.length >= 5 ? `tel:+${digits}` : null;
}

export function whatsappLink(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}

export function mailLink(mail: string): string | null {
  const address = mail.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? `mailto:${address}` : null;
}

/** An http(s) link; a bare host ('www.example.in') is taken as https. */
export function webLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return safeHttpUrl(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
}

/** The map link, or a Google Maps search for the address when there is none. */
export function mapLink(link: string | null | undefined, address: string | null | undefined): string | null {
  const own = webLink(link);
  if (own) return own;
  const query = address?.trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** '+91 98765 43210' for an Indian number, the number as given otherwise. */
export function phoneText(phone: string): string {
  const digits = internationalDigits(phone);
  return digits.length === 12 && digits.startsWith('91') ? displayPhone(digits) : phone.trim();
}

/** 'www.example.in/shop' for 'https://www.example.in/shop/'. */
export function webText(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-09-23' as '23 Sep 2027'; anything else as given. */
export function dateText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return iso.trim();
  return `${Number(m[3])} ${month} ${m[1]}`;
}
