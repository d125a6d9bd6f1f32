// UI customisation (/ui-customisation): the
// agency's theme (app name, logo, favicon, primary and accent colours, sign-in background) and
// the banners and tiles it places on the customer's pages (HOME_PAGE, GREETING_IMAGE_PAGE, or
// COMMON = both), with a style, a height, a display mode, an image, a link, an order and dates.
//
// Who: managing is the Ui Customisation menu rule (the superadmin agency's admins); they
// name the agency they customise (agencyId, default their own). Everyone signed in reads the
// published banners and tiles of their own host's agency (GET /ui-customisation/published).
//
// The rules both sides apply are pure functions here: the WCAG AA contrast check (the server
// refuses, the form warns as the colour changes), which items are live on an IST day, and the
// order they show in.
import { z } from 'zod';
import { agencyAppName, type TAgencyTheme, ZAgencyTheme } from './agency';
import { isIsoDate, requiredText, ZUuid } from './common';
import { DISPLAY_MODES, HEIGHTS, PAGE_PLACEMENTS, STYLES } from './constants';
import { ZHttpUrl, ZUploadUrl } from './web-addresses';

export type PagePlacement = (typeof PAGE_PLACEMENTS)[number];
export type UiStyle = (typeof STYLES)[number];
export type UiHeight = (typeof HEIGHTS)[number];
export type UiDisplayMode = (typeof DISPLAY_MODES)[number];

/** A banner runs across the page; tiles sit side by side in a row (two on a phone). */
export const UI_ITEM_KINDS = ['BANNER', 'TILE'] as const;
export type UiItemKind = (typeof UI_ITEM_KINDS)[number];

/** The pages a customer sees banners on: each shows its own placement and COMMON. */
export const UI_PAGES = ['HOME_PAGE', 'GREETING_IMAGE_PAGE'] as const;
export type UiPage = (typeof UI_PAGES)[number];

export const UI_PLACEMENT_LABELS: Record<PagePlacement, string> = {
  HOME_PAGE: 'Home page',
  GREETING_IMAGE_PAGE: 'Greetings page',
  COMMON: 'Both pages',
};
export const UI_STYLE_LABELS: Record<UiStyle, string> = {
  'style-1': 'Style 1 · text over the image',
  'style-2': 'Style 2 · image beside a colour card',
};
export const UI_DISPLAY_MODE_LABELS: Record<UiDisplayMode, string> = {
  'all-details': 'All details (image, title, text, button)',
  'only-logo': 'Only the image',
};
/**
 * Heights in CSS pixels, phone first: HEIGHT-1 is a slim strip, HEIGHT-3 a hero. A banner on a
 * wide screen grows a little (it is wider too); tiles keep the phone size.
 */
export const UI_HEIGHT_PX: Record<UiHeight, { phone: number; wide: number }> = {
  'HEIGHT-1': { phone: 96, wide: 112 },
  'HEIGHT-2': { phone: 160, wide: 184 },
  'HEIGHT-3': { phone: 220, wide: 260 },
};
export const UI_HEIGHT_LABELS: Record<UiHeight, string> = {
  'HEIGHT-1': 'Slim (96 px on a phone)',
  'HEIGHT-2': 'Medium (160 px on a phone)',
  'HEIGHT-3': 'Tall (220 px on a phone)',
};

export const UI_APP_NAME_MAX = 40;
export const UI_TITLE_MAX = 60;
export const UI_SUBTITLE_MAX = 140;
export const UI_BUTTON_LABEL_MAX = 24;
/** Enough for a campaign or two on each page; the list stays one screen to reorder. */
export const UI_ITEMS_MAX = 30;
/** WCAG 2.x AA for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

export const UI_MESSAGES = {
  appNameRequired: 'Enter the app name.',
  appNameTooLong: `Keep the app name under ${UI_APP_NAME_MAX} characters.`,
  titleRequired: 'Enter a title.',
  titleTooLong: `Keep the title under ${UI_TITLE_MAX} characters.`,
  subtitleTooLong: `Keep the text under ${UI_SUBTITLE_MAX} characters.`,
  buttonLabelTooLong: `Keep the button label under ${UI_BUTTON_LABEL_MAX} characters.`,
  imageRequired: 'Upload an image.',
  /** An image URL that is not one of this agency's UI customisation uploads. */
  imageNotOfAgency: 'Upload the image again.',
  dateInvalid: 'Use a date like 2026-11-01.',
  endBeforeStart: 'The end date must be on or after the start date.',
  unknownItem: (id: string) => `There is no banner or tile ${id}.`,
  orderMismatch: 'Send every banner and tile of the agency once, in the new order.',
  tooMany: `An agency may have at most ${UI_ITEMS_MAX} banners and tiles. Delete one first.`,
  confirmDelete: 'Delete this banner? Customers stop seeing it at once.',
  contrast: (hex: string, ratio: number) =>
    `White text on ${hex} has contrast ${ratio.toFixed(1)}:1; it needs at least ${WCAG_AA_CONTRAST}:1.`,
} as const;

// ---------------------------------------------------------------------------------------
// Contrast (WCAG 2.x)

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The WCAG contrast ratio of two #rrggbb colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface ThemeContrastIssue {
  field: 'primaryColor' | 'secondaryColor';
  ratio: number;
  message: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The theme's colour pairs that fail WCAG AA: white text on the primary colour (buttons, links on
 * white, the card footer) and on the accent (top bar, sign-in panel, splash). The ratio is shown
 * rounded down, so a 4.46:1 never reads as "4.5:1".
 */
export function themeContrastIssues(theme: { primaryColor: string; secondaryColor: string }): ThemeContrastIssue[] {
  const issues: ThemeContrastIssue[] = [];
  for (const field of ['primaryColor', 'secondaryColor'] as const) {
    const colour = theme[field];
    if (!HEX.test(colour)) continue;
    const ratio = contrastRatio(colour, '#ffffff');
    if (ratio < WCAG_AA_CONTRAST) {
      const shown = Math.floor(ratio * 10) / 10;
      issues.push({ field, ratio: shown, message: UI_MESSAGES.contrast(colour.toLowerCase(), shown) });
    }
  }
  return issues;
}

// ---------------------------------------------------------------------------------------
// Dates: items are live from their start day to their end day, inclusive, in IST.

/** An empty or missing optional field is "none" (null); typed input, so forms keep their types. */
const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value;
const optional = <T extends z.ZodType<string | null, string | null>>(schema: T) =>
  z.string().nullish().transform(blankToNull).pipe(schema);
const optionalText = (max: number, message: string) => optional(z.string().trim().max(max, message).nullable());
const nullableUpload = optional(ZUploadUrl.nullable());
const ZIstDay = optional(z.string().trim().refine(isIsoDate, UI_MESSAGES.dateInvalid).nullable());

export type UiItemState = 'scheduled' | 'live' | 'ended';

/** Where an item stands on an IST day (YYYY-MM-DD compares as text). */
export function uiItemState(item: { startDate: string | null; endDate: string | null }, today: string): UiItemState {
  if (item.startDate && today < item.startDate) return 'scheduled';
  if (item.endDate && today > item.endDate) return 'ended';
  return 'live';
}

/** The placements a page shows: its own and COMMON. */
export function placementsFor(page: UiPage): PagePlacement[] {
  return [page, 'COMMON'];
}

// ---------------------------------------------------------------------------------------
// Schemas

const hexColour = z.string().trim().regex(HEX, 'Use a colour like #1e63d6.');

/** The theme as the form sends it; colours that fail AA are refused on their field. */
export const ZUiThemeInput = z
  .object({
    appName: requiredText(UI_APP_NAME_MAX, UI_MESSAGES.appNameRequired, UI_MESSAGES.appNameTooLong),
    primaryColor: hexColour,
    secondaryColor: hexColour,
    logoUrl: nullableUpload,
    faviconUrl: nullableUpload,
    loginBackgroundUrl: nullableUpload,
  })
  .superRefine((theme, ctx) => {
    for (const issue of themeContrastIssues(theme)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type TUiThemeInput = z.input<typeof ZUiThemeInput>;
export type TUiTheme = z.output<typeof ZUiThemeInput>;

/** The form's theme from a stored one (the app name defaults to the agency's name). */
export function uiThemeFormValues(agency: { agencyName: string; theme: TAgencyTheme }): TUiTheme {
  return {
    appName: agencyAppName(agency),
    primaryColor: agency.theme.primaryColor,
    secondaryColor: agency.theme.secondaryColor,
    logoUrl: agency.theme.logoUrl,
    faviconUrl: agency.theme.faviconUrl,
    loginBackgroundUrl: agency.theme.loginBackgroundUrl,
  };
}

const itemFields = {
  kind: z.enum(UI_ITEM_KINDS),
  placement: z.enum(PAGE_PLACEMENTS),
  style: z.enum(STYLES),
  height: z.enum(HEIGHTS),
  displayMode: z.enum(DISPLAY_MODES),
  title: requiredText(UI_TITLE_MAX, UI_MESSAGES.titleRequired, UI_MESSAGES.titleTooLong),
  subtitle: optionalText(UI_SUBTITLE_MAX, UI_MESSAGES.subtitleTooLong),
  buttonLabel: optionalText(UI_BUTTON_LABEL_MAX, UI_MESSAGES.buttonLabelTooLong),
  imageUrl: z.string({ error: UI_MESSAGES.imageRequired }).trim().min(1, UI_MESSAGES.imageRequired).pipe(ZUploadUrl),
  /** http(s) only: javascript:, data: and the rest are refused on the field. */
  linkUrl: optional(ZHttpUrl.nullable()),
  startDate: ZIstDay,
  endDate: ZIstDay,
};

/** A banner or tile as the form sends it. */
export const ZUiItemInput = z.object(itemFields).superRefine((item, ctx) => {
  if (item.startDate && item.endDate && item.endDate < item.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: UI_MESSAGES.endBeforeStart });
  }
});
export type TUiItemInput = z.input<typeof ZUiItemInput>;
export type TUiItemValues = z.output<typeof ZUiItemInput>;

/** A banner or tile as stored and answered. */
export const ZUiItem = z.object({
  uiCustomisationId: ZUuid,
  kind: z.enum(UI_ITEM_KINDS),
  placement: z.enum(PAGE_PLACEMENTS),
  style: z.enum(STYLES),
  height: z.enum(HEIGHTS),
  displayMode: z.enum(DISPLAY_MODES),
  title: z.string(),
  subtitle: z.string().nullable(),
  buttonLabel: z.string().nullable(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** On today's IST date. */
  state: z.enum(['scheduled', 'live', 'ended']),
  updatedAt: z.iso.datetime(),
});
export type TUiItem = z.infer<typeof ZUiItem>;

/** GET /ui-customisation (management): the agency's theme and every banner and tile, in order. */
export const ZUiCustomisation = z.object({
  agencyId: ZUuid,
  agencyName: z.string(),
  theme: ZAgencyTheme,
  items: z.array(ZUiItem),
});
export type TUiCustomisation = z.infer<typeof ZUiCustomisation>;

export const ZUiAgencyQuery = z.object({
  /** The superadmin agency's admins customise any agency; default the host's. */
  agencyId: ZUuid.optional(),
});
export type TUiAgencyQuery = z.input<typeof ZUiAgencyQuery>;

/**
 * POST /ui-customisation, one of:
 * - `theme`: the agency's theme;
 * - `item`: a new banner or tile, or an edit of one (uiCustomisationId);
 * - `order`: every item's id once, in the new order.
 * Each answers the whole customisation, as GET does.
 */
export const ZSaveUiCustomisationBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('theme'), agencyId: ZUuid.optional(), theme: ZUiThemeInput }),
  z.object({
    type: z.literal('item'),
    agencyId: ZUuid.optional(),
    uiCustomisationId: ZUuid.optional(),
    item: ZUiItemInput,
  }),
  z.object({
    type: z.literal('order'),
    agencyId: ZUuid.optional(),
    uiCustomisationIds: z.array(ZUuid).max(UI_ITEMS_MAX, UI_MESSAGES.orderMismatch),
  }),
]);
export type TSaveUiCustomisationBody = z.input<typeof ZSaveUiCustomisationBody>;

export const ZUiCustomisationIdParams = z.object({ uiCustomisationId: ZUuid });

/** POST /ui-customisation/image: an uploaded logo, favicon, background or banner image. */
export const ZUiImageUpload = z.object({ url: ZUploadUrl });
export type TUiImageUpload = z.infer<typeof ZUiImageUpload>;

/** GET /ui-customisation/published?page=: what a customer's page shows, live today, in order. */
export const ZPublishedUiQuery = z.object({ page: z.enum(UI_PAGES) });
export const ZPublishedUiItem = ZUiItem.omit({ state: true, updatedAt: true, sortOrder: true });
export type TPublishedUiItem = z.infer<typeof ZPublishedUiItem>;
export const ZPublishedUi = z.object({ items: z.array(ZPublishedUiItem) });
export type TPublishedUi = z.infer<typeof ZPublishedUi>;

/** Banners first (they head the page), then tiles, each in the agency's order. */
export function publishedOrder<T extends { kind: UiItemKind; sortOrder: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.kind === b.kind ? a.sortOrder - b.sortOrder : a.kind === 'BANNER' ? -1 : 1));
}

/** Only http(s) links open (the stored ones are checked on save; this guards the display too). */
export function safeBannerLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
