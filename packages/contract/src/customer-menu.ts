// Spec 2 "Customer drawer": which entries a customer sees, from the agency's product flags.
// Pure, so the web hides by it and tests can assert exactly which entries show.
import type { CustomerProducts } from './roles';

export const CUSTOMER_MENU_ITEMS = [
  'myProjects',
  'myDigitalCard',
  'myPdfCard',
  'myPromotionalVideos',
  'create',
  'createDigitalCard',
  'createGreetings',
  'createPdfCard',
  'createPromotionalVideo',
  'createInvitationCard',
  'pricing',
  'logout',
] as const;
export type CustomerMenuItem = (typeof CUSTOMER_MENU_ITEMS)[number];

export const CUSTOMER_MENU_RULES: Record<CustomerMenuItem, (products: CustomerProducts) => boolean> = {
  myProjects: () => true,
  myDigitalCard: () => true,
  myPdfCard: (p) => p.pdfCard,
  myPromotionalVideos: (p) => p.promotionalVideo,
  create: () => true,
  createDigitalCard: () => true,
  createGreetings: (p) => p.imagePosts,
  createPdfCard: (p) => p.pdfCard,
  createPromotionalVideo: (p) => p.promotionalVideo,
  createInvitationCard: (p) => p.invitationCard,
  pricing: () => true,
  logout: () => true,
};

export function visibleCustomerMenu(products: CustomerProducts): CustomerMenuItem[] {
  return CUSTOMER_MENU_ITEMS.filter((item) => CUSTOMER_MENU_RULES[item](products));
}

/** 'Greeting images', plus '/videos' when the agency includes video posts (spec 2). */
export function greetingsMenuLabel(products: Pick<CustomerProducts, 'videoPosts'>): string {
  return products.videoPosts ? 'Greeting images/videos' : 'Greeting images';
}
