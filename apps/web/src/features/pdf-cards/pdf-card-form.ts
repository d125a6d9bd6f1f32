// The PDF card editor's form: react-hook-form on the contract's ZPdfCardDetails, started from
// the card's saved details or the business's prefill (GET /pdf-card/draft).
import { type TPdfCardDetails, type TPdfCardDraftDetails, ZPdfCardDetails } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

export type PdfCardFormInput = z.input<typeof ZPdfCardDetails>;
export const PDF_CARD_FIELDS = Object.keys(ZPdfCardDetails.shape);

/** What the form starts from: saved details as they are, a draft with at least one phone slot. */
export function formStart(details: TPdfCardDetails | TPdfCardDraftDetails): PdfCardFormInput {
  return { ...details, phones: details.phones.length > 0 ? details.phones : [''] };
}

/** The form's values as the contract would send them, or null while any field is not valid. */
export function validDetails(values: unknown): TPdfCardDetails | null {
  const parsed = ZPdfCardDetails.safeParse(values);
  return parsed.success ? parsed.data : null;
}

export function usePdfCardForm(start: PdfCardFormInput) {
  return useForm<PdfCardFormInput, unknown, TPdfCardDetails>({
    resolver: zodResolver(ZPdfCardDetails),
    defaultValues: start,
    mode: 'onTouched',
  });
}
