// One name per thing: the name of every panel page, drawer entry and common
// button, by a stable key. A page's drawer entry, its heading in the top bar and the browser
// tab all read the same key, so a page cannot go by two names. Wording: the spec's where it
// names the thing, in sentence case and with PDF
// and ID as the spec's own prose writes them ("PDF ID cards"); plain English otherwise.
//
// A flat object of plain strings on purpose: it is the English resource the panel's
// translations are keyed by, so keep keys stable and values free of markup.
import type { CustomerMenuItem } from './customer-menu';
import type { AdminMenuItem } from './roles';

export const GLOSSARY = {
  // Pages and drawer entries of both areas.
  home: 'Home',
  account: 'Account',
  insights: 'Insights',
  enquiries: 'Feedback & leads',
  addBusiness: 'Add business',
  digitalBusinessCard: 'Digital business card',
  pageNotFound: 'Page not found',

  // The admin drawer, in its order.
  allBusinesses: 'All businesses',
  allProjects: 'All projects',
  digitalInvitationCard: 'Digital invitation card',
  franchiseeList: 'Franchisee list',
  agencyManagement: 'Agency management',
  billing: 'Billing',
  plansPricingManagement: 'Customer plans & pricing management',
  report: 'Report',
  greetingsManagement: 'Greetings management',
  videoTemplateManagement: 'Video template management',
  uiCustomisation: 'UI customisation',
  categoryStaticPageManagement: 'Category static page management',
  linkStore: 'Link store',
  logout: 'Logout',

  // The customer drawer.
  myProjects: 'My projects',
  myDigitalCard: 'My digital business card',
  myPdfCard: 'My PDF ID card',
  myPromotionalVideos: 'My promotional videos',
  create: 'Create',
  greetingImages: 'Greeting images',
  greetingImagesAndVideos: 'Greeting images/videos',
  pdfIdCard: 'PDF ID card',
  promotionalVideos: 'Promotional videos',
  pricing: 'Pricing',

  // Other panel pages.
  myDigitalCards: 'My digital business cards',
  myBusinesses: 'My businesses',
  newPdfCard: 'New PDF ID card',
  editPdfCard: 'Edit PDF ID card',
  aboutYourCategory: 'About your category',
  monthPayment: 'Monthly payment',
  greetingsProductPayment: 'Greetings product payment',
  pdfCardProductPayment: 'PDF ID card product payment',
  // Physical tags (docs/product-rules.md#physical-tags): the admins' page, and a customer's claim.
  tags: 'NFC & QR tags',
  systemStatus: 'System status',
  claimTag: 'Claim a tag',

  // Pages outside the panel.
  signIn: 'Sign in',
  partnerSignIn: 'Partner sign-in',
  enterCode: 'Enter the code',
  createPassword: 'Create your password',
  setNewPassword: 'Set a new password',
  thankYou: 'Thank you',

  // Common buttons.
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  edit: 'Edit',
  add: 'Add',
  remove: 'Remove',
  close: 'Close',
  done: 'Done',
  ok: 'Ok',
  tryAgain: 'Try again',
  backToHome: 'Back to home',
  goToSignIn: 'Go to sign in',
  // "One Card per Business": the confirm button that goes to the add-business page.
  addNewBusiness: 'Add new business',

  // A card's own limit, left empty: the plan's limit applies (All Projects, Card settings).
  cardLimit: 'Card limit',
  cardLimitFromPlan: 'As plan',

  // Roles in words (the drawer header, the account page): never the role id.
  roleCustomer: 'Customer',
  roleAdmin: 'Admin',
  roleCreator: 'Creator',
  roleFranchisee: 'Franchisee',
  roleFranchiseeAllCards: 'Franchisee (all cards)',
  roleSuperadmin: 'Super admin',

  // The card editor's panels (the card's sections, plus the card address).
  sectionBasicDetails: 'Basic details',
  sectionCardAddress: 'Card address',
  sectionPaymentOptions: 'Payment options',
  sectionYoutubeVideos: 'YouTube videos',
  sectionTemplate: 'Template & colours',
  sectionGallery: 'Gallery',
  sectionAboutUs: 'About us',
  sectionProducts: 'Products & services',
  sectionLinks: 'Links',
  sectionSettings: 'Settings',
  sectionSecondLanguage: 'Second language',
  sectionTeam: 'Team',
} as const;

export type GlossaryKey = keyof typeof GLOSSARY;

/** The name of each admin drawer entry: the same key names the page it opens. */
export const ADMIN_MENU_TERMS = {
  home: 'home',
  insights: 'insights',
  allBusinesses: 'allBusinesses',
  allProjects: 'allProjects',
  digitalInvitationCard: 'digitalInvitationCard',
  franchiseeList: 'franchiseeList',
  agencyManagement: 'agencyManagement',
  billing: 'billing',
  plansPricingManagement: 'plansPricingManagement',
  report: 'report',
  greetingsManagement: 'greetingsManagement',
  videoTemplateManagement: 'videoTemplateManagement',
  uiCustomisation: 'uiCustomisation',
  categoryStaticPageManagement: 'categoryStaticPageManagement',
  linkStore: 'linkStore',
  logout: 'logout',
} as const satisfies Record<AdminMenuItem, GlossaryKey>;

/**
 * The name of each customer drawer entry. The Create group names products, the same words as
 * the home page's tiles; 'Greeting images' gains '/videos' when the agency sells video posts
 * (customerMenuTerm).
 */
export const CUSTOMER_MENU_TERMS = {
  home: 'home',
  myProjects: 'myProjects',
  myDigitalCard: 'myDigitalCard',
  myPdfCard: 'myPdfCard',
  myPromotionalVideos: 'myPromotionalVideos',
  enquiries: 'enquiries',
  create: 'create',
  createDigitalCard: 'digitalBusinessCard',
  createGreetings: 'greetingImages',
  createPdfCard: 'pdfIdCard',
  createPromotionalVideo: 'promotionalVideos',
  createInvitationCard: 'digitalInvitationCard',
  pricing: 'pricing',
  account: 'account',
  logout: 'logout',
} as const satisfies Record<CustomerMenuItem, GlossaryKey>;

/** 'Greeting images', or 'Greeting images/videos' when the agency includes video posts. */
export function greetingsTerm(products: { videoPosts: boolean }): GlossaryKey {
  return products.videoPosts ? 'greetingImagesAndVideos' : 'greetingImages';
}

/** A customer drawer entry's name key, for the agency's products. */
export function customerMenuTerm(item: CustomerMenuItem, products: { videoPosts: boolean }): GlossaryKey {
  return item === 'createGreetings' ? greetingsTerm(products) : CUSTOMER_MENU_TERMS[item];
}

/** 'Greeting images', plus '/videos' when the agency includes video posts. */
export function greetingsMenuLabel(products: { videoPosts: boolean }): string {
  return GLOSSARY[greetingsTerm(products)];
}
