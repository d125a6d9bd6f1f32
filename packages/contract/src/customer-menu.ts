// The customer drawer: which entries a customer sees, from the agency's product flags.
// Pure, so the web hides by it and tests can assert exactly which entries show.
import type { CustomerProducts } from './roles';

// 'home' and 'account' are ours: the spec's drawer has no way back to the home page or to
// /account (where the account can be deleted), and a phone user needs both. 'enquiries' is ours
// too: Feedback & leads under My Projects, with the unread badge.
export const CUSTOMER_MENU_ITEMS = [
  'home',
  'myProjects',
  'myDigitalCard',
  'myPdfCard',
  'myPromotionalVideos',
  'enquiries',
  'create',
  'createDigitalCard',
  'createGreetings',
  'createPdfCard',
  'createPromotionalVideo',
  'createInvitationCard',
  'pricing',
  'account',
  'logout',
] as const;
export type CustomerMenuItem = (typeof CUSTOMER_MENU_ITEMS)[number];

export const CUSTOMER_MENU_RULES: Record<CustomerMenuItem, (products: CustomerProducts) => boolean> = {
  home: () => true,
  myProjects: () => true,
  myDigitalCard: () => true,
  myPdfCard: (p) => p.pdfCard,
  myPromotionalVideos: (p) => p.promotionalVideo,
  // Every agency sells digital cards, and visitors leave feedback and leads on them.
  enquiries: () => true,
  create: () => true,
  createDigitalCard: () => true,
  createGreetings: (p) => p.imagePosts,
  createPdfCard: (p) => p.pdfCard,
  createPromotionalVideo: (p) => p.promotionalVideo,
  createInvitationCard: (p) => p.invitationCard,
  pricing: () => true,
  account: () => true,
  logout: () => true,
};

export function visibleCustomerMenu(products: CustomerProducts): CustomerMenuItem[] {
  return CUSTOMER_MENU_ITEMS.filter((item) => CUSTOMER_MENU_RULES[item](products));
}
