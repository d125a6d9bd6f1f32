// A PDF design's name and description in the panel's language: the 'products' area's
// pdfCards.designs.<code>, whose English is the contract's PDF_TEMPLATES (design-words.test.ts
// keeps the two the same); a design the words do not know yet reads in the contract's English.
import type { PdfTemplate } from '@cardora/contract';
import type { TFunction } from 'i18next';

export function designName(template: Pick<PdfTemplate, 'code' | 'name'>, t: TFunction): string {
  return t(`pdfCards.designs.${template.code}.name`, { defaultValue: template.name });
}

export function designDescription(template: Pick<PdfTemplate, 'code' | 'description'>, t: TFunction): string {
  return t(`pdfCards.designs.${template.code}.description`, { defaultValue: template.description });
}
