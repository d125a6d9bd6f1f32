import type { TCardListItem } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { cardSettingsActions, cardSettingsDefaults, ZCardSettingsForm } from './card-settings-form';

const business: TCardListItem['business'] = {
  businessId: '00000000-0000-4000-8000-000000000001',
  agencyId: '00000000-0000-4000-8000-000000000002',
  businessName: 'Sharma Sweets',
  category: 'sweet-shop',
  otherCategory: null,
  categoryName: 'Sweet Shop',
  email: null,
  phoneNumber: null,
  user: {
    userId: '00000000-0000-4000-8000-000000000003',
    name: null,
    phoneNumber: '+919876543210',
    email: null,
    isForeignUser: false,
  },
  expiryDateForCustomer: null,
  isFixedExpiryDate: false,
  paymentStatus: 0,
  businessMadeBy: 'self',
  isSubscriptionActive: false,
  planLimits: null,
  frameVisibility: null,
  card: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function card(changes: Partial<TCardListItem> = {}): TCardListItem {
  return {
    cardNo: 7,
    cardId: 'sharma-sweets',
    status: 'active',
    isDone: true,
    cardLimit: null,
    companyName: null,
    templateId: 'classic',
    imagePostStatus: 'enabled',
    imagePostSettings: { greetingImagesLimit: null, greetingVideosEnabled: true },
    createdAt: '2026-01-01T00:00:00.000Z',
    business,
    ...changes,
  };
}
const item = card();

describe('the card settings form', () => {
  it('starts from the row and sends nothing when nothing changed', () => {
    const values = cardSettingsDefaults(item);
    expect(values).toEqual({
      cardLimit: undefined,
      imagePostsEnabled: true,
      greetingImagesMode: 'plan',
      greetingImagesLimit: undefined,
      greetingVideosEnabled: true,
    });
    expect(cardSettingsActions(item, values)).toEqual([]);
  });

  it('reads an unlimited and a custom greetings limit', () => {
    const unlimited = card({ imagePostSettings: { greetingImagesLimit: -1, greetingVideosEnabled: false } });
    expect(cardSettingsDefaults(unlimited)).toMatchObject({
      greetingImagesMode: 'unlimited',
      greetingImagesLimit: undefined,
      greetingVideosEnabled: false,
    });
    const custom = card({ cardLimit: 3, imagePostSettings: { greetingImagesLimit: 12, greetingVideosEnabled: true } });
    expect(cardSettingsDefaults(custom)).toMatchObject({
      cardLimit: 3,
      greetingImagesMode: 'custom',
      greetingImagesLimit: 12,
    });
  });

  it('sends one call per changed setting, with the contract bodies', () => {
    const actions = cardSettingsActions(item, {
      cardLimit: 4,
      imagePostsEnabled: false,
      greetingImagesMode: 'custom',
      greetingImagesLimit: 20,
      greetingVideosEnabled: true,
    });
    expect(actions).toEqual([
      { kind: 'limit', body: { cardNo: 7, cardLimit: 4 } },
      { kind: 'imagePost', body: { cardNo: 7, imagePostStatus: 'disabled' } },
      {
        kind: 'settings',
        body: { cardNo: 7, imagePostSettings: { greetingImagesLimit: 20, greetingVideosEnabled: true } },
      },
    ]);
    const back = cardSettingsActions(
      { ...item, cardLimit: 4 },
      { ...cardSettingsDefaults(item), greetingImagesMode: 'unlimited' },
    );
    expect(back).toEqual([
      { kind: 'limit', body: { cardNo: 7, cardLimit: null } },
      {
        kind: 'settings',
        body: { cardNo: 7, imagePostSettings: { greetingImagesLimit: -1, greetingVideosEnabled: true } },
      },
    ]);
  });

  it('asks for a count when the limit is custom, with the contract messages', () => {
    const base = cardSettingsDefaults(item);
    const missing = ZCardSettingsForm.safeParse({ ...base, greetingImagesMode: 'custom' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['greetingImagesLimit', 'Enter how many greeting images.'],
    ]);
    const tooMany = ZCardSettingsForm.safeParse({ ...base, cardLimit: 1001 });
    expect(tooMany.error?.issues[0]?.message).toBe('That card limit is too large.');
    expect(ZCardSettingsForm.safeParse({ ...base, cardLimit: 0 }).error?.issues[0]?.message).toBe(
      'A card limit is at least 1.',
    );
  });
});
