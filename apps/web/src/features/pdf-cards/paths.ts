// Where the PDF card screens are. Paths are relative to /panel.
import type { PdfTemplateCode } from '@cardora/contract';

export const pdfCardPaths = {
  templates: (businessId: string) => `/customer/pdf-card-templates?businessId=${encodeURIComponent(businessId)}`,
  newCard: (businessId: string, templateCode: PdfTemplateCode) =>
    `/customer/pdf-cards/edit?businessId=${encodeURIComponent(businessId)}&templateCode=${templateCode}`,
  editCard: (pdfCardNo: number) => `/customer/pdf-cards/edit?pdfCardNo=${pdfCardNo}`,
  myCards: '/customer/projects?projectType=pdf_id_card',
};

/** A file name for a card's PDF: the company, the person, SAMPLE when it carries the watermark. */
export function pdfFileName(parts: { companyName: string; name?: string | null; sample: boolean }): string {
  const words = [parts.companyName, parts.name ?? '', parts.sample ? 'SAMPLE' : '']
    .join(' ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${words || 'pdf-id-card'}.pdf`;
}
