import { describe, expect, it } from 'vitest';
import {
  ADMIN_NOTIFICATION_KINDS,
  type AdminNotificationKind,
  adminNotificationAudience,
  canSeeAdminNotification,
  type NotificationReader,
  ZAdminNotificationListQuery,
  ZRequestImagesBody,
} from './admin-notifications';

const RAVI = 'a1a1a1a1-0000-4000-8000-000000000001';
const OTHER = 'b2b2b2b2-0000-4000-8000-000000000002';

const readers = {
  admin: { kind: 'user', roles: ['admin'] },
  creator: { kind: 'user', roles: ['creator'] },
  customer: { kind: 'user', roles: ['customer'] },
  franchisee: { kind: 'franchisee', franchiseeId: RAVI, roles: ['franchisee'] },
  allCards: { kind: 'franchisee', franchiseeId: RAVI, roles: ['franchisee', 'franchisee-with-all-card-access'] },
} satisfies Record<string, NotificationReader>;
type Who = keyof typeof readers;

describe('adminNotificationAudience (docs/product-rules.md#admin-notifications: who sees which notifications)', () => {
  it.each([
    ['admin', ADMIN_NOTIFICATION_KINDS, null],
    ['creator', ['new-customer', 'image-request'], null],
    // Not the agency's own bills (docs/product-rules.md#bill-move-out-approval): admins only.
    ['franchisee', ['new-customer', 'payment-received', 'manual-payment', 'image-request', 'festival-reminder'], RAVI],
    ['allCards', ['new-customer', 'payment-received', 'manual-payment', 'image-request', 'festival-reminder'], null],
  ] as const)('%s sees %j, of franchisee %s', (who, kinds, franchiseeId) => {
    expect(adminNotificationAudience(readers[who])).toEqual({ kinds, franchiseeId });
  });

  it('a customer sees none', () => {
    expect(adminNotificationAudience({ kind: 'user', roles: ['customer'] })).toBeNull();
  });

  it('an admin who is also a creator sees every kind', () => {
    expect(adminNotificationAudience({ kind: 'user', roles: ['creator', 'admin'] })?.kinds).toEqual(
      ADMIN_NOTIFICATION_KINDS,
    );
  });
});

describe('canSeeAdminNotification', () => {
  const cases: [Who, AdminNotificationKind, string | null, boolean][] = [
    ['admin', 'manual-payment', OTHER, true],
    ['admin', 'new-customer', null, true],
    ['creator', 'new-customer', null, true],
    ['creator', 'image-request', OTHER, true],
    ['creator', 'payment-received', null, false],
    ['creator', 'manual-payment', null, false],
    ['franchisee', 'payment-received', RAVI, true],
    ['franchisee', 'payment-received', OTHER, false],
    ['franchisee', 'new-customer', null, false],
    ['allCards', 'payment-received', OTHER, true],
    ['allCards', 'new-customer', null, true],
    ['admin', 'bill-move-out', null, true],
    ['allCards', 'bill-move-out', null, false],
    ['creator', 'bill-move-out', null, false],
    // Festival reminders are for the content team (docs/product-rules.md#festival-calendar).
    ['allCards', 'festival-reminder', null, true],
    ['franchisee', 'festival-reminder', null, false],
    ['creator', 'festival-reminder', null, false],
    ['customer', 'new-customer', null, false],
  ];
  it.each(cases)('%s, %s of franchisee %s: %s', (who, kind, franchiseeId, expected) => {
    expect(canSeeAdminNotification(readers[who], { kind, franchiseeId })).toBe(expected);
  });
});

describe('schemas', () => {
  it('the list query defaults to the first page of 20, everything', () => {
    expect(ZAdminNotificationListQuery.parse({})).toEqual({ page: 1, pageSize: 20, unreadOnly: false });
    expect(ZAdminNotificationListQuery.parse({ unreadOnly: 'true', page: '2' })).toMatchObject({
      unreadOnly: true,
      page: 2,
    });
    expect(ZAdminNotificationListQuery.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(ZAdminNotificationListQuery.safeParse({ unreadOnly: 'perhaps' }).success).toBe(false);
  });

  it('an image request trims its text; a blank message is none; a blank occasion is refused', () => {
    const businessId = RAVI;
    expect(ZRequestImagesBody.parse({ businessId, category: '  Diwali ', message: '  ' })).toEqual({
      businessId,
      category: 'Diwali',
      message: null,
    });
    const blank = ZRequestImagesBody.safeParse({ businessId, category: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Say which occasion or category you want images for.');
  });
});
