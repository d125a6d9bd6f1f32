// A batch printed (docs/product-rules.md#physical-tags): a sheet of QR codes, A4, 3 × 8 labels a
// page, each with its code in two groups of five (read aloud or typed from a sticker without
// losing the place) and a light cut grid; and the CSV an NFC writing app reads, one tag a line.
import type { TTag } from '@cardora/contract';
import PDFDocument from 'pdfkit';
import { csvRow } from '#lib/csv';
import { pdfBytes } from '../media/pdf/page';
import { drawQr } from '../media/pdf/qr';
import { ndefBytes } from './service';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const COLUMNS = 3;
const ROWS = 8;
const PER_PAGE = COLUMNS * ROWS;

/** The code as printed: two groups of five. */
export function printedCode(code: string): string {
  return `${code.slice(0, 5)} ${code.slice(5)}`;
}

export async function tagSheetPdf(tags: TTag[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Cardora', Producer: 'Cardora' },
  });
  const done = pdfBytes(doc);
  const cellWidth = (A4.width - 2 * MARGIN) / COLUMNS;
  const cellHeight = (A4.height - 2 * MARGIN) / ROWS;
  const qr = cellHeight - 20;
  for (let start = 0; start < Math.max(1, tags.length); start += PER_PAGE) {
    doc.addPage({ size: 'A4', margin: 0 });
    doc.font('Helvetica').fontSize(7).fillColor('#8a909b');
    doc.text(`${title} · ${Math.floor(start / PER_PAGE) + 1}`, MARGIN, 12, { width: A4.width - 2 * MARGIN });
    // The cut grid.
    doc.save().lineWidth(0.4).strokeColor('#c9ccd3').dash(2, { space: 3 });
    for (let c = 0; c <= COLUMNS; c++) {
      const x = MARGIN + c * cellWidth;
      doc
        .moveTo(x, MARGIN)
        .lineTo(x, A4.height - MARGIN)
        .stroke();
    }
    for (let r = 0; r <= ROWS; r++) {
      const y = MARGIN + r * cellHeight;
      doc
        .moveTo(MARGIN, y)
        .lineTo(A4.width - MARGIN, y)
        .stroke();
    }
    doc.restore();
    tags.slice(start, start + PER_PAGE).forEach((tag, index) => {
      const x = MARGIN + (index % COLUMNS) * cellWidth;
      const y = MARGIN + Math.floor(index / COLUMNS) * cellHeight;
      drawQr(doc, tag.url, x + 10, y + 10, qr, '#111111');
      const textX = x + 10 + qr + 8;
      const textWidth = cellWidth - qr - 28;
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor('#5d6470')
        .text('Tap or scan', textX, y + 16, { width: textWidth });
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor('#15181e')
        .text(printedCode(tag.code), textX, y + 30, { width: textWidth, characterSpacing: 0.6 });
    });
  }
  doc.end();
  return done;
}

export const TAG_CSV_COLUMNS = [
  'Code',
  'Address (write to the NFC tag as a URI record)',
  'NDEF bytes (NTAG213 holds 144)',
  'Status',
  'Business',
  'Card address',
  'Scans',
] as const;

/** The batch as CSV: BOM for Excel, one tag a line. */
export function tagCsv(tags: TTag[]): string {
  return `\uFEFF${csvRow(TAG_CSV_COLUMNS)}${tags
    .map((tag) =>
      csvRow([
        tag.code,
        tag.url,
        ndefBytes(tag.url),
        tag.status === 'disabled' ? 'Turned off' : tag.businessId ? 'Assigned' : 'Not assigned',
        tag.businessName ?? '',
        tag.cardId ?? '',
        tag.scans,
      ]),
    )
    .join('')}`;
}
