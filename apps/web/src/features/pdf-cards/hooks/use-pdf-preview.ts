import type { PdfTemplateCode, TPdfCardDetails } from '@cardora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pdfCardKeys } from '#api/pdf-card-keys';
import { fetchPdf, previewUrl, typedPreviewUrl } from '../pdf-fetch';

export type PreviewSource =
  | { kind: 'business'; businessId: string; templateCode: PdfTemplateCode }
  /** A new card's details as typed (not saved yet): POST /pdf-card/preview. */
  | { kind: 'typed'; businessId: string; templateCode: PdfTemplateCode; details: TPdfCardDetails }
  | { kind: 'card'; pdfCardNo: number; version: number; templateCode: PdfTemplateCode };

/**
 * The real PDF (always SAMPLE) of a business's prefill or a card's saved details
 * (GET /pdf-card/preview), or of a new card's details as typed (POST), in a design. Kept for the visit per source and version; while the next one is on
 * its way, the last one stays on screen.
 */
export function usePdfPreview(source: PreviewSource | null, { keepPrevious = false } = {}) {
  return useQuery({
    queryKey: pdfCardKeys.preview(
      source === null
        ? { templateCode: 'none' }
        : source.kind === 'business'
          ? { businessId: source.businessId, templateCode: source.templateCode }
          : source.kind === 'typed'
            ? { businessId: source.businessId, templateCode: source.templateCode, typed: source.details }
            : { pdfCardNo: source.pdfCardNo, version: source.version, templateCode: source.templateCode },
    ),
    queryFn: async ({ signal }) => {
      if (!source) throw new Error('no preview asked');
      if (source.kind === 'typed') {
        const { businessId, templateCode, details } = source;
        return fetchPdf(typedPreviewUrl(), 'preview.pdf', signal, { businessId, templateCode, details });
      }
      const url =
        source.kind === 'business'
          ? previewUrl({ businessId: source.businessId, templateCode: source.templateCode })
          : previewUrl({ pdfCardNo: source.pdfCardNo, templateCode: source.templateCode });
      return fetchPdf(url, 'preview.pdf', signal);
    },
    enabled: source !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
