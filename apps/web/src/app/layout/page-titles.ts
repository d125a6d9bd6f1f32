import { type GlossaryKey, greetingsTerm } from '@cardora/contract/auth';

// Which glossary name each panel page goes by, from its address (relative to /panel): the top
// bar's heading and the browser tab read it here, and the drawer entries that open a page use
// the same key (page-titles.test.ts holds them to it), so a page has one name everywhere.
// Pages whose name comes from data (a category's page) say it themselves (usePageTitleText).

/** What a page's name depends on besides its address. */
export interface PageTitleContext {
  /** The agency sells greeting videos: its greetings page is 'Greeting images/videos'. */
  greetingVideos: boolean;
}

type Area = 'customer' | 'admin' | 'payment';
type Rule = GlossaryKey | ((query: URLSearchParams, context: PageTitleContext) => GlossaryKey);

const greetings: Rule = (_query, context) => greetingsTerm({ videoPosts: context.greetingVideos });

const MY_PROJECTS: Record<string, GlossaryKey> = {
  digital_card: 'myDigitalCards',
  pdf_id_card: 'myPdfCard',
  promotional_video: 'myPromotionalVideos',
};

/** The sub-paths of each area, by the path after /panel/<area>/ ('' is the area's home). */
const PAGES: Record<Area, Record<string, Rule>> = {
  customer: {
    '': 'home',
    account: 'account',
    projects: (query) => MY_PROJECTS[query.get('projectType') ?? ''] ?? 'myProjects',
    businesses: 'myBusinesses',
    'businesses/add': 'addBusiness',
    // The customer's own card: what My Projects > My digital business card opens.
    'cards/edit': 'myDigitalCard',
    insights: 'insights',
    enquiries: 'enquiries',
    'daily-image': greetings,
    'pdf-card-templates': 'pdfIdCard',
    'pdf-cards/edit': (query) => (query.get('pdfCardNo') ? 'editPdfCard' : 'newPdfCard'),
    'video-templates': 'promotionalVideos',
    'category-page': 'aboutYourCategory',
    'tags/claim': 'claimTag',
  },
  admin: {
    '': 'home',
    account: 'account',
    insights: 'insights',
    'system-status': 'systemStatus',
    businesses: 'allBusinesses',
    'businesses/add': 'addBusiness',
    // Staff open a customer's card: not theirs, so not "My …".
    'cards/edit': 'digitalBusinessCard',
    projects: 'allProjects',
    enquiries: 'enquiries',
    franchisees: 'franchiseeList',
    'agency-management': 'agencyManagement',
    billing: 'billing',
    'plans-pricing-management': 'plansPricingManagement',
    report: 'report',
    // One drawer entry, Greetings Management; the super admin's opens daily images.
    'daily-image-management': 'greetingsManagement',
    'image-posts-management': 'greetingsManagement',
    'video-template-management': 'videoTemplateManagement',
    'ui-customisation': 'uiCustomisation',
    'category-static-page-management': 'categoryStaticPageManagement',
    'link-store': 'linkStore',
    tags: 'tags',
    'daily-image': greetings,
    'pdf-card-templates': 'pdfIdCard',
    'video-templates': 'promotionalVideos',
  },
  payment: {
    'month-payment': 'monthPayment',
    'agency-image-payment': 'greetingsProductPayment',
    'agency-pdf-card-payment': 'pdfCardProductPayment',
  },
};

/**
 * The name of the panel page at an address ('/admin/insights', '/customer/projects' with
 * '?projectType=pdf_id_card'); null where no page is (the area's "Page not found" names itself).
 */
export function pageTitleKey(pathname: string, search: string, context: PageTitleContext): GlossaryKey | null {
  const match = /^\/(customer|admin|payment)(?:\/(.*))?$/.exec(pathname.replace(/\/+$/, ''));
  if (!match) return null;
  const pages: Record<string, Rule> = PAGES[match[1] as Area];
  const path = match[2] ?? '';
  if (!Object.hasOwn(pages, path)) return null;
  const rule = pages[path];
  if (rule === undefined) return null;
  return typeof rule === 'function' ? rule(new URLSearchParams(search), context) : rule;
}
