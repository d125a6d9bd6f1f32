// A document as an A4 PDF (pdfkit), laid out as an Indian business's invoice: the issuer's
// brand band with its logo, the title, number and date; who issued it and who it is for with
// their GSTINs and states; the line with its SAC and the tax lines under it, the total and the
// amount in words; the payment; a QR that opens the public check page; a stamp when credit
// notes took it back. Text goes through the PDF cards' fonts, so any Indian script is drawn
// and copies out as typed. docs/product-rules.md#gst-documents

import { amountInWords, type TTaxDocument } from '@cardora/contract';
import PDFDocument from 'pdfkit';
import { pdfBytes, registerPdfFonts } from '#cards';
import type { TaxDocumentRow } from '#db/schema';
import { timedRender } from '#lib/metrics';
import { type Storage, storageKeyFromUrl } from '#lib/storage/index';
import {
  drawBadge,
  drawLabel,
  drawQrTile,
  drawStamp,
  drawText,
  INK,
  MUTED,
  measureText,
  type Palette,
  palette,
  RULE,
  rupeeSign,
  WHITE,
} from './pdf-draw';
import {
  CHECK_CAPTION,
  creditedLine,
  documentDate,
  documentTitle,
  FOOTER_NOTE,
  formatAmount,
  formatSignedAmount,
  NOT_A_TAX_INVOICE,
  paymentHeading,
  type StatusStamp,
  stateWithCode,
  statusStamp,
  taxLineLabel,
} from './pdf-format';

export interface DocumentPdfInput {
  document: TaxDocumentRow;
  view: TTaxDocument;
  /** The public check page the QR opens (absolute). */
  checkUrl: string;
  /** Where the issuer's logo (an upload path) is read from; without it the brand's monogram is drawn. */
  storage?: Pick<Storage, 'get'>;
}

/** A4 portrait in pt, and the margins (15 mm at the sides). */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 42;
const CONTENT = PAGE.width - 2 * MARGIN;
const RIGHT = PAGE.width - MARGIN;
const BAND = 116;
/** Where the footer's rule is, and the most the payment block and QR take above it. */
const FOOTER_TOP = PAGE.height - 40;
const PAYMENT_HEIGHT = 112;
/** Amounts end this far inside their column, in the table and the totals alike. */
const PAD = 10;

interface Page {
  doc: PDFKit.PDFDocument;
  document: TaxDocumentRow;
  view: TTaxDocument;
  colours: Palette;
  rupee: string;
}

/** The issuer's logo from storage; null when there is none or it cannot be read (the monogram stands in). */
async function issuerLogo(storage: Pick<Storage, 'get'> | undefined, logoUrl: string | null): Promise<Buffer | null> {
  const key = logoUrl ? storageKeyFromUrl(logoUrl) : null;
  if (!storage || !key) return null;
  try {
    return (await storage.get(key))?.body ?? null;
  } catch {
    return null;
  }
}

async function header(page: Page, logo: Buffer | null): Promise<void> {
  const { doc, document, colours } = page;
  doc.save();
  doc.rect(0, 0, PAGE.width, BAND).fill(colours.brand);
  doc.restore();
  const tile = 60;
  await drawBadge(doc, logo, document.issuer.brandName, { x: MARGIN, y: 28, width: tile, height: tile }, colours);
  const nameX = MARGIN + tile + 16;
  const nameWidth = 250;
  const brand = drawText(
    doc,
    document.issuer.brandName,
    { x: nameX, y: 30, width: nameWidth, height: 42 },
    { size: 18, minSize: 12, weight: 700, color: colours.onBrand, maxLines: 2, lineHeight: 1.1 },
  );
  if (document.issuer.legalName !== document.issuer.brandName) {
    drawText(
      doc,
      document.issuer.legalName,
      { x: nameX, y: brand.y + brand.height + 3, width: nameWidth, height: 24 },
      { size: 9, minSize: 7.5, color: colours.onBrand, maxLines: 2, lineHeight: 1.25, opacity: 0.85 },
    );
  }

  const blockWidth = 200;
  const blockX = RIGHT - blockWidth;
  drawText(
    doc,
    documentTitle(document.kind),
    { x: blockX, y: 24, width: blockWidth, height: 32 },
    { size: 24, minSize: 18, weight: 700, color: colours.onBrand, align: 'right', maxLines: 1 },
  );
  const rows = [
    { text: document.number, size: 11, weight: 700 as const },
    { text: `Date ${documentDate(document.issuedAt)}`, size: 9.5, weight: 400 as const },
  ];
  const against = document.kind === 'credit-note' ? creditedLine(page.view.creditedDocumentNumber) : null;
  if (against) rows.push({ text: against, size: 9.5, weight: 400 });
  let y = 58;
  for (const row of rows) {
    drawText(
      doc,
      row.text,
      { x: blockX - 40, y, width: blockWidth + 40, height: row.size * 1.45 },
      { size: row.size, minSize: 8, weight: row.weight, color: colours.onBrand, align: 'right', maxLines: 1 },
    );
    y += row.size * 1.5;
  }
}

/** One "GSTIN  27AAPFU0939F1ZV" row of a party's block; returns the next row's top. */
function fact(page: Page, label: string, value: string, x: number, y: number, width: number, strong = false): number {
  const labelWidth = 78;
  drawText(page.doc, label, { x, y, width: labelWidth, height: 14 }, { size: 8.5, color: MUTED, maxLines: 1 });
  const drawn = drawText(
    page.doc,
    value,
    { x: x + labelWidth, y, width: width - labelWidth, height: 28 },
    { size: 9, minSize: 8, weight: strong ? 700 : 400, color: INK, maxLines: 2, lineHeight: 1.3 },
  );
  return y + Math.max(14, drawn.height) + 2;
}

/** A party's block under its label; returns its bottom. */
function party(
  page: Page,
  label: string,
  name: string,
  address: string | null,
  facts: [string, string | null, boolean?][],
  x: number,
  top: number,
  width: number,
): number {
  drawLabel(page.doc, label, x, top, width, page.colours.accent);
  const named = drawText(
    page.doc,
    name,
    { x, y: top + 16, width, height: 34 },
    { size: 11.5, minSize: 9.5, weight: 700, color: INK, maxLines: 2, lineHeight: 1.2 },
  );
  let y = named.y + named.height + 3;
  if (address) {
    const drawn = drawText(
      page.doc,
      address,
      { x, y, width, height: 0 },
      { size: 9, minSize: 8, color: MUTED, maxLines: 7, lineHeight: 1.35 },
    );
    y = drawn.y + drawn.height + 6;
  }
  for (const [key, value, strong] of facts) if (value) y = fact(page, key, value, x, y, width, strong);
  return y;
}

function parties(page: Page, top: number): number {
  const { document, view } = page;
  const gap = 32;
  const column = (CONTENT - gap) / 2;
  const issuer = document.issuer;
  const buyer = document.buyer;
  const issuerBottom = party(
    page,
    'Issued by',
    issuer.legalName,
    issuer.address || null,
    [
      ['GSTIN', issuer.gstin, true],
      ['State', stateWithCode(issuer.stateCode)],
    ],
    MARGIN,
    top,
    column,
  );
  const buyerBottom = party(
    page,
    'Bill to',
    buyer.name,
    buyer.address,
    [
      ['GSTIN', buyer.gstin, true],
      ['State', stateWithCode(buyer.stateCode)],
      ['Phone', buyer.phoneNumber],
      ['Email', buyer.email],
      ['Place of supply', stateWithCode(document.placeOfSupply, view.placeOfSupplyName), true],
      // A registered issuer pays the tax itself: the buyer never does under reverse charge here.
      ['Reverse charge', issuer.gstin ? 'No' : null],
    ],
    MARGIN + column + gap,
    top,
    column,
  );
  return Math.max(issuerBottom, buyerBottom);
}

/** A pale note across the page (the reason for a credit note, a receipt's notice); returns its bottom. */
function note(page: Page, label: string | null, text: string, top: number): number {
  const { doc, colours } = page;
  const inner = CONTENT - 28;
  const labelWidth = label ? 150 : 0;
  const style = { size: 9, minSize: 8, color: INK, maxLines: 6, lineHeight: 1.35, valign: 'middle' as const };
  const height = Math.max(30, measureText(doc, text, inner - labelWidth, style) + 16);
  doc.save();
  doc.roundedRect(MARGIN, top, CONTENT, height, 6).fill(colours.tint);
  doc.roundedRect(MARGIN, top, CONTENT, height, 6).clip();
  doc.rect(MARGIN, top, 3, height).fill(colours.accent);
  doc.restore();
  if (label)
    drawText(
      doc,
      label,
      { x: MARGIN + 14, y: top + 8, width: labelWidth - 8, height: height - 16 },
      { size: 9, weight: 700, color: colours.accent, maxLines: 1, valign: 'middle' },
    );
  drawText(
    doc,
    text,
    { x: MARGIN + 14 + labelWidth, y: top + 8, width: inner - labelWidth, height: height - 16 },
    style,
  );
  return top + height;
}

/** The table's columns: serial, description, SAC, amount (right-aligned). */
const COLUMNS = {
  serial: { x: MARGIN + 10, width: 20 },
  description: { x: MARGIN + 34, width: CONTENT - 34 - 84 - 128 - 18 },
  sac: { x: RIGHT - 128 - 84, width: 84 },
  amount: { x: RIGHT - 128, width: 128 - PAD },
} as const;

/**
 * The line table and, under it, the tax lines, rounding and total beside the amount in words
 * (and the stamp, when credit notes took the document back); returns the bottom.
 */
function lines(page: Page, top: number, stamp: StatusStamp | null): number {
  const { doc, document, colours, rupee } = page;
  const taxed = document.taxLines.length > 0;
  const head = 24;
  doc.save();
  doc.rect(MARGIN, top, CONTENT, head).fill(colours.tint);
  doc.restore();
  const headStyle = { size: 8, weight: 700 as const, color: colours.accent, maxLines: 1, valign: 'middle' as const };
  const headRow = (text: string, column: { x: number; width: number }, align: 'left' | 'right' = 'left') =>
    drawText(doc, text, { x: column.x, y: top, width: column.width, height: head }, { ...headStyle, align });
  headRow('#', COLUMNS.serial);
  headRow('Description', COLUMNS.description);
  headRow('SAC', COLUMNS.sac);
  headRow(`${taxed ? 'Taxable value' : 'Amount'} (${rupee.trim()})`, COLUMNS.amount, 'right');

  const rowTop = top + head + 10;
  const description = drawText(
    doc,
    document.description,
    { ...COLUMNS.description, y: rowTop, height: 0 },
    { size: 9.5, minSize: 8.5, color: INK, maxLines: 6, lineHeight: 1.35 },
  );
  // The other cells share the description's first line (taller when it has Indic script), so
  // every baseline of the row lines up.
  const firstLine = { y: rowTop, height: description.height / Math.max(1, description.lines) };
  const cell = { size: 9.5, color: INK, maxLines: 1, valign: 'middle' as const };
  drawText(doc, '1', { ...COLUMNS.serial, ...firstLine }, { ...cell, color: MUTED });
  drawText(doc, document.sacCode, { ...COLUMNS.sac, ...firstLine }, cell);
  drawText(doc, formatAmount(document.taxablePaise), { ...COLUMNS.amount, ...firstLine }, { ...cell, align: 'right' });
  let y = Math.max(rowTop + 14, description.y + description.height) + 10;
  doc.save();
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.restore();

  // The summary: every figure that makes up the total, right-aligned under the amount column.
  const summaryWidth = 250;
  const summaryX = RIGHT - summaryWidth;
  const rows: [string, string][] = [];
  if (taxed) {
    rows.push(['Taxable value', formatAmount(document.taxablePaise)]);
    for (const line of document.taxLines) rows.push([taxLineLabel(line), formatAmount(line.amountPaise)]);
  }
  if (document.roundingPaise !== 0) rows.push(['Rounding off', formatSignedAmount(document.roundingPaise)]);
  const summaryTop = y + 6;
  y = summaryTop;
  for (const [label, amount] of rows) {
    drawText(
      doc,
      label,
      { x: summaryX + PAD, y, width: 140, height: 20 },
      { size: 9.5, color: MUTED, maxLines: 1, valign: 'middle' },
    );
    drawText(
      doc,
      amount,
      { x: summaryX, y, width: summaryWidth - PAD, height: 20 },
      { size: 9.5, color: INK, align: 'right', maxLines: 1, valign: 'middle' },
    );
    y += 20;
  }
  const totalHeight = 30;
  y += rows.length > 0 ? 6 : 0;
  doc.save();
  doc.roundedRect(summaryX, y, summaryWidth, totalHeight, 5).fill(colours.accent);
  doc.restore();
  const totalStyle = { size: 12, weight: 700 as const, color: WHITE, maxLines: 1, valign: 'middle' as const };
  drawText(doc, 'Total', { x: summaryX + PAD, y, width: 100, height: totalHeight }, totalStyle);
  drawText(
    doc,
    `${rupee}${formatAmount(document.totalPaise)}`,
    { x: summaryX, y, width: summaryWidth - PAD, height: totalHeight },
    { ...totalStyle, align: 'right' },
  );
  const summaryBottom = y + totalHeight;

  // The amount in words beside the figures.
  const wordsWidth = CONTENT - summaryWidth - 32;
  drawLabel(doc, 'Amount in words', MARGIN, summaryTop + 4, wordsWidth, colours.accent);
  const spelled = drawText(
    doc,
    amountInWords(document.totalPaise),
    { x: MARGIN, y: summaryTop + 19, width: wordsWidth, height: 48 },
    { size: 9.5, minSize: 8.5, weight: 700, color: INK, maxLines: 3, lineHeight: 1.35 },
  );
  let bottom = Math.max(summaryBottom, spelled.y + spelled.height);
  if (stamp) {
    const centreY = spelled.y + spelled.height + 52;
    drawStamp(doc, stamp, MARGIN + wordsWidth / 2, centreY);
    bottom = Math.max(bottom, centreY + 44);
  }
  return bottom;
}

/** The payment (mode and reference) and the QR with its caption, side by side; returns the bottom. */
function paymentAndCheck(page: Page, checkUrl: string, top: number): number {
  const { doc, document, colours } = page;
  const qr = 92;
  doc.save();
  doc.moveTo(MARGIN, top).lineTo(RIGHT, top).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.restore();
  const y = top + 18;
  drawLabel(doc, paymentHeading(document.kind), MARGIN, y, 240, colours.accent);
  let row = y + 17;
  // Every invoice and receipt is for money received; a credit note names the payment it answers.
  const facts: [string, string | null][] = [
    ['Mode', document.paymentMode],
    ['Reference', document.paymentReference],
    ['Amount', document.kind === 'credit-note' ? null : `${page.rupee}${formatAmount(document.totalPaise)}`],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    drawText(doc, label, { x: MARGIN, y: row, width: 70, height: 15 }, { size: 9, color: MUTED, maxLines: 1 });
    const drawn = drawText(
      doc,
      value,
      { x: MARGIN + 70, y: row, width: 175, height: 0 },
      { size: 9, minSize: 8, weight: 700, color: INK, maxLines: 3, lineHeight: 1.3 },
    );
    row += Math.max(17, drawn.height + 5);
  }

  const qrX = RIGHT - qr;
  drawQrTile(doc, checkUrl, qrX, y - 4, qr);
  const captionWidth = 150;
  const captionX = qrX - 14 - captionWidth;
  drawText(
    doc,
    CHECK_CAPTION,
    { x: captionX, y: y + 18, width: captionWidth, height: 16 },
    { size: 10, weight: 700, color: INK, align: 'right', maxLines: 1 },
  );
  drawText(
    doc,
    'Opens the issuer’s own record of it, to confirm the number, the amount and whether it still stands.',
    { x: captionX, y: y + 36, width: captionWidth, height: 40 },
    { size: 8, minSize: 7, color: MUTED, align: 'right', maxLines: 3, lineHeight: 1.35 },
  );
  return Math.max(row, y - 4 + qr);
}

function footer(page: Page, number: number, count: number): void {
  const { doc } = page;
  const y = FOOTER_TOP;
  doc.save();
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.restore();
  drawText(doc, FOOTER_NOTE, { x: MARGIN, y: y + 8, width: CONTENT - 80, height: 12 }, { size: 7.5, color: MUTED });
  drawText(
    doc,
    `Page ${number} of ${count}`,
    { x: RIGHT - 80, y: y + 8, width: 80, height: 12 },
    { size: 7.5, color: MUTED, align: 'right', maxLines: 1 },
  );
}
export function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  return timedRender('document', () => renderDocumentPdfUntimed(input));
}

async function renderDocumentPdfUntimed(input: DocumentPdfInput): Promise<Buffer> {
  const { document, view } = input;
  const title = `${documentTitle(document.kind)} ${document.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    info: {
      Title: title,
      Author: document.issuer.legalName,
      Subject: `${title} for ${document.buyer.name}`,
      Creator: document.issuer.brandName,
      Producer: document.issuer.brandName,
    },
  });
  const done = pdfBytes(doc);
  await registerPdfFonts(doc);
  const page: Page = { doc, document, view, colours: palette(document.issuer.primaryColour), rupee: rupeeSign() };

  await header(page, await issuerLogo(input.storage, document.issuer.logoUrl));
  let y = parties(page, BAND + 26) + 12;
  if (document.kind === 'credit-note' && document.reason)
    y = note(page, 'Reason for the credit note', document.reason, y) + 14;
  if (!document.issuer.gstin) y = note(page, null, NOT_A_TAX_INVOICE, y) + 14;
  y = lines(page, y + 4, statusStamp(view, page.rupee));
  // Long addresses, description and reason can leave no room above the footer for the payment
  // and the QR: they go on a second page rather than under the footer.
  if (y + 28 + PAYMENT_HEIGHT > FOOTER_TOP) {
    doc.addPage({ size: 'A4', margin: 0 });
    drawText(
      doc,
      `${title} (continued)`,
      { x: MARGIN, y: MARGIN - 14, width: CONTENT, height: 14 },
      { size: 9, weight: 700, color: MUTED, maxLines: 1 },
    );
    y = MARGIN;
  }
  paymentAndCheck(page, input.checkUrl, y + 28);

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    footer(page, index + 1, range.count);
  }
  doc.end();
  return done;
}
