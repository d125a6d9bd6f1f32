// Query keys of physical tags (docs/product-rules.md#physical-tags): the agency's batches, a
// batch's tags by filter, and a business's own tags (one factory for the domain, as in
// src/api/query-keys.ts).
import { namedKeys } from '#api/query-keys';

const root = ['tags'] as const;

export const tagKeys = {
  all: root,
  batches: () => [...root, 'batches'] as const,
  lists: () => [...root, 'list'] as const,
  batchTags: (batchId: string, status: string) => [...tagKeys.lists(), 'batch', batchId, status] as const,
  businessTags: (businessId: string) => [...tagKeys.lists(), 'business', businessId] as const,
  ...namedKeys(root, ['createBatch', 'update', 'claim', 'download', 'purchaseOrder', 'purchase']),
};
