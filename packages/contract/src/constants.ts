// Option constants and business constants and limits.

/** India Standard Time: UTC+5:30 all year (no daylight saving). Days, months and financial years are IST. */
export const IST_OFFSET_MINUTES = 330;

export const SALUTATIONS = ['Mr.', 'Ms.', 'Dr.', 'Mrs.', 'none'] as const;
export const BUSINESS_TYPES = [
  'Manufacturer',
  'Retailer',
  'Wholesaler',
  'Distributor',
  'Exporter/importer',
  'Service provider',
  'Restaurant',
  'Hotel',
  'Consultancy Services',
  'Architect and Interior Designer',
] as const;
export const LINK_TYPES = ['tel', 'email', 'url', 'text'] as const;
export const MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;
export const LAYOUT_TYPES = ['SQUARE', 'STORY'] as const;
export const TEMPLATE_KINDS = ['SQUARE_IMAGE', 'SQUARE_VIDEO', 'STORY_IMAGE', 'STORY_VIDEO'] as const;
export const STYLES = ['style-1', 'style-2'] as const;
export const HEIGHTS = ['HEIGHT-1', 'HEIGHT-2', 'HEIGHT-3'] as const;
export const DISPLAY_MODES = ['all-details', 'only-logo'] as const;
export const PAGE_PLACEMENTS = ['HOME_PAGE', 'GREETING_IMAGE_PAGE', 'COMMON'] as const;
export const LINK_STORE_PAGES = [
  'digital business card page',
  'pdf id card page',
  'payment page',
  'edit business page',
  'frame settings page',
] as const;
export const PROTOCOLS = ['http', 'https'] as const;
/** Greeting frames: the first three are the original designs' names; the rest are kebab-case ids. */
export const FRAMES = [
  'frame7',
  'frame2',
  'frame3',
  'light-band',
  'glass',
  'corner-badge',
  'minimal-footer',
  'ribbon',
  'arch',
  'split-panel',
  'stamp',
  'spotlight',
] as const;
export const SEARCH_KEYS = ['cardId', 'companyName', 'businessName', 'registeredPhoneNumber', 'templateCode'] as const;
export const PROJECT_TYPES = ['digital_card', 'pdf_id_card', 'promotional_video'] as const;

/** Who created a business (domain notes: businessMadeBy). */
export const BUSINESS_MADE_BY = ['self', 'admin', 'creator', 'franchisee'] as const;
/** The spec's "fixed list" of origins that may upgrade online. */
export const SELF_SERVICE_ORIGINS: readonly (typeof BUSINESS_MADE_BY)[number][] = ['self'];

// Business constants and limits
export const SESSION_INACTIVITY_MS = 1_800_000;
export const ACTIVITY_THROTTLE_MS = 5_000;
export const SNACKBAR_DURATION_MS = 6_000;
export const DRAWER_WIDTH_PX = 280;
/** Mobile layout applies at this width and below. */
export const MOBILE_MAX_WIDTH_PX = 767;
export const PAYMENT_THEME_COLOR = '#2d9bea';
export const PAYMENT_COMPLETION_DELAY_MS = 100;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
export const UNLIMITED = -1;
export const CUSTOM_PLAN_ID = 'CUSTOM_PLAN';
export const CUSTOM_PLAN_DAILY_GREETING_VIDEOS = 3;
export const CUSTOM_PLAN_DIGITAL_CARD_LIMIT = 1;
/** Price of one promotional video when the agency has not set configuration.video.pricePerVideo (₹299). */
export const DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE = 29_900;
/** At most this many promotional videos in one purchase. */
export const PROMOTIONAL_VIDEO_MAX_QUANTITY = 10;
export const YEAR_ESTABLISHED_MIN = 1950;
export const PAGE_BOTTOM_MARGIN = 65;

// Authentication
export const DEFAULT_COUNTRY_CODE = '+91';
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30_000;
export const OTP_MAX_SENDS_PER_HOUR = 5;
/**
 * Wrong passwords for one account (its phone or e-mail in the agency: customer and franchisee
 * sign-in share the count) within the window before the account needs an OTP.
 */
export const PASSWORD_MAX_FAILURES = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;
/**
 * A password the server makes for someone (a new agency admin, an admin's reset) signs in once,
 * to choose a new one, and only this long after it was made. docs/product-rules.md#single-use-passwords
 */
export const TEMPORARY_PASSWORD_TTL_MS = 72 * 60 * 60_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Days-left threshold under which a business counts as "expiring soon" (configurable per call). */
export const DEFAULT_EXPIRING_SOON_DAYS = 15;

/** The web opens the upgrade screen on this hash. */
export const UPGRADE_PATH = '#upgrade';

/**
 * Team members a card may have on a plan when neither the plan nor the agency set a number
 * (docs/product-rules.md#staff-cards). Without a running plan a card has none.
 */
export const DEFAULT_TEAM_MEMBERS_PER_CARD = 5;
