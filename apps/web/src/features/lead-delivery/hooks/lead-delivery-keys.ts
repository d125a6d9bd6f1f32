// Query keys of leads delivered to other systems: webhook endpoints, their deliveries, and a
// business's spreadsheet link (one factory for the domain, as in src/api/query-keys.ts).
import { namedKeys } from '#api/query-keys';

const root = ['leadDelivery'] as const;

export const leadDeliveryKeys = {
  all: root,
  webhooks: () => [...root, 'webhooks'] as const,
  /** One business's endpoints, or (null) the agency-wide ones an admin manages. */
  webhookList: (businessId: string | null) => [...leadDeliveryKeys.webhooks(), 'list', businessId ?? 'agency'] as const,
  deliveries: (webhookId: string) => [...leadDeliveryKeys.webhooks(), 'deliveries', webhookId] as const,
  feed: (businessId: string) => [...root, 'feed', businessId] as const,
  ...namedKeys(root, ['create', 'update', 'remove', 'rotateSecret', 'sendTest', 'makeFeed', 'revokeFeed']),
};
