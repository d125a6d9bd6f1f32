// PDF cards: renderPdfCard draws one template for one profile: a CR80 ID card's
// front and back (print-ready, optionally with bleed and crop marks), or a phone visiting
// card's 1–3 screens with tappable links. Every page carries the SAMPLE watermark until paid.

import { type PdfTemplateCode, pdfTemplateOf } from '@cardora/contract';
import { timedRender } from '#lib/metrics';
import { registerPdfFonts } from './fonts';
import { ID_CARD_DESIGNS, type IdCardCode } from './id-cards';
import { createDocument, finishPage, pdfBytes, startPage } from './page';
import { cardContext } from './parts';
import { PHONE_CARD_DESIGNS, PHONE_PAGE, type PhoneCardCode } from './phone-cards';
import type { PdfRenderInput } from './types';

export type { PdfCardProfile, PdfRenderInput } from './types';

const isIdCard = (code: PdfTemplateCode): code is IdCardCode => code in ID_CARD_DESIGNS;
const isPhoneCard = (code: PdfTemplateCode): code is PhoneCardCode => code in PHONE_CARD_DESIGNS;

/** The card as a PDF: an ID card's front and back, or a visiting card's 1–3 screens. */
export function renderPdfCard(input: PdfRenderInput): Promise<Buffer> {
  return timedRender('pdf', () => renderPdfCardUntimed(input));
}

async function renderPdfCardUntimed(input: PdfRenderInput): Promise<Buffer> {
  const template = pdfTemplateOf(input.template);
  const doc = createDocument(`${input.profile.name} — ${template.name}`, input.profile.companyName);
  const done = pdfBytes(doc);
  await registerPdfFonts(doc);
  const ctx = cardContext(doc, input);
  const code = input.template;
  if (isIdCard(code)) {
    const design = ID_CARD_DESIGNS[code];
    for (const side of [design.front, design.back]) {
      const frame = startPage(doc, design.width, design.height, input.bleed ?? false);
      ctx.overlays = [];
      await side(ctx, frame);
      finishPage(doc, frame, input.watermark, ctx.overlays);
    }
  } else if (isPhoneCard(code)) {
    // Screens, not print: no bleed.
    for (const page of PHONE_CARD_DESIGNS[code]) {
      const frame = startPage(doc, PHONE_PAGE.width, PHONE_PAGE.height, false);
      ctx.overlays = [];
      await page(ctx, frame);
      finishPage(doc, frame, input.watermark, ctx.overlays);
    }
  }
  doc.end();
  return done;
}
