// A card in two languages (docs/product-rules.md#card-second-language): which of the card's
// languages a visitor reads, and the card's sections as that visitor reads them. Shared by the
// server (the public page) and the editor's preview.
import {
  type TCardLink,
  type TCardProduct,
  type TCardSecondLanguage,
  type TCardSections,
  type TCardTeamMember,
  ZCardSecondLanguage,
} from './card';
import { type CardLanguageCode, DEFAULT_LANGUAGE, isCardLanguageCode } from './languages';

export interface CardLanguages {
  primary: CardLanguageCode;
  /** null: the card has one language. */
  second: CardLanguageCode | null;
}

/**
 * A card saved before the second language or the team existed has neither: read as empty. The
 * one place a stored card's sections are completed, so nothing downstream meets an absent one.
 */
export function withSectionsAddedLater<T extends Partial<Pick<TCardSections, 'secondLanguage' | 'team'>>>(
  sections: T,
): T & Pick<TCardSections, 'secondLanguage' | 'team'> {
  if (sections.secondLanguage && sections.team) return sections as T & Pick<TCardSections, 'secondLanguage' | 'team'>;
  return {
    ...sections,
    secondLanguage: sections.secondLanguage ?? ZCardSecondLanguage.parse({}),
    team: sections.team ?? { members: [] },
  };
}

/** The card's languages; a stored second language equal to the primary counts as none. */
export function cardLanguagesOf(sections: Pick<TCardSections, 'settings'> & Partial<TCardSections>): CardLanguages {
  const chosen: unknown = sections.settings.language;
  const primary = isCardLanguageCode(chosen) ? chosen : DEFAULT_LANGUAGE;
  const stored: unknown = sections.secondLanguage?.language;
  const second = isCardLanguageCode(stored) && stored !== primary ? stored : null;
  return { primary, second };
}

/** 'hi-IN' → 'hi'; anything not a language of ours → null. */
export function languageOfTag(tag: string): CardLanguageCode | null {
  const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
  return isCardLanguageCode(primary) ? primary : null;
}

/**
 * The language a visitor reads the card in: `requested` (the page's ?lang=) when it is one of the
 * card's, else the first of the visitor's languages (Accept-Language, highest q first) that the
 * card has, else the card's primary language.
 */
export function chooseCardLanguage(
  languages: CardLanguages,
  requested: string | null | undefined,
  preferences: readonly string[],
): CardLanguageCode {
  const own = (code: CardLanguageCode | null) =>
    code !== null && (code === languages.primary || code === languages.second);
  const asked = requested ? languageOfTag(requested) : null;
  if (own(asked) && asked) return asked;
  for (const tag of preferences) {
    const code = languageOfTag(tag);
    if (code && own(code)) return code;
  }
  return languages.primary;
}

const pick = (translated: string | null | undefined, primary: string): string =>
  translated && translated.trim() !== '' ? translated : primary;
const pickNullable = (translated: string | null | undefined, primary: string | null): string | null =>
  translated && translated.trim() !== '' ? translated : primary;

function translatedMember(member: TCardTeamMember, words: TCardSecondLanguage): TCardTeamMember {
  const own = (words.members ?? []).find((entry) => entry.memberId === member.memberId);
  if (!own) return member;
  return {
    ...member,
    name: pick(own.name, member.name),
    designation: pickNullable(own.designation, member.designation),
  };
}

function translatedProduct(product: TCardProduct, words: TCardSecondLanguage): TCardProduct {
  const own = words.products.find((entry) => entry.productId === product.productId);
  if (!own) return product;
  return {
    ...product,
    name: pick(own.name, product.name),
    description: pickNullable(own.description, product.description),
  };
}

function translatedLink(link: TCardLink, words: TCardSecondLanguage): TCardLink {
  const own = words.links.find((entry) => entry.label === link.label);
  return own ? { ...link, label: pick(own.text, link.label) } : link;
}

/**
 * The sections as a visitor reading `language` sees them: in the second language, each translated
 * field replaces its primary text and an empty one leaves it; the fixed labels follow
 * settings.language, set to the language read. The primary language gives the sections unchanged.
 */
export function sectionsInLanguage<T extends TCardSections>(sections: T, language: CardLanguageCode): T {
  const languages = cardLanguagesOf(sections);
  if (language !== languages.second) return sections;
  const words = sections.secondLanguage;
  const basic = sections.basicDetails;
  return {
    ...sections,
    basicDetails: basic && {
      ...basic,
      // "Mr." is English: a translated name carries its own honorific if the owner wants one (श्री …).
      salutation: words.name?.trim() ? 'none' : basic.salutation,
      name: pick(words.name, basic.name),
      designation: pickNullable(words.designation, basic.designation),
      companyName: pick(words.companyName, basic.companyName),
    },
    aboutUs: { ...sections.aboutUs, text: pickNullable(words.aboutText, sections.aboutUs.text) },
    products: { products: sections.products.products.map((product) => translatedProduct(product, words)) },
    links: { links: sections.links.links.map((link) => translatedLink(link, words)) },
    team: { members: (sections.team?.members ?? []).map((member) => translatedMember(member, words)) },
    settings: { ...sections.settings, language },
  };
}
