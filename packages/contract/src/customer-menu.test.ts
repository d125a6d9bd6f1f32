import { describe, expect, it } from 'vitest';
import { visibleCustomerMenu } from './customer-menu';
import { greetingsMenuLabel } from './glossary';
import { type AgencyFeatureConfig, customerProducts } from './roles';

function config(overrides: {
  images?: boolean;
  videos?: boolean;
  pdf?: boolean;
  promo?: boolean;
  invitation?: string | null;
}): AgencyFeatureConfig {
  return {
    imagePost: {
      enableImagePost: overrides.images ?? true,
      isVideoPostsIncluded: overrides.videos ?? true,
      allowAgencyExclusivePosts: false,
    },
    pdfCardConfig: { enablePdfCardProduct: overrides.pdf ?? true },
    video: { enableVideo: overrides.promo ?? true },
    onlinePayment: { enablePaymentIntegration: true },
    dashboardConfig: {
      showInvitationTileInCustomerDashboard: overrides.invitation !== null,
      invitationSiteLink: overrides.invitation === undefined ? 'https://invite.example.com' : overrides.invitation,
    },
  };
}

const ALWAYS = [
  'home',
  'myProjects',
  'myDigitalCard',
  'enquiries',
  'create',
  'createDigitalCard',
  'pricing',
  'account',
  'logout',
];

describe('visibleCustomerMenu (the customer drawer)', () => {
  it.each([
    [
      'every product on',
      {},
      [
        ...ALWAYS,
        'myPdfCard',
        'myPromotionalVideos',
        'createGreetings',
        'createPdfCard',
        'createPromotionalVideo',
        'createInvitationCard',
      ],
    ],
    [
      'pdf card off',
      { pdf: false },
      [...ALWAYS, 'myPromotionalVideos', 'createGreetings', 'createPromotionalVideo', 'createInvitationCard'],
    ],
    [
      'promotional video off',
      { promo: false },
      [...ALWAYS, 'myPdfCard', 'createGreetings', 'createPdfCard', 'createInvitationCard'],
    ],
    [
      'image posts off',
      { images: false },
      [
        ...ALWAYS,
        'myPdfCard',
        'myPromotionalVideos',
        'createPdfCard',
        'createPromotionalVideo',
        'createInvitationCard',
      ],
    ],
    [
      'no invitation link',
      { invitation: null },
      [...ALWAYS, 'myPdfCard', 'myPromotionalVideos', 'createGreetings', 'createPdfCard', 'createPromotionalVideo'],
    ],
    ['digital card only', { images: false, pdf: false, promo: false, invitation: null }, ALWAYS],
  ])('%s', (_name, overrides, expected) => {
    expect(new Set(visibleCustomerMenu(customerProducts(config(overrides))))).toEqual(new Set(expected));
  });

  it("labels greetings 'Greeting images' plus '/videos' only when video posts are included", () => {
    expect(greetingsMenuLabel(customerProducts(config({})))).toBe('Greeting images/videos');
    expect(greetingsMenuLabel(customerProducts(config({ videos: false })))).toBe('Greeting images');
  });
});
