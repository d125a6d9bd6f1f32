// Pieces every design draws with: the context, photo or initials, logo or monogram, the QR
// tile, labelled fields and tappable contact rows.
import { INK, mix, type Palette, paletteOf, WHITE } from '../colors';
import { drawIcon, type IconName } from './icons';
import { clipShape, drawLogo, drawPhoto, type PhotoShape } from './images';
import { dateText, mailLink, mapLink, phoneText, telLink, webLink, webText, whatsappLink } from './links';
import { drawQr, qrModules } from './qr';
import { type Box, drawText, type TextStyle } from './text';
import type { PdfCardProfile, PdfRenderInput } from './types';

export interface CardContext {
  doc: PDFKit.PDFDocument;
  profile: PdfCardProfile;
  palette: Palette;
  verifyUrl: string;
  /** What the card's QR opens and the line under it says. docs/product-rules.md#visiting-card-qr */
  qr: { url: string; label: string };
  /** A light tint of the brand for panels. */
  tint: string;
  /** Secondary text. */
  muted: string;
  /** Drawn again over the watermark on the current page (the QR modules); render.ts empties it per page. */
  overlays: ((doc: PDFKit.PDFDocument) => void)[];
}

export function cardContext(doc: PDFKit.PDFDocument, input: PdfRenderInput): CardContext {
  const palette = paletteOf(input.profile.colors);
  return {
    doc,
    profile: input.profile,
    palette,
    verifyUrl: input.verifyUrl,
    qr: qrTarget(input),
    tint: mix(palette.primaryDeep, WHITE, 0.9),
    muted: '#5b6270',
    overlays: [],
  };
}

export const VERIFY_LABEL = 'Scan to verify this card';
export const SAVE_CONTACT_LABEL = 'Scan to save my contact';

/**
 * A visiting card is handed out to be saved: its QR opens the digital card. An ID card's QR
 * (and a visiting card with no digital card) opens the verification page.
 * docs/product-rules.md#visiting-card-qr
 */
function qrTarget(input: PdfRenderInput): CardContext['qr'] {
  const cardUrl = input.cardUrl?.trim();
  if (input.template.startsWith('phone-card') && cardUrl) return { url: cardUrl, label: SAVE_CONTACT_LABEL };
  return { url: input.verifyUrl, label: VERIFY_LABEL };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Up to two initials ('RS' for 'Rajesh Sharma'); a whole first syllable in Indic scripts. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return picked
    .map((w) => first(w ?? ''))
    .join('')
    .toUpperCase();
}

/** The photo clipped to `shape`, or the person's initials on a brand tint when there is none. */
export async function photoOrInitials(ctx: CardContext, box: Box, shape: PhotoShape, radius = 0): Promise<void> {
  if (await drawPhoto(ctx.doc, ctx.profile.photo, box, shape, radius)) return;
  const { doc, palette } = ctx;
  clipShape(doc, box, shape, radius)
    .fillColor(mix(palette.primaryDeep, WHITE, 0.85))
    .fill();
  drawText(doc, initialsOf(ctx.profile.name) || '?', box, {
    size: box.height * 0.38,
    weight: 700,
    color: palette.primaryDeep,
    align: 'center',
    valign: 'middle',
    maxLines: 1,
  });
}

/** The logo fitted in `box`, or the company's initial on `background` when there is none. */
export async function logoOrMonogram(ctx: CardContext, box: Box, background: string, color: string): Promise<void> {
  if (await drawLogo(ctx.doc, ctx.profile.logo, box)) return;
  ctx.doc
    .roundedRect(box.x, box.y, box.width, box.height, box.width * 0.22)
    .fillColor(background)
    .fill();
  drawText(ctx.doc, initialsOf(ctx.profile.companyName).slice(0, 2) || '?', box, {
    size: box.height * 0.42,
    weight: 700,
    color,
    align: 'center',
    valign: 'middle',
    maxLines: 1,
  });
}

/**
 * The card's QR (ctx.qr: verification, or the digital card) on a white rounded tile of `size` pt (quiet zone of 2.5 modules inside
 * it), dark modules in near-black for the surest scan; the tile is a link to the page too.
 */
export function qrTile(ctx: CardContext, x: number, y: number, size: number, options: { border?: string } = {}): void {
  const { doc } = ctx;
  const quiet = 2.5;
  const n = qrModules(ctx.qr.url);
  const cell = size / (n + 2 * quiet);
  const radius = Math.min(6, size * 0.06);
  const tile = (target: PDFKit.PDFDocument) => {
    target.roundedRect(x, y, size, size, radius).fillColor(WHITE).fill();
    if (options.border)
      target.roundedRect(x, y, size, size, radius).lineWidth(0.6).strokeColor(options.border).stroke();
    drawQr(target, ctx.qr.url, x + quiet * cell, y + quiet * cell, n * cell, INK);
  };
  tile(doc);
  // Drawn again over the SAMPLE watermark: a sample's QR must scan like the paid card's.
  ctx.overlays.push(tile);
  doc.link(x, y, size, size, ctx.qr.url);
}

/** A small upper-case label over its value; returns the height used. */
export function field(
  ctx: CardContext,
  label: string,
  value: string,
  box: Box,
  options: { labelColor?: string; color?: string; size?: number; maxLines?: number; align?: TextStyle['align'] } = {},
): number {
  const size = options.size ?? 8;
  const labelSize = Math.max(4.6, size * 0.66);
  const align = options.align ?? 'left';
  const top = drawText(
    ctx.doc,
    label.toUpperCase(),
    { ...box, height: labelSize * 1.3 },
    {
      size: labelSize,
      weight: 700,
      color: options.labelColor ?? ctx.muted,
      tracking: labelSize * 0.08,
      maxLines: 1,
      align,
    },
  );
  const valueBox = { ...box, y: box.y + top.height + 0.5, height: box.height - top.height - 0.5 };
  const drawn = drawText(ctx.doc, value, valueBox, {
    size,
    weight: 700,
    color: options.color ?? INK,
    // An ID number must never be cut short: it shrinks, then wraps, before any '…'.
    maxLines: options.maxLines ?? 2,
    minSize: size * 0.6,
    align,
  });
  return top.height + 0.5 + drawn.height;
}

export interface Contact {
  icon: IconName;
  label: string;
  text: string;
  url: string;
}

/** Every contact with a link a tap opens, in print order: phones, WhatsApp, mails, website, map. */
export function contactsOf(profile: PdfCardProfile): Contact[] {
  const list: Contact[] = [];
  for (const phone of profile.phones) {
    const url = telLink(phone);
    if (url) list.push({ icon: 'phone', label: 'Call', text: phoneText(phone), url });
  }
  const wa = profile.whatsapp ? whatsappLink(profile.whatsapp) : null;
  if (profile.whatsapp && wa)
    list.push({ icon: 'whatsapp', label: 'WhatsApp', text: phoneText(profile.whatsapp), url: wa });
  for (const mail of profile.mails) {
    const url = mailLink(mail);
    if (url) list.push({ icon: 'mail', label: 'Email', text: mail.trim(), url });
  }
  const web = webLink(profile.website);
  if (profile.website && web) list.push({ icon: 'globe', label: 'Website', text: webText(profile.website), url: web });
  const map = mapLink(profile.mapLink, profile.address);
  if (map) list.push({ icon: 'pin', label: 'Directions', text: 'Open in Maps', url: map });
  return list;
}

/** An icon in a filled circle. */
export function iconDot(
  ctx: CardContext,
  icon: IconName,
  x: number,
  y: number,
  size: number,
  color: string,
  background: string,
) {
  ctx.doc
    .circle(x + size / 2, y + size / 2, size / 2)
    .fillColor(background)
    .fill();
  const inner = size * 0.56;
  drawIcon(ctx.doc, icon, x + (size - inner) / 2, y + (size - inner) / 2, inner, color);
}

/** The company's first phone, first mail and website, for the back of an ID card (one a line). */
export function companyContactLines(profile: PdfCardProfile): string[] {
  const phone = profile.phones[0] ? phoneText(profile.phones[0]) : null;
  const mail = profile.mails[0]?.trim() || null;
  const web = profile.website ? webText(profile.website) : null;
  return [phone, mail, web].filter((line): line is string => Boolean(line));
}

export function validityText(profile: PdfCardProfile): string | null {
  return profile.validUntil ? dateText(profile.validUntil) : null;
}

/** Where and how the holder's name goes: bold, at most three lines (shrinking to minSize first). */
export interface HolderNameLook {
  box: Box;
  size: number;
  color: string;
  minSize?: number;
  align?: TextStyle['align'];
}

/** Where the designation goes, decided from the name's height; upper-cased when asked. */
type DesignationPlace = (nameHeight: number) => { box: Box; style: TextStyle; upperCase?: boolean };

/**
 * The holder's name, then the designation (when there is one) under it; returns both heights
 * (the designation's 0 when there is none) for what the design draws below.
 */
export function drawHolderName(
  ctx: CardContext,
  look: HolderNameLook,
  designation: DesignationPlace,
): { nameHeight: number; designationHeight: number } {
  const { doc, profile } = ctx;
  const nameHeight = drawText(doc, profile.name, look.box, {
    size: look.size,
    weight: 700,
    color: look.color,
    ...(look.align ? { align: look.align } : {}),
    maxLines: 3,
    ...(look.minSize !== undefined ? { minSize: look.minSize } : {}),
  }).height;
  if (!profile.designation) return { nameHeight, designationHeight: 0 };
  const place = designation(nameHeight);
  const text = place.upperCase ? profile.designation.toUpperCase() : profile.designation;
  return { nameHeight, designationHeight: drawText(doc, text, place.box, place.style).height };
}

/** A soft white circle over a band: x, y, radius and opacity. */
export type Glow = [x: number, y: number, radius: number, opacity: number];

/** A band in `color` with soft white circles inside it, cut to its shape (`shape` traces the band's path). */
export function glowingBand(
  doc: PDFKit.PDFDocument,
  shape: () => PDFKit.PDFDocument,
  color: string,
  glows: Glow[],
): void {
  shape().fillColor(color).fill();
  doc.save();
  shape().clip();
  for (const [x, y, radius, opacity] of glows) doc.circle(x, y, radius).fillColor(WHITE).fillOpacity(opacity).fill();
  doc.restore();
}

/** The company's name in bold white on the header's colour, on up to two lines, vertically centred in `box`. */
export function companyNameInWhite(ctx: CardContext, box: Box, size: number): void {
  drawText(ctx.doc, ctx.profile.companyName, box, { size, weight: 700, color: WHITE, valign: 'middle', maxLines: 2 });
}
