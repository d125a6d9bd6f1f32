// Query keys of PDF ID cards (one factory for the domain, as in src/api/query-keys.ts).
export const pdfCardKeys = {
  all: ['pdf-card'] as const,
  byBusiness: (businessId: string) => [...pdfCardKeys.all, 'byBusiness', businessId] as const,
  detail: (pdfCardNo: number) => [...pdfCardKeys.all, 'detail', pdfCardNo] as const,
  draft: (businessId: string) => [...pdfCardKeys.all, 'draft', businessId] as const,
  lists: () => [...pdfCardKeys.all, 'list'] as const,
  list: (query: object) => [...pdfCardKeys.lists(), query] as const,
  /** A preview PDF: a business's prefill, a card's saved details (its version) or typed ones, in a design. */
  preview: (parts: {
    businessId?: string;
    pdfCardNo?: number;
    version?: number;
    templateCode: string;
    /** A new card's details as typed. */
    typed?: object;
  }) => [...pdfCardKeys.all, 'preview', parts] as const,
  save: () => [...pdfCardKeys.all, 'save'] as const,
  export: () => [...pdfCardKeys.all, 'export'] as const,
  status: () => [...pdfCardKeys.all, 'status'] as const,
  remove: () => [...pdfCardKeys.all, 'delete'] as const,
  payment: () => [...pdfCardKeys.all, 'payment'] as const,
};
