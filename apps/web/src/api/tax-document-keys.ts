// Query keys of tax documents (one factory for the domain, as in src/api/query-keys.ts). Kept
// outside the feature because a payment changes the lists: the payments feature refreshes them
// with everything else a payment changes (docs/product-rules.md#entitlements-refresh).
export const taxDocumentKeys = {
  all: ['tax-document'] as const,
  lists: () => [...taxDocumentKeys.all, 'list'] as const,
  /** A business's documents. */
  business: (businessId: string) => [...taxDocumentKeys.lists(), 'business', businessId] as const,
  /** What the signed-in admin's agency issued in a month (YYYY-MM). */
  month: (month: string) => [...taxDocumentKeys.lists(), 'month', month] as const,
  /** What the platform issued to an agency for its bills. */
  buyer: (agencyId: string) => [...taxDocumentKeys.lists(), 'buyer', agencyId] as const,
  /** A business's GSTIN, billing name, address and state. */
  businessDetails: (businessId: string) => [...taxDocumentKeys.all, 'business-details', businessId] as const,
  /** The public check of a document's QR code. */
  check: (checkCode: string) => [...taxDocumentKeys.all, 'check', checkCode] as const,
  saveBusinessDetails: () => [...taxDocumentKeys.all, 'save-business-details'] as const,
  refund: () => [...taxDocumentKeys.all, 'refund'] as const,
};
