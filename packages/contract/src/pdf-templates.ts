// PDF card designs: CR80 ID cards, printed front and back, and phone-size
// visiting cards with clickable links. Pure data shared by the web's picker, the API's
// validation and the server's renderer (apps/server/src/areas/cards/media/pdf/), which draws
// each code at exactly the size given here.
import { z } from 'zod';

export const PDF_TEMPLATE_CODES = [
  'cr80-classic-portrait',
  'cr80-ribbon-portrait',
  'cr80-band-landscape',
  'cr80-corporate-landscape',
  'phone-card-modern',
  'phone-card-elegant',
  'phone-card-compact',
] as const;
export type PdfTemplateCode = (typeof PDF_TEMPLATE_CODES)[number];
export const ZPdfTemplateCode = z.enum(PDF_TEMPLATE_CODES);

export type PdfTemplateKind = 'id-card' | 'visiting-card';
export type PdfTemplateOrientation = 'portrait' | 'landscape';

export interface PdfTemplate {
  code: PdfTemplateCode;
  name: string;
  description: string;
  kind: PdfTemplateKind;
  orientation: PdfTemplateOrientation;
  /** Pages in the PDF: an ID card's front and back, or a visiting card's screens. */
  pages: number;
  /** Trimmed page size; a print-ready ID card adds PDF_BLEED_MM on every side. */
  widthMm: number;
  heightMm: number;
}

/** ISO/IEC 7810 ID-1 (CR80): 85.6 × 54 mm, 242.65 × 153.07 pt. */
export const CR80_LONG_MM = 85.6;
export const CR80_SHORT_MM = 54;
/** Bleed added on every side of a print-ready ID card, with crop marks outside the trim. */
export const PDF_BLEED_MM = 3;
/** Phone visiting cards: 360 × 640 pt (9:16), 127 × 225.78 mm. */
export const PHONE_CARD_WIDTH_MM = (360 * 25.4) / 72;
export const PHONE_CARD_HEIGHT_MM = (640 * 25.4) / 72;

const PT_PER_MM = 72 / 25.4;
/** Millimetres to PDF points (1 pt = 1/72 inch). */
export function mmToPt(mm: number): number {
  return mm * PT_PER_MM;
}

const CR80_PORTRAIT = { orientation: 'portrait', widthMm: CR80_SHORT_MM, heightMm: CR80_LONG_MM } as const;
const CR80_LANDSCAPE = { orientation: 'landscape', widthMm: CR80_LONG_MM, heightMm: CR80_SHORT_MM } as const;
const PHONE = { orientation: 'portrait', widthMm: PHONE_CARD_WIDTH_MM, heightMm: PHONE_CARD_HEIGHT_MM } as const;

export const PDF_TEMPLATES: readonly PdfTemplate[] = [
  {
    code: 'cr80-classic-portrait',
    name: 'Classic portrait ID',
    description: 'Brand header with logo, round photo, name and designation; QR and details on the back.',
    kind: 'id-card',
    pages: 2,
    ...CR80_PORTRAIT,
  },
  {
    code: 'cr80-ribbon-portrait',
    name: 'Ribbon portrait ID',
    description: 'A diagonal brand ribbon behind a framed photo, with a bold ID strip; QR on the back.',
    kind: 'id-card',
    pages: 2,
    ...CR80_PORTRAIT,
  },
  {
    code: 'cr80-band-landscape',
    name: 'Side band landscape ID',
    description: 'A coloured side band with the logo, photo beside the name and ID; QR on the back.',
    kind: 'id-card',
    pages: 2,
    ...CR80_LANDSCAPE,
  },
  {
    code: 'cr80-corporate-landscape',
    name: 'Corporate landscape ID',
    description: 'White card with a brand header bar and an accent rule, details in a grid; QR on the back.',
    kind: 'id-card',
    pages: 2,
    ...CR80_LANDSCAPE,
  },
  {
    code: 'phone-card-modern',
    name: 'Modern phone card',
    description: 'Two screens: a bold brand cover with tap-to-call, WhatsApp and mail buttons, then QR and address.',
    kind: 'visiting-card',
    pages: 2,
    ...PHONE,
  },
  {
    code: 'phone-card-elegant',
    name: 'Elegant phone card',
    description: 'Three screens: a framed cover, every contact as a tappable row, then the map and QR.',
    kind: 'visiting-card',
    pages: 3,
    ...PHONE,
  },
  {
    code: 'phone-card-compact',
    name: 'Compact phone card',
    description: 'One screen with everything: photo, name, tappable contacts and the QR.',
    kind: 'visiting-card',
    pages: 1,
    ...PHONE,
  },
];

/** The template of `code` (every code has one). */
export function pdfTemplateOf(code: PdfTemplateCode): PdfTemplate {
  const template = PDF_TEMPLATES.find((t) => t.code === code);
  if (!template) throw new Error(`unknown PDF template ${code}`);
  return template;
}
