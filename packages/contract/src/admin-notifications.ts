// Admin notifications and the image
// requests that raise one. Who sees which kind is one pure rule, adminNotificationAudience,
// applied by the server in SQL and unit-tested here (docs/product-rules.md#admin-notifications).
import { z } from 'zod';
import { listOf, pagingQueryFields, requiredText, ZUuid } from './common';

/** What happened: a customer joined, paid online, was recorded as paid by staff, or asked for images. */
export const ADMIN_NOTIFICATION_KINDS = [
  'new-customer',
  'payment-received',
  'manual-payment',
  'image-request',
  // Agency ↔ platform: a request to move a paid, live card out of a bill, and its answer
  // (docs/product-rules.md#bill-move-out-approval). Admins only: billing is theirs.
  'bill-move-out',
  // A festival ahead has no greeting posts yet (docs/product-rules.md#festival-calendar): for
  // the content team, admins and franchisees with all-card access.
  'festival-reminder',
] as const;
export type AdminNotificationKind = (typeof ADMIN_NOTIFICATION_KINDS)[number];

/** The person reading the bell: a staff user (by roles) or a franchisee (by id and roles). */
export type NotificationReader =
  | { kind: 'user'; roles: readonly string[] }
  | { kind: 'franchisee'; franchiseeId: string; roles: readonly string[] };

/**
 * What one reader sees of the agency's notifications: these kinds, and — for a franchisee
 * without all-card access — only those about the businesses it made or the customers it
 * registered (`franchiseeId`); null: the whole agency.
 */
export interface NotificationAudience {
  kinds: readonly AdminNotificationKind[];
  franchiseeId: string | null;
}

/** Creators build cards and images: they hear of new customers and image requests, not money. */
export const CREATOR_NOTIFICATION_KINDS: readonly AdminNotificationKind[] = ['new-customer', 'image-request'];

/** Franchisees hear of everything about customers and their money, not of the agency's own bills. */
export const FRANCHISEE_NOTIFICATION_KINDS: readonly AdminNotificationKind[] = ADMIN_NOTIFICATION_KINDS.filter(
  (kind) => kind !== 'bill-move-out',
);

/**
 * Who sees which notifications (docs/product-rules.md#admin-notifications): an admin every kind; a franchisee with
 * all-card access every kind; a franchisee every kind about its own businesses and customers; a
 * creator new customers and image requests. Customers (and anyone else) see none: null.
 */
export function adminNotificationAudience(reader: NotificationReader): NotificationAudience | null {
  if (reader.kind === 'franchisee') {
    const allCards = reader.roles.includes('franchisee-with-all-card-access');
    return { kinds: FRANCHISEE_NOTIFICATION_KINDS, franchiseeId: allCards ? null : reader.franchiseeId };
  }
  if (reader.roles.includes('admin')) return { kinds: ADMIN_NOTIFICATION_KINDS, franchiseeId: null };
  if (reader.roles.includes('creator')) return { kinds: CREATOR_NOTIFICATION_KINDS, franchiseeId: null };
  return null;
}

/** Whether one notification is in the reader's audience (the server applies the same rule in SQL). */
export function canSeeAdminNotification(
  reader: NotificationReader,
  notification: { kind: AdminNotificationKind; franchiseeId: string | null },
): boolean {
  const audience = adminNotificationAudience(reader);
  if (!audience?.kinds.includes(notification.kind)) return false;
  return audience.franchiseeId === null || audience.franchiseeId === notification.franchiseeId;
}

/** Facts kept with a notification (ids, amounts, who did it), for display and later features. */
export const ZAdminNotificationMetadata = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type TAdminNotificationMetadata = z.infer<typeof ZAdminNotificationMetadata>;

/** A panel path inside the admin area (the web navigates to it under /panel). */
export const ZAdminNotificationLink = z.string().regex(/^\/admin(\/|$|\?)/);

export const ZAdminNotification = z.object({
  id: ZUuid,
  kind: z.enum(ADMIN_NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where clicking it goes, e.g. the business in All Businesses; null: nowhere in particular. */
  link: ZAdminNotificationLink.nullable(),
  metadata: ZAdminNotificationMetadata,
  createdAt: z.iso.datetime(),
  /** Read by this reader (each admin and franchisee has their own read state). */
  read: z.boolean(),
  readAt: z.iso.datetime().nullable(),
});
export type TAdminNotification = z.infer<typeof ZAdminNotification>;

export const ADMIN_NOTIFICATION_PAGE_SIZE_MAX = 50;

/** GET /analytics/admin-notification: newest first, paged; unreadOnly leaves out what this reader read. */
export const ZAdminNotificationListQuery = z.object({
  ...pagingQueryFields(ADMIN_NOTIFICATION_PAGE_SIZE_MAX, 20),
  unreadOnly: z.stringbool().default(false),
});
export type TAdminNotificationListQuery = z.input<typeof ZAdminNotificationListQuery>;

export const ZAdminNotificationList = listOf(ZAdminNotification).extend({
  /** Everything in the reader's audience they have not read (whatever the page or unreadOnly). */
  unreadCount: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TAdminNotificationList = z.infer<typeof ZAdminNotificationList>;

export const ZAdminNotificationIdParams = z.object({ id: ZUuid });

export const ZMarkAdminNotificationReadResponse = z.object({
  notification: ZAdminNotification,
  unreadCount: z.number().int().min(0),
});
export type TMarkAdminNotificationReadResponse = z.infer<typeof ZMarkAdminNotificationReadResponse>;

export const ZMarkAllAdminNotificationsReadResponse = z.object({
  /** How many were unread and are read now. */
  marked: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
});
export type TMarkAllAdminNotificationsReadResponse = z.infer<typeof ZMarkAllAdminNotificationsReadResponse>;

// ---------------------------------------------------------------------------------------
// Image requests (POST /image-post/request-images): a customer asks the agency for
// greeting images for one of their businesses.

/** At most this many requests per business in any 24 hours: each one rings every admin's bell. */
export const IMAGE_REQUESTS_PER_BUSINESS_PER_DAY = 5;
export const IMAGE_REQUEST_CATEGORY_MAX = 80;
export const IMAGE_REQUEST_MESSAGE_MAX = 500;

export const IMAGE_REQUEST_MESSAGES = {
  categoryRequired: 'Say which occasion or category you want images for.',
  categoryTooLong: `Keep the occasion under ${IMAGE_REQUEST_CATEGORY_MAX} characters.`,
  messageTooLong: `Keep the message under ${IMAGE_REQUEST_MESSAGE_MAX} characters.`,
  greetingsOff: 'Greeting images are not offered by this agency.',
  tooMany: `This business has asked for images ${IMAGE_REQUESTS_PER_BUSINESS_PER_DAY} times in the last 24 hours. The agency will get back to you soon.`,
} as const;

export const ZRequestImagesBody = z.object({
  businessId: ZUuid,
  /** The occasion or image category, as the customer names it ('Diwali', 'Shop anniversary'). */
  category: requiredText(
    IMAGE_REQUEST_CATEGORY_MAX,
    IMAGE_REQUEST_MESSAGES.categoryRequired,
    IMAGE_REQUEST_MESSAGES.categoryTooLong,
  ),
  message: z
    .string()
    .trim()
    .max(IMAGE_REQUEST_MESSAGE_MAX, IMAGE_REQUEST_MESSAGES.messageTooLong)
    .optional()
    .transform((value) => value || null),
});
export type TRequestImagesBody = z.input<typeof ZRequestImagesBody>;

export const ZImageRequest = z.object({
  requestId: ZUuid,
  businessId: ZUuid,
  category: z.string(),
  message: z.string().nullable(),
  status: z.enum(['open']),
  createdAt: z.iso.datetime(),
});
export type TImageRequest = z.infer<typeof ZImageRequest>;
