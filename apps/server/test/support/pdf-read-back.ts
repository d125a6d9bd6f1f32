// Reading a PDF back as a person or a phone would: its pages rasterised by poppler's pdftoppm
// (Debian poppler-utils; CI installs it) and the QR codes on them decoded by jsQR.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

/** Each page of `pdf` as a PNG at `dpi`, in page order. */
export async function pdfPagesAsPng(pdf: Buffer, dpi = 150): Promise<Buffer[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-read-back-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'in.pdf'), join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((f) => f.startsWith('page-') && f.endsWith('.png')).sort();
    return Promise.all(pages.map((page) => readFile(join(dir, page))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The QR code's text in a picture (any orientation), or null. */
export async function decodeQr(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** The QR codes found on the PDF's pages (one per page at most), rasterised at `dpi`. */
export async function pdfQrCodes(pdf: Buffer, dpi = 300): Promise<string[]> {
  const found: string[] = [];
  for (const page of await pdfPagesAsPng(pdf, dpi)) {
    const code = await decodeQr(page);
    if (code) found.push(code);
  }
  return found;
}
