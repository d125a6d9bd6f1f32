// A card in two languages (docs/product-rules.md#card-second-language): the section's schema, the
// pair check, which language a visitor reads, and the sections as read in it.
import { describe, expect, it } from 'vitest';
import {
  emptyCardSections,
  SECOND_LANGUAGE_MESSAGES,
  type TCardSections,
  ZCardLanguagePair,
  ZCardSecondLanguage,
  ZCardSections,
} from './card';
import { cardLanguagesOf, chooseCardLanguage, sectionsInLanguage, withSectionsAddedLater } from './card-languages';

function bilingualCard(): TCardSections {
  return {
    ...emptyCardSections(),
    basicDetails: {
      salutation: 'none',
      name: 'Ravi Sharma',
      designation: 'Owner',
      companyName: 'Sharma Sweets',
      businessType: null,
      phoneNumbers: ['+919876543210'],
      whatsappNumber: null,
      email: null,
      address: null,
      mapLink: null,
      website: null,
      logoUrl: null,
      photoUrl: null,
    },
    aboutUs: { text: 'Fresh sweets every morning.', yearEstablished: 1995 },
    products: {
      products: [
        {
          productId: 'p1',
          name: 'Kaju katli',
          priceInPaise: 90000,
          imageUrl: null,
          description: 'Per kg',
          enquiryEnabled: true,
        },
        {
          productId: 'p2',
          name: 'Rasgulla',
          priceInPaise: null,
          imageUrl: null,
          description: 'Tin of 12',
          enquiryEnabled: true,
        },
      ],
    },
    links: { links: [{ type: 'url', label: 'Order online', value: 'https://example.com' }] },
    secondLanguage: ZCardSecondLanguage.parse({
      language: 'hi',
      name: 'रवि शर्मा',
      companyName: '',
      aboutText: 'हर सुबह ताज़ी मिठाइयाँ।',
      products: [{ productId: 'p1', name: 'काजू कतली' }],
      links: [{ label: 'Order online', text: 'ऑनलाइन ऑर्डर' }],
    }),
  };
}

describe('the second language section', () => {
  it('is empty by default: no second language, nothing translated', () => {
    expect(ZCardSecondLanguage.parse({})).toEqual({
      language: null,
      name: null,
      designation: null,
      companyName: null,
      aboutText: null,
      products: [],
      links: [],
      members: [],
    });
  });

  it('keeps the limits of the primary fields', () => {
    const result = ZCardSecondLanguage.safeParse({ language: 'hi', name: 'x'.repeat(81), aboutText: 'y'.repeat(3001) });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['name', 'At most 80 characters.'],
      ['aboutText', 'At most 3000 characters.'],
    ]);
  });

  it('refuses a language we do not have', () => {
    const result = ZCardSecondLanguage.safeParse({ language: 'xx' });
    expect(result.error?.issues[0]?.message).toBe('Choose a language from the list.');
  });

  it('is one of the sections a card stores', () => {
    expect(ZCardSections.shape.secondLanguage).toBe(ZCardSecondLanguage);
  });
});

describe("the card's two languages", () => {
  it('refuses a second language equal to the primary, naming the second', () => {
    const result = ZCardLanguagePair.safeParse({ primary: 'hi', second: 'hi' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: ['second'], message: SECOND_LANGUAGE_MESSAGES.sameAsPrimary }]);
    expect(SECOND_LANGUAGE_MESSAGES.sameAsPrimary).toBe(
      "The second language must differ from the card's language (Settings). Choose another one.",
    );
  });

  it('accepts two different languages, or none', () => {
    expect(ZCardLanguagePair.safeParse({ primary: 'en', second: 'hi' }).success).toBe(true);
    expect(ZCardLanguagePair.safeParse({ primary: 'en', second: null }).success).toBe(true);
  });

  it('reads a card saved before the section existed as one language', () => {
    const { secondLanguage: _, ...old } = bilingualCard();
    const sections = withSectionsAddedLater(old as TCardSections);
    expect(sections.secondLanguage.language).toBeNull();
    expect(cardLanguagesOf(sections)).toEqual({ primary: 'en', second: null });
  });
});

describe('the language a visitor reads', () => {
  const enHi = { primary: 'en', second: 'hi' } as const;

  it("takes the browser's first language the card has ('hi-IN' is Hindi)", () => {
    expect(chooseCardLanguage(enHi, null, ['hi-IN', 'hi', 'en'])).toBe('hi');
    expect(chooseCardLanguage(enHi, null, ['ta', 'hi'])).toBe('hi');
  });

  it('falls back to the primary when the card has none of them', () => {
    expect(chooseCardLanguage(enHi, null, ['ta'])).toBe('en');
    expect(chooseCardLanguage({ primary: 'hi', second: null }, null, ['en'])).toBe('hi');
    expect(chooseCardLanguage(enHi, null, [])).toBe('en');
  });

  it('knows every card language, not only the panel’s', () => {
    const enTa = { primary: 'en', second: 'ta' } as const;
    expect(chooseCardLanguage(enTa, null, ['ta-IN', 'en'])).toBe('ta');
    expect(chooseCardLanguage(enTa, null, ['hi-IN', 'hi'])).toBe('en');
    expect(chooseCardLanguage({ primary: 'bn', second: 'en' }, null, ['gu'])).toBe('bn');
  });

  it('lets ?lang= decide when it is one of the card’s languages', () => {
    expect(chooseCardLanguage(enHi, 'en', ['hi-IN'])).toBe('en');
    expect(chooseCardLanguage(enHi, 'ta', ['hi-IN'])).toBe('hi');
    expect(chooseCardLanguage({ primary: 'en', second: null }, 'hi', [])).toBe('en');
  });
});

describe('the card as read in its second language', () => {
  it('replaces each translated field and keeps the primary text of an empty one', () => {
    const read = sectionsInLanguage(bilingualCard(), 'hi');
    expect(read.basicDetails).toMatchObject({ name: 'रवि शर्मा', designation: 'Owner', companyName: 'Sharma Sweets' });
    expect(read.aboutUs.text).toBe('हर सुबह ताज़ी मिठाइयाँ।');
    expect(read.products.products.map((p) => [p.name, p.description])).toEqual([
      ['काजू कतली', 'Per kg'],
      ['Rasgulla', 'Tin of 12'],
    ]);
    expect(read.links.links[0]?.label).toBe('ऑनलाइन ऑर्डर');
    expect(read.settings.language).toBe('hi');
  });

  it('drops the English title ("Mr.") before a translated name, keeps it before an untranslated one', () => {
    const card = bilingualCard();
    if (card.basicDetails) card.basicDetails.salutation = 'Mr.';
    expect(sectionsInLanguage(card, 'hi').basicDetails?.salutation).toBe('none');
    card.secondLanguage.name = null;
    expect(sectionsInLanguage(card, 'hi').basicDetails?.salutation).toBe('Mr.');
  });

  it('leaves the card unchanged in its primary language', () => {
    const card = bilingualCard();
    expect(sectionsInLanguage(card, 'en')).toBe(card);
  });
});
