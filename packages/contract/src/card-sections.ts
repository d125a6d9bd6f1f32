// The eleven card sections the editor saves one at a time, as one table: each section's own
// schema (what its form holds), the body its save endpoint takes, the endpoint's name (its path
// is /api/v1/<name>) and summary, and its title in the glossary. The endpoint table, the
// server's routes and the editor's save hook are all made from it, so a section is added or
// changed here once.
//
// Every save answers the whole card (ZCard) and is open to any session: who may edit which card
// (reach, card:edit) is the service's check, the same for all eleven.
import type { z } from 'zod';
import {
  ZCard,
  ZCardAboutUs,
  ZCardBasicDetails,
  ZCardGallery,
  ZCardLinks,
  ZCardPaymentOptions,
  ZCardProducts,
  ZCardSecondLanguage,
  ZCardSettings,
  ZCardTeam,
  ZCardTemplate,
  ZCardYoutubeVideos,
  ZUpdateCardAboutUsBody,
  ZUpdateCardBasicDetailsBody,
  ZUpdateCardGalleryBody,
  ZUpdateCardLinksBody,
  ZUpdateCardPaymentOptionsBody,
  ZUpdateCardProductsBody,
  ZUpdateCardSecondLanguageBody,
  ZUpdateCardSettingsBody,
  ZUpdateCardTeamBody,
  ZUpdateCardTemplateBody,
  ZUpdateCardYoutubeVideosBody,
} from './card';
import { api } from './endpoints/define';
import type { GlossaryKey } from './glossary';

interface CardSectionRow {
  /** The section as stored on the card, and as the editor's form holds it. */
  schema: z.ZodObject;
  /** The save's body: the card (cardNo) and the section under its own key, plus any extras. */
  body: z.ZodType;
  /** The save endpoint's name in the endpoint table; its path is /api/v1/<name>. */
  endpoint: `updateCard${string}`;
  summary: string;
  /** The section's name in the glossary (the editor's panel title). */
  title: GlossaryKey;
}

/** The ten sections, in the order the card stores them (and the endpoint table lists their saves). */
export const CARD_SECTION_TABLE = {
  basicDetails: {
    schema: ZCardBasicDetails,
    body: ZUpdateCardBasicDetailsBody,
    endpoint: 'updateCardBasicDetails',
    summary: 'Save basic details (creates the card when given a businessId without one)',
    title: 'sectionBasicDetails',
  },
  paymentOptions: {
    schema: ZCardPaymentOptions,
    body: ZUpdateCardPaymentOptionsBody,
    endpoint: 'updateCardPaymentOptions',
    summary: 'Save payment options (UPI, bank)',
    title: 'sectionPaymentOptions',
  },
  youtubeVideos: {
    schema: ZCardYoutubeVideos,
    body: ZUpdateCardYoutubeVideosBody,
    endpoint: 'updateCardYoutubeVideos',
    summary: 'Save YouTube videos',
    title: 'sectionYoutubeVideos',
  },
  template: {
    schema: ZCardTemplate,
    body: ZUpdateCardTemplateBody,
    endpoint: 'updateCardTemplate',
    summary: 'Save the template, colours and style',
    title: 'sectionTemplate',
  },
  gallery: {
    schema: ZCardGallery,
    body: ZUpdateCardGalleryBody,
    endpoint: 'updateCardGallery',
    summary: 'Save the gallery',
    title: 'sectionGallery',
  },
  aboutUs: {
    schema: ZCardAboutUs,
    body: ZUpdateCardAboutUsBody,
    endpoint: 'updateCardAboutUs',
    summary: 'Save about us',
    title: 'sectionAboutUs',
  },
  products: {
    schema: ZCardProducts,
    body: ZUpdateCardProductsBody,
    endpoint: 'updateCardProducts',
    summary: 'Save products',
    title: 'sectionProducts',
  },
  links: {
    schema: ZCardLinks,
    body: ZUpdateCardLinksBody,
    endpoint: 'updateCardLinks',
    summary: 'Save links',
    title: 'sectionLinks',
  },
  settings: {
    schema: ZCardSettings,
    body: ZUpdateCardSettingsBody,
    endpoint: 'updateCardSettings',
    summary: 'Save settings (sections shown, headings, SEO, save-contact; optionally the card address)',
    title: 'sectionSettings',
  },
  secondLanguage: {
    schema: ZCardSecondLanguage,
    body: ZUpdateCardSecondLanguageBody,
    endpoint: 'updateCardSecondLanguage',
    summary: 'Save the second language and the translations of the card (docs/product-rules.md#card-second-language)',
    title: 'sectionSecondLanguage',
  },
  team: {
    schema: ZCardTeam,
    body: ZUpdateCardTeamBody,
    endpoint: 'updateCardTeam',
    summary: 'Save the team: members, their order and who is hidden (docs/product-rules.md#staff-cards)',
    title: 'sectionTeam',
  },
} as const satisfies Record<string, CardSectionRow>;

type Table = typeof CARD_SECTION_TABLE;
export type CardSectionKey = keyof Table;
export const CARD_SECTION_KEYS = Object.keys(CARD_SECTION_TABLE) as CardSectionKey[];

/** The save endpoint of one section, as the endpoint table holds it (the table checks it is an EndpointDef). */
export interface CardSectionEndpoint<K extends CardSectionKey = CardSectionKey> {
  method: 'POST';
  path: string;
  summary: string;
  tag: 'cards';
  access: 'session';
  body: Table[K]['body'];
  response: typeof ZCard;
}

/** The ten save endpoints, keyed by their names in the endpoint table. */
export type CardSectionEndpoints = { [K in CardSectionKey as Table[K]['endpoint']]: CardSectionEndpoint<K> };

function sectionEndpoint<K extends CardSectionKey>(key: K): CardSectionEndpoint<K> {
  const row = CARD_SECTION_TABLE[key];
  return {
    method: 'POST',
    path: api(`/${row.endpoint}`),
    summary: row.summary,
    tag: 'cards',
    access: 'session',
    body: row.body,
    response: ZCard,
  };
}

const BY_SECTION = Object.fromEntries(CARD_SECTION_KEYS.map((key) => [key, sectionEndpoint(key)])) as {
  [K in CardSectionKey]: CardSectionEndpoint<K>;
};

/** One section's save endpoint (the very entry of the endpoint table), typed for that section. */
export function cardSectionEndpoint<K extends CardSectionKey>(section: K): CardSectionEndpoint<K> {
  return BY_SECTION[section];
}

/** The ten save endpoints, spread into the endpoint table where the cards' endpoints are. */
// Object.fromEntries loses the names' types; the mapped type above restores them, row by row.
export const cardSectionEndpoints = Object.fromEntries(
  CARD_SECTION_KEYS.map((key) => [CARD_SECTION_TABLE[key].endpoint, BY_SECTION[key]]),
) as CardSectionEndpoints;
