// A document as an A4 PDF (pdfkit). The layout is refined in its own module; this draws the
// figures every document must carry.
import { amountInWords, TAX_DOCUMENT_TITLES, type TTaxDocument } from '@cardora/contract';
import PDFDocument from 'pdfkit';
import type { TaxDocumentRow } from '#db/schema';

export interface DocumentPdfInput {
  document: TaxDocumentRow;
  view: TTaxDocument;
  /** The public check page the QR opens (absolute). */
  checkUrl: string;
}

const rupees = (paise: number) => `Rs. ${(paise / 100).toFixed(2)}`;

export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  const { document, view } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${TAX_DOCUMENT_TITLES[document.kind]} ${document.number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(TAX_DOCUMENT_TITLES[document.kind]);
  doc.fontSize(10).text(`Number ${document.number}`).text(`Issued by ${document.issuer.legalName}`);
  if (document.issuer.gstin) doc.text(`GSTIN ${document.issuer.gstin}`);
  doc.text(`Billed to ${document.buyer.name}`);
  doc.text(`${document.description}  Taxable ${rupees(document.taxablePaise)}`);
  for (const line of document.taxLines)
    doc.text(`${line.kind} ${line.rateBasisPoints / 100}%  ${rupees(line.amountPaise)}`);
  doc.text(`Total ${rupees(document.totalPaise)}`).text(amountInWords(document.totalPaise));
  doc.text(`Check: ${input.checkUrl}  (${view.status})`);
  doc.end();
  return done;
}
