// The card's QR code as vectors: one path of rectangles (each row's runs of dark modules
// merged), filled once, so it prints crisp at any size and adds ~1 KB.
import QRCode from 'qrcode';

/**
 * Draws the QR code of `text` filling the `size`-pt square at (x, y), with no quiet zone:
 * the caller leaves one (≥ 2 modules of light colour around it). Error correction M.
 * Returns the module size in pt.
 */
export function drawQr(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
): number {
  const { size: n, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / n;
  for (let row = 0; row < n; row++) {
    let start = -1;
    for (let col = 0; col <= n; col++) {
      const dark = col < n && data[row * n + col] === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fillColor(color).fill('nonzero');
  return cell;
}

/** Modules on a side of the QR code of `text` (for sizing its quiet zone). */
export function qrModules(text: string): number {
  return QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size;
}
