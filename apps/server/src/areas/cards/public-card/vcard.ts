// vCard 3.0 (RFC 2426) for "Save contact": text values escaped, lines folded at 75 octets
// with CRLF + space (never inside a UTF-8 sequence), the photo inline as base64 JPEG.
import { plainText } from '@cardora/card-templates';
import type { TCardView } from '@cardora/contract';

/** RFC 2426 TEXT: backslash, comma, semicolon and newlines escaped. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
}

/** Folds one content line into lines of at most 75 octets (continuations start with a space). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function nameParts(name: string): { family: string; given: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { family: '', given: name.trim() };
  return { family: words[words.length - 1] ?? '', given: words.slice(0, -1).join(' ') };
}

export interface VCardInput {
  view: TCardView;
  /** The card's own address, added as a second URL. */
  cardUrl: string;
  /** A small JPEG of the photo or logo. */
  photoJpeg: Buffer | null;
}

export function buildVCard({ view, cardUrl, photoJpeg }: VCardInput): string {
  const basic = view.sections.basicDetails;
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  const name = basic?.name ?? view.businessName;
  const { family, given } = nameParts(name);
  const prefix = basic && basic.salutation !== 'none' ? basic.salutation : '';
  lines.push(`N:${[family, given, '', prefix, ''].map(escapeVCardText).join(';')}`);
  lines.push(`FN:${escapeVCardText(name)}`);
  lines.push(`ORG:${escapeVCardText(basic?.companyName ?? view.businessName)}`);
  if (basic?.designation) lines.push(`TITLE:${escapeVCardText(basic.designation)}`);
  for (const phone of basic?.phoneNumbers ?? []) lines.push(`TEL;TYPE=CELL:${escapeVCardText(phone)}`);
  if (basic?.whatsappNumber && !basic.phoneNumbers.includes(basic.whatsappNumber)) {
    lines.push(`TEL;TYPE=CELL:${escapeVCardText(basic.whatsappNumber)}`);
  }
  if (basic?.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVCardText(basic.email)}`);
  if (basic?.website) lines.push(`URL:${escapeVCardText(basic.website)}`);
  lines.push(`URL:${escapeVCardText(cardUrl)}`);
  if (basic?.address) lines.push(`ADR;TYPE=WORK:;;${escapeVCardText(basic.address)};;;;`);
  const about = view.sections.aboutUs.text;
  if (about && !view.sections.settings.hiddenSections.includes('aboutUs')) {
    const note = plainText(about);
    lines.push(`NOTE:${escapeVCardText(note.length > 500 ? `${note.slice(0, 499)}…` : note)}`);
  }
  if (photoJpeg) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${photoJpeg.toString('base64')}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
