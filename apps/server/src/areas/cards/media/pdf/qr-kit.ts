// The QR print kit: an A4 PDF to print and put on the counter. Page 1 is a table
// tent (fold across the middle; the upper face is drawn upside down so both faces read upright
// once folded), page 2 a counter standee for an A4 acrylic stand. Both carry the card's QR
// (which opens the card tagged ?src=qr), the business name, "Scan to save our contact", and the
// agency's brand (colours and name). Vectors throughout: the QR stays crisp at any print size.
import { QR_KIT_TAGLINE } from '@cardora/contract';
import { registerPdfFonts } from './fonts';
import { drawLogo } from './images';
import { createDocument, pdfBytes } from './page';
import { drawQr, qrModules } from './qr';
import { drawText } from './text';

export const A4_PT = { width: 595.28, height: 841.89 } as const;

export interface QrKitInput {
  /** What the QR encodes: the card's address with ?src=qr. */
  url: string;
  /** The address as printed under the code (no scheme, no query). */
  displayUrl: string;
  businessName: string;
  /** The business category, printed under the name on the standee. */
  categoryName: string | null;
  /** The business logo's bytes (any format sharp reads), or none. */
  logo: Buffer | null;
  brand: { primary: string; secondary: string; appName: string };
}

const INK = '#1b2330';
const MUTED = '#5b6577';
const HOW_TO = 'Open your phone camera and point it at the code: our number, WhatsApp and address save in one tap.';

/** The QR on a white tile with a quiet zone of 2 modules and a brand-coloured rounded border. */
function qrTileAt(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number, border: string): void {
  doc.save();
  doc
    .roundedRect(x, y, size, size, size * 0.06)
    .lineWidth(3)
    .fillAndStroke('#ffffff', border);
  doc.restore();
  const quiet = (size / (qrModules(url) + 4)) * 2;
  drawQr(doc, url, x + quiet, y + quiet, size - 2 * quiet, '#000000');
}

/** The logo in a white rounded square, or the business's initial in one. */
async function badge(doc: PDFKit.PDFDocument, input: QrKitInput, x: number, y: number, size: number): Promise<void> {
  doc.save();
  doc
    .roundedRect(x, y, size, size, size * 0.2)
    .fill('#ffffff')
    .restore();
  const inset = size * 0.12;
  const drawn = await drawLogo(doc, input.logo, {
    x: x + inset,
    y: y + inset,
    width: size - 2 * inset,
    height: size - 2 * inset,
  });
  if (!drawn) {
    const initial = [...input.businessName.trim()][0]?.toUpperCase() ?? '?';
    drawText(
      doc,
      initial,
      { x, y, width: size, height: size },
      { size: size * 0.5, weight: 700, color: input.brand.primary, align: 'center', valign: 'middle', maxLines: 1 },
    );
  }
}

/** One face of the tent, `width`×`height` with its top at (x, y) (the fold). */
async function tentFace(
  doc: PDFKit.PDFDocument,
  input: QrKitInput,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const band = 78;
  doc.save();
  doc.rect(x, y, width, band).fill(input.brand.primary);
  doc.restore();
  await badge(doc, input, x + 32, y + 15, 48);
  drawText(
    doc,
    input.businessName,
    { x: x + 96, y: y + 12, width: width - 128, height: band - 24 },
    { size: 24, minSize: 13, weight: 700, color: '#ffffff', valign: 'middle', maxLines: 2 },
  );

  const qrSize = 208;
  const qrTop = y + band + (height - band - qrSize - 34) / 2;
  qrTileAt(doc, input.url, x + 40, qrTop, qrSize, input.brand.primary);

  const textX = x + 40 + qrSize + 32;
  const textWidth = width - (textX - x) - 36;
  const heading = drawText(
    doc,
    QR_KIT_TAGLINE,
    { x: textX, y: qrTop + 8, width: textWidth, height: 96 },
    { size: 28, minSize: 18, weight: 700, color: input.brand.secondary, maxLines: 3, lineHeight: 1.15 },
  );
  const how = drawText(
    doc,
    HOW_TO,
    { x: textX, y: heading.y + heading.height + 14, width: textWidth, height: 64 },
    { size: 12, minSize: 10, color: MUTED, maxLines: 4, lineHeight: 1.35 },
  );
  drawText(
    doc,
    input.displayUrl,
    { x: textX, y: how.y + how.height + 14, width: textWidth, height: 30 },
    { size: 12, minSize: 8, weight: 700, color: input.brand.primary, maxLines: 2 },
  );
  drawText(
    doc,
    `Powered by ${input.brand.appName}`,
    { x: x + 32, y: y + height - 30, width: width - 64, height: 16 },
    { size: 9, color: MUTED, align: 'center', maxLines: 1 },
  );
}

async function tablePage(doc: PDFKit.PDFDocument, input: QrKitInput): Promise<void> {
  const { width, height } = A4_PT;
  const half = height / 2;
  doc.addPage({ size: [width, height], margin: 0 });
  // The lower face upright, its top on the fold; the upper face the same, turned half a turn
  // about the page's centre so it reads upright once the sheet is folded into a tent.
  await tentFace(doc, input, 0, half, width, half);
  doc.save();
  doc.rotate(180, { origin: [width / 2, half] });
  await tentFace(doc, input, 0, half, width, half);
  doc.restore();
  // The fold line, dashed, with its label in the margin.
  doc.save();
  doc.moveTo(0, half).lineTo(width, half).dash(6, { space: 5 }).lineWidth(0.8).strokeColor('#9aa3b2').stroke().undash();
  doc.restore();
  drawText(
    doc,
    'Fold here',
    { x: width - 90, y: half + 4, width: 80, height: 12 },
    { size: 8, color: '#9aa3b2', align: 'right', maxLines: 1 },
  );
}

async function standeePage(doc: PDFKit.PDFDocument, input: QrKitInput): Promise<void> {
  const { width, height } = A4_PT;
  doc.addPage({ size: [width, height], margin: 0 });
  const band = 176;
  doc.save();
  doc.rect(0, 0, width, band).fill(input.brand.primary);
  doc.restore();
  await badge(doc, input, (width - 72) / 2, 26, 72);
  drawText(
    doc,
    input.businessName,
    { x: 48, y: 108, width: width - 96, height: 40 },
    { size: 30, minSize: 16, weight: 700, color: '#ffffff', align: 'center', valign: 'middle', maxLines: 1 },
  );
  if (input.categoryName) {
    drawText(
      doc,
      input.categoryName,
      { x: 48, y: 146, width: width - 96, height: 20 },
      { size: 13, color: '#ffffff', align: 'center', maxLines: 1, opacity: 0.85 },
    );
  }

  drawText(
    doc,
    QR_KIT_TAGLINE,
    { x: 40, y: band + 34, width: width - 80, height: 44 },
    { size: 32, minSize: 20, weight: 700, color: input.brand.secondary, align: 'center', maxLines: 1 },
  );
  const qrSize = 300;
  const qrTop = band + 98;
  qrTileAt(doc, input.url, (width - qrSize) / 2, qrTop, qrSize, input.brand.primary);

  const steps = ['Open your camera', 'Point it at the code', 'Tap to save our contact'];
  const stepsTop = qrTop + qrSize + 34;
  const column = (width - 80) / steps.length;
  steps.forEach((step, index) => {
    const cx = 40 + column * index + column / 2;
    doc.save();
    doc.circle(cx, stepsTop + 14, 14).fill(input.brand.primary);
    doc.restore();
    drawText(
      doc,
      String(index + 1),
      { x: cx - 14, y: stepsTop, width: 28, height: 28 },
      { size: 14, weight: 700, color: '#ffffff', align: 'center', valign: 'middle', maxLines: 1 },
    );
    drawText(
      doc,
      step,
      { x: cx - column / 2 + 6, y: stepsTop + 36, width: column - 12, height: 34 },
      { size: 12, minSize: 9, color: INK, align: 'center', maxLines: 2 },
    );
  });
  drawText(
    doc,
    input.displayUrl,
    { x: 48, y: stepsTop + 86, width: width - 96, height: 22 },
    { size: 14, minSize: 9, weight: 700, color: input.brand.primary, align: 'center', maxLines: 1 },
  );

  const footer = 44;
  doc.save();
  doc.rect(0, height - footer, width, footer).fill(input.brand.secondary);
  doc.restore();
  drawText(
    doc,
    `Powered by ${input.brand.appName}`,
    { x: 40, y: height - footer, width: width - 80, height: footer },
    { size: 11, color: '#ffffff', align: 'center', valign: 'middle', maxLines: 1 },
  );
}

/** The kit as an A4 PDF: the table tent, then the counter standee. */
export async function renderQrKitPdf(input: QrKitInput): Promise<Buffer> {
  const doc = createDocument(`${input.businessName} — QR print kit`, input.brand.appName);
  const done = pdfBytes(doc);
  await registerPdfFonts(doc);
  await tablePage(doc, input);
  await standeePage(doc, input);
  doc.end();
  return done;
}
