// PDF cards (issue 12): renderPdfCard draws one template for one profile.
import type { PdfRenderInput } from './types';

export type { PdfCardProfile, PdfRenderInput } from './types';

/** The card as a PDF: an ID card's front and back, or a visiting card's 1–3 screens. */
export async function renderPdfCard(input: PdfRenderInput): Promise<Buffer> {
  throw new Error(`PDF template ${input.template} is not drawn yet`);
}
