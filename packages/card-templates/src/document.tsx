/** @jsxRuntime automatic @jsxImportSource react */
// Whole HTML documents for the server: the public card page (head with SEO and social
// tags, JSON-LD, inline CSS and script) and the friendly status pages (404/410).
import {
  type CardLanguageCode,
  type CardVisitSource,
  cardLanguagesOf,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  memberCardView,
  sectionsInLanguage,
  type TCardTeamMember,
  type TCardView,
  visibleTeam,
} from '@cardora/contract';
import { renderToString } from 'react-dom/server';
import { CardPage } from './card-page';
import { escapeHtml, jsonForScript, mixHex, plainText, readableOn, safeHttpUrl, sizedImage } from './format';
import { cardLanguage, cardT } from './i18n';
import { CARD_SCRIPT } from './script';
import { cardCss, DOCUMENT_CSS, LANGUAGE_SWITCH_CSS, TEAM_CSS } from './styles';
import { spriteMarkup } from './ui';

export interface CardDocumentOptions {
  /** Inline SVG of the QR code for canonicalUrl. */
  qrSvg?: string;
  /** The page's own address (https://host/cardId). */
  canonicalUrl: string;
  /** Absolute URL of the photo or logo for Open Graph / Twitter, if any. */
  ogImageUrl?: string | null;
  /** Count clicks with sendBeacon (the public page: true). */
  beaconScript: boolean;
  /** The visit's source (?g= / ?src=), sent with an Exchange contact; a plain card visit by default. */
  visitSource?: CardVisitSource;
  /**
   * The language the visitor reads (chooseCardLanguage): the card's second one shows its
   * translations; anything else, the primary (docs/product-rules.md#card-second-language).
   */
  language?: CardLanguageCode;
  /**
   * A team member's page (docs/product-rules.md#staff-cards): the card drawn with the member in
   * the business's place (memberCardView), at canonicalUrl, the member's own address.
   */
  member?: TCardTeamMember;
}

function meta(attr: 'name' | 'property', key: string, content: string | null | undefined): string {
  return content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '';
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function cardTitle(view: TCardView): string {
  const basic = view.sections.basicDetails;
  const seo = view.sections.settings.seoTitle;
  if (seo) return seo;
  if (!basic) return view.businessName;
  return basic.name === basic.companyName ? basic.name : `${basic.name} · ${basic.companyName}`;
}

export function cardDescription(view: TCardView): string {
  const { settings, aboutUs, basicDetails: basic } = view.sections;
  if (settings.seoDescription) return settings.seoDescription;
  if (aboutUs.text && !settings.hiddenSections.includes('aboutUs')) return clip(plainText(aboutUs.text), 160);
  const who = basic ? [basic.name, basic.designation, basic.companyName].filter(Boolean).join(', ') : view.businessName;
  return clip(cardT(cardLanguage(view))('description', { who }), 160);
}

/** schema.org LocalBusiness: only text and http(s) URLs from the card, no markup. */
export function cardJsonLd(view: TCardView, canonicalUrl: string, imageUrl: string | null | undefined) {
  const { basicDetails: basic, aboutUs, links, settings } = view.sections;
  const sameAs = [
    safeHttpUrl(basic?.website),
    // A hidden section stays hidden here too.
    ...(settings.hiddenSections.includes('links')
      ? []
      : links.links.map((link) => (link.type === 'url' ? safeHttpUrl(link.value) : null))),
  ].filter((url): url is string => url !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: basic?.companyName ?? view.businessName,
    url: canonicalUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(basic?.phoneNumbers[0] ? { telephone: basic.phoneNumbers[0] } : {}),
    ...(basic?.email ? { email: basic.email } : {}),
    ...(basic?.address ? { address: { '@type': 'PostalAddress', streetAddress: basic.address } } : {}),
    ...(safeHttpUrl(basic?.mapLink) ? { hasMap: safeHttpUrl(basic?.mapLink) } : {}),
    ...(aboutUs.yearEstablished ? { foundingDate: String(aboutUs.yearEstablished) } : {}),
    ...(basic ? { employee: { '@type': 'Person', name: basic.name, jobTitle: basic.designation ?? undefined } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The document's start, in the language its words are in (screen readers, fonts, translation offers). */
export function headStart(language: CardLanguageCode): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">'
  );
}

export function renderCardPageHtml(card: TCardView, options: CardDocumentOptions): string {
  const { member } = options;
  const stored = member ? { ...memberCardView(card, member), publicUrl: options.canonicalUrl } : card;
  const languages = cardLanguagesOf(stored.sections);
  // Everything below (title, description, JSON-LD, the page) reads the card in the visitor's language.
  const view = { ...stored, sections: sectionsInLanguage(stored.sections, options.language ?? languages.primary) };
  const title = cardTitle(view);
  const description = cardDescription(view);
  const canonical = safeHttpUrl(options.canonicalUrl) ?? view.publicUrl;
  const image = safeHttpUrl(options.ogImageUrl);
  const basic = view.sections.basicDetails;
  // A small square for the tab, not the full-size photo.
  const icon = sizedImage(basic?.logoUrl ?? basic?.photoUrl, 112);
  const primary = /^#[0-9a-fA-F]{6}$/.test(view.sections.template.primaryColor)
    ? view.sections.template.primaryColor
    : '#1e63d6';
  const body = renderToString(
    <CardPage
      view={view}
      mode="public"
      qrSvg={options.qrSvg}
      url={canonical}
      sprite={false}
      visitSource={options.visitSource}
      languages={languages.second ? languages : undefined}
      member={member ? { memberId: member.memberId, slug: member.slug } : undefined}
    />,
  );
  const { templateId, style } = view.sections.template;
  return (
    headStart(cardLanguage(view)) +
    `<title>${escapeHtml(title)}</title>` +
    meta('name', 'description', description) +
    `<link rel="canonical" href="${escapeHtml(canonical)}">` +
    `<meta name="theme-color" content="${primary}">` +
    `<link rel="icon" href="${icon ? escapeHtml(icon) : 'data:,'}">` +
    meta('property', 'og:type', 'profile') +
    meta('property', 'og:site_name', view.agencyName) +
    meta('property', 'og:title', title) +
    meta('property', 'og:description', description) +
    meta('property', 'og:url', canonical) +
    meta('property', 'og:image', image) +
    // Twitter (X) reads og:title, og:description and og:image when its own tags are absent.
    meta('name', 'twitter:card', 'summary') +
    `<style>${DOCUMENT_CSS}${cardCss(templateId, style)}${languages.second ? LANGUAGE_SWITCH_CSS : ''}${
      member || visibleTeam(view).length > 0 ? TEAM_CSS : ''
    }</style>` +
    `<script type="application/ld+json">${jsonForScript(cardJsonLd(view, canonical, image))}</script>` +
    `</head><body data-card="${escapeHtml(view.cardId)}"${member ? ` data-member="${escapeHtml(member.memberId)}"` : ''}${options.beaconScript ? ' data-beacon' : ''}>` +
    spriteMarkup(body) +
    body +
    `<script>${CARD_SCRIPT}</script></body></html>`
  );
}

/**
 * The friendly pages at a card's address when there is no card to show. 'coming-soon': a card
 * that is not published yet — it says nothing of the business behind it.
 */
export type StatusPageKind =
  | 'not-found'
  | 'inactive'
  | 'expired'
  | 'coming-soon'
  // A physical tag's /t/<code> (docs/product-rules.md#physical-tags): no such code, a code not tied
  // to a card yet (its action is the claim), a code the agency turned off.
  | 'tag-unknown'
  | 'tag-unassigned'
  | 'tag-disabled'
  // The database does not answer and this card was never kept (docs/product-rules.md#cards-stay-up).
  | 'unavailable';

const STATUS_MARKS: Record<StatusPageKind, string> = {
  'not-found': '?',
  inactive: '⏸',
  expired: '⏳',
  'coming-soon': '✦',
  'tag-unknown': '?',
  'tag-unassigned': '✦',
  'tag-disabled': '⏸',
  unavailable: '↻',
};

const STATUS_CSS = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f2f3f6;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#15181e;padding:24px;box-sizing:border-box}main{max-width:420px;width:100%;background:#fff;border-radius:24px;padding:40px 28px;text-align:center;box-shadow:0 20px 50px rgba(15,27,45,.12)}.mark{width:64px;height:64px;border-radius:20px;margin:0 auto 20px;display:flex;align-items:center;justify-content:center;background:var(--t);color:var(--p);font-size:30px;font-weight:700}h1{font-size:22px;margin:0 0 8px;letter-spacing:-.01em}p{margin:0 0 10px;color:#5d6470}a{display:inline-block;margin-top:14px;padding:12px 22px;border-radius:99px;background:var(--p);color:var(--on);text-decoration:none;font-weight:600}footer{margin-top:26px;font-size:12px;color:#8a909b}`;

/**
 * A status page has no card, so no owner's language: it speaks the visitor's (their browser's
 * Accept-Language, chosen by the server), English by default.
 */
export function renderStatusPageHtml({
  status,
  agencyName,
  primaryColor,
  language = DEFAULT_LANGUAGE,
  actionHref = '/panel/login',
}: {
  status: StatusPageKind;
  /** Where the page's one button goes (a tag's claim; else the panel's sign-in). */
  actionHref?: string;
  agencyName: string;
  /** The agency's brand colour (hex); the default blue otherwise. */
  primaryColor?: string;
  language?: LanguageCode;
}): string {
  const brand = primaryColor && /^#[0-9a-fA-F]{6}$/.test(primaryColor) ? primaryColor : '#1e63d6';
  const t = cardT(language);
  const title = escapeHtml(t(`status.${status}.title`));
  return (
    headStart(language) +
    `<meta name="robots" content="noindex"><title>${title} · ${escapeHtml(agencyName)}</title>` +
    `<meta name="theme-color" content="${brand}"><style>${STATUS_CSS}</style></head>` +
    `<body style="--p:${brand};--t:${mixHex(brand, '#ffffff', 0.9)};--on:${readableOn(brand)}"><main>` +
    `<div class="mark" aria-hidden="true">${STATUS_MARKS[status]}</div><h1>${title}</h1>` +
    `<p>${escapeHtml(t(`status.${status}.lead`))}</p><p>${escapeHtml(t(`status.${status}.help`))}</p>` +
    `<a href="${escapeHtml(actionHref)}">${escapeHtml(t(`status.${status}.action`))}</a>` +
    `<footer>${escapeHtml(t('status.footer', { agency: agencyName }))}</footer></main></body></html>`
  );
}
