import type { PdfTemplateCode } from '@cardora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPdf, previewUrl } from '../pdf-fetch';
import { pdfCardKeys } from './pdf-card-keys';

export type PreviewSource =
  | { kind: 'business'; businessId: string; templateCode: PdfTemplateCode }
  | { kind: 'card'; pdfCardNo: number; version: number; templateCode: PdfTemplateCode };

/**
 * GET /pdf-card/preview: the real PDF (always SAMPLE) of a business's prefill or a card's saved
 * details, in a design. Kept for the visit per source and version; while the next one is on
 * its way, the last one stays on screen.
 */
export function usePdfPreview(source: PreviewSource | null, { keepPrevious = false } = {}) {
  return useQuery({
    queryKey: pdfCardKeys.preview(
      source === null
        ? { templateCode: 'none' }
        : source.kind === 'business'
          ? { businessId: source.businessId, templateCode: source.templateCode }
          : { pdfCardNo: source.pdfCardNo, version: source.version, templateCode: source.templateCode },
    ),
    queryFn: async ({ signal }) => {
      if (!source) throw new Error('no preview asked');
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
