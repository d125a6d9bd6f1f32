// The eight other section saves: a valid save touches only its section, each invalid field
// is named with the contract's message, and reach and permissions hold for every endpoint.
import {
  CARD_ID_MESSAGES,
  CARD_SECTION_TABLE,
  type CardSectionKey,
  type EndpointDef,
  endpoints,
  MESSAGES,
  YEAR_ESTABLISHED_MIN,
  ZCard,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { signIn, testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer, createFranchisee } from '#test/support/factories';
import { cardOwnerWorld, signedIn, signedInStaff, storedCardRow } from '#test/support/worlds';

const t = testAppPerFile();

const world = () => cardOwnerWorld(t);
const storedCard = (cardNo: number) => storedCardRow(t, cardNo);

type OtherSection = Exclude<CardSectionKey, 'basicDetails'>;
interface SectionCase {
  valid: unknown;
  invalid: unknown;
  /** The invalid field, below the section's key (the server names it with the key). */
  field: string;
  message: string;
}

// Every other section: a valid save, and one invalid field with the contract's message.
const CASES_BY_SECTION: Record<OtherSection, SectionCase[]> = {
  paymentOptions: [
    {
      valid: {
        upiId: 'shop@okicici',
        upiPayeeName: 'Shop',
        bank: { accountName: 'Shop', accountNumber: '123456789', ifsc: 'sbin0001234', bankName: 'SBI' },
      },
      invalid: { upiId: 'not a upi' },
      field: 'upiId',
      message: 'Enter a UPI id like name@bank.',
    },
    {
      valid: { upiId: null },
      invalid: { bank: { accountName: 'A', accountNumber: '123456789', ifsc: 'BAD', bankName: 'B' } },
      field: 'bank.ifsc',
      message: 'Enter an 11-character IFSC like SBIN0001234.',
    },
  ],
  youtubeVideos: [
    {
      valid: { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Tour' }] },
      invalid: { videos: [{ url: 'https://vimeo.com/123' }] },
      field: 'videos.0.url',
      message: 'Paste a YouTube video link (youtube.com or youtu.be).',
    },
  ],
  template: [
    {
      valid: { templateId: 'bold', primaryColor: '#112233', secondaryColor: '#445566', style: 'style-2' },
      invalid: { templateId: 'classic', primaryColor: 'red' },
      field: 'primaryColor',
      message: 'Use a colour like #1e63d6.',
    },
  ],
  gallery: [
    {
      valid: { images: [{ url: '/uploads/business/x/a.webp', caption: 'Shop front' }] },
      invalid: { images: [{ url: 'https://elsewhere.example.com/a.png' }] },
      field: 'images.0.url',
      message: 'Upload the image again.',
    },
  ],
  aboutUs: [
    {
      valid: { text: 'Since **1990**.', yearEstablished: 1990 },
      invalid: { text: 'Old', yearEstablished: YEAR_ESTABLISHED_MIN - 1 },
      field: 'yearEstablished',
      message: `Enter a year from ${YEAR_ESTABLISHED_MIN}.`,
    },
    {
      valid: { text: null, yearEstablished: null },
      invalid: { yearEstablished: new Date().getFullYear() + 1 },
      field: 'yearEstablished',
      message: 'The year cannot be in the future.',
    },
  ],
  products: [
    {
      valid: { products: [{ productId: 'p1', name: 'Laddoo', priceInPaise: 45_000 }] },
      invalid: { products: [{ productId: 'p1', name: '' }] },
      field: 'products.0.name',
      message: 'Enter the product name.',
    },
    {
      valid: { products: [] },
      invalid: { products: [{ productId: 'p1', name: 'Laddoo', priceInPaise: -1 }] },
      field: 'products.0.priceInPaise',
      message: 'The price cannot be negative.',
    },
  ],
  // One case per kind of link, each with its own message.
  links: (
    [
      ['tel', 'Call', '+91 98765 43210', 'call me', MESSAGES.linkTelRequired],
      ['email', 'Mail', 'A@B.co', 'nope', MESSAGES.linkEmailRequired],
      ['url', 'Site', 'https://example.com', 'javascript:alert(1)', MESSAGES.linkUrlRequired],
    ] as const
  )
    .map(
      ([type, label, good, bad, message]): SectionCase => ({
        valid: { links: [{ type, label, value: good }] },
        invalid: { links: [{ type, label, value: bad }] },
        field: 'links.0.value',
        message,
      }),
    )
    .concat({
      valid: { links: [{ type: 'text', label: 'Hours', value: '9 to 5' }] },
      invalid: { links: [{ type: 'text', label: '', value: '9 to 5' }] },
      field: 'links.0.label',
      message: MESSAGES.linkTextRequired,
    }),
  settings: [
    {
      valid: { hiddenSections: ['gallery'], headings: { products: 'Menu' }, seoTitle: 'Title' },
      invalid: { seoTitle: 'x'.repeat(71) },
      field: 'seoTitle',
      message: 'At most 70 characters.',
    },
  ],
  secondLanguage: [
    {
      valid: { language: 'hi', name: 'रवि', products: [{ productId: 'p1', name: 'लड्डू' }] },
      invalid: { language: 'hi', designation: 'x'.repeat(81) },
      field: 'designation',
      message: 'At most 80 characters.',
    },
  ],
  team: [
    {
      valid: { members: [] },
      invalid: { members: [{ memberId: 'm1', slug: 'lead', name: 'Asha' }] },
      field: 'members.0.slug',
      message: 'That address is used by the card itself. Choose another one.',
    },
    {
      valid: { members: [] },
      invalid: {
        members: [
          { memberId: 'm1', slug: 'asha', name: 'Asha' },
          { memberId: 'm2', slug: 'asha', name: 'Asha K' },
        ],
      },
      field: 'members.1.slug',
      message: 'Two members cannot have the same address. Change one of them.',
    },
  ],
};

const saveOf = (section: CardSectionKey): EndpointDef => endpoints[CARD_SECTION_TABLE[section].endpoint];
const SECTION_CASES = Object.entries(CASES_BY_SECTION).flatMap(([key, cases]) =>
  cases.map((c) => ({ ...c, key, endpoint: saveOf(key as OtherSection), field: `${key}.${c.field}` })),
);

describe('the other section saves', () => {
  it.each(SECTION_CASES.map((c) => [`${c.endpoint.path} ${c.field}`, c] as const))(
    '%s: saves a valid section, refuses an invalid field with its message',
    async (_name, c) => {
      const { client, card } = await world();
      const ok = await client.call(c.endpoint, { body: { cardNo: card.cardNo, [c.key]: c.valid } });
      expect(ok.status, ok.text).toBe(200);
      const saved = ok.data(ZCard);
      const stored = await storedCard(card.cardNo);
      expect(stored.sections).toEqual(saved.sections);
      // Only this section changed.
      expect(stored.sections.basicDetails).toEqual(card.sections.basicDetails);

      const bad = await client.call(c.endpoint, { body: { cardNo: card.cardNo, [c.key]: c.invalid } });
      expect(bad.status).toBe(400);
      expect(bad.error().code).toBe('VALIDATION_FAILED');
      expect(bad.error().fields?.[c.field]).toBe(c.message);
      expect((await storedCard(card.cardNo)).sections).toEqual(stored.sections);
    },
  );

  const sectionEndpoints = [...new Map(SECTION_CASES.map((c) => [c.endpoint.path, c])).values()];

  it.each(sectionEndpoints.map((c) => [c.endpoint.path, c] as const))(
    '%s: another customer, another agency and a franchisee without card:edit change nothing',
    async (_path, c) => {
      const { agency, card, business } = await world();
      const body = { cardNo: card.cardNo, [c.key]: c.valid };
      const stranger = t.client(agency);
      await signIn(stranger, await createCustomer({ agency }));
      expect((await stranger.call(c.endpoint, { body })).status).toBe(404);
      const otherAgency = await createAgency();
      const otherAdmin = await signedInStaff(t, otherAgency, 'admin');
      expect((await otherAdmin.call(c.endpoint, { body })).status).toBe(404);
      const reader = await createFranchisee({ agency, roles: ['franchisee', 'franchisee-with-all-card-access'] });
      const readerClient = await signedIn(t.client(agency), reader);
      expect((await readerClient.call(c.endpoint, { body })).status).toBe(403);
      expect((await t.client(agency).call(c.endpoint, { body })).status).toBe(401);
      expect((await storedCard(card.cardNo)).sections).toEqual(card.sections);
      expect(business.id).toBe(card.businessId);
    },
  );

  it('a franchisee with card:edit saves a card of a business it made', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency, permissions: ['card:edit'] });
    const business = await createBusiness({ user: await createCustomer({ agency }), madeByFranchisee: franchisee });
    const card = await createCard({ business });
    const client = await signedIn(t.client(agency), franchisee);
    const res = await client.call(endpoints.updateCardAboutUs, {
      body: { cardNo: card.cardNo, aboutUs: { text: 'By the franchise' } },
    });
    expect(res.status, res.text).toBe(200);
  });

  it('settings may change the cardId: taken 409 naming cardId, malformed 400, free saved', async () => {
    const { client, card, agency } = await world();
    await createCard({
      business: await createBusiness({ user: await createCustomer({ agency }) }),
      cardId: 'occupied',
    });
    const settings = { seoTitle: 'New title' };
    const taken = await client.call(endpoints.updateCardSettings, {
      body: { cardNo: card.cardNo, cardId: 'occupied', settings },
    });
    expect(taken.status).toBe(409);
    expect(taken.error().fields).toEqual({ cardId: CARD_ID_MESSAGES.taken });
    const short = await client.call(endpoints.updateCardSettings, {
      body: { cardNo: card.cardNo, cardId: 'ab', settings },
    });
    expect(short.status).toBe(400);
    expect(short.error().fields).toEqual({ cardId: CARD_ID_MESSAGES.tooShort });
    expect((await storedCard(card.cardNo)).cardId).toBe(card.cardId);
    const ok = await client.call(endpoints.updateCardSettings, {
      body: { cardNo: card.cardNo, cardId: 'free-one', settings },
    });
    expect(ok.data(ZCard)).toMatchObject({ cardId: 'free-one', sections: { settings: { seoTitle: 'New title' } } });
  });

  it('saving moves updatedAt to the clock', async () => {
    const { client, card } = await world();
    t.clock.advance(60_000);
    const res = await client.call(endpoints.updateCardTemplate, { body: { cardNo: card.cardNo, template: {} } });
    expect(res.data(ZCard).updatedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(-60_000);
  });
});
