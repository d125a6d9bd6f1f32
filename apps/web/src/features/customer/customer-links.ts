import type { CustomerMenuItem, TUserDetails } from '@cardora/contract';

// Where the customer's menu entries and tiles lead. Paths are relative to /panel.
export const customerPaths = {
  home: '/customer',
  account: '/customer/account',
  projects: (projectType: 'digital_card' | 'pdf_id_card' | 'promotional_video') =>
    `/customer/projects?projectType=${projectType}`,
  addBusiness: '/customer/businesses/add',
  editCard: (businessId: string | null) =>
    businessId
      ? `/customer/cards/edit?businessId=${businessId}`
      : '/customer/businesses/add?shouldCreateDigitalCard=true',
  enquiries: '/customer/enquiries',
  greetings: '/customer/daily-image',
  pdfCardTemplates: (businessId: string | null) =>
    businessId ? `/customer/pdf-card-templates?businessId=${businessId}` : '/customer/businesses/add',
  videoTemplates: (businessId: string | null) =>
    businessId ? `/customer/video-templates?businessId=${businessId}` : '/customer/businesses/add',
};

/**
 * The page a customer drawer entry opens, for the active business; null for the entries that are
 * groups, actions (Create > Digital business card, Pricing, Logout) or the external invitation site.
 */
export function customerMenuPath(item: CustomerMenuItem, activeBusinessId: string | null): string | null {
  switch (item) {
    case 'home':
      return customerPaths.home;
    case 'myDigitalCard':
      return customerPaths.editCard(activeBusinessId);
    case 'myPdfCard':
      return customerPaths.projects('pdf_id_card');
    case 'myPromotionalVideos':
      return customerPaths.projects('promotional_video');
    case 'enquiries':
      return customerPaths.enquiries;
    case 'createGreetings':
      return customerPaths.greetings;
    case 'createPdfCard':
      return customerPaths.pdfCardTemplates(activeBusinessId);
    case 'createPromotionalVideo':
      return customerPaths.videoTemplates(activeBusinessId);
    case 'account':
      return customerPaths.account;
    default:
      return null;
  }
}

export function activeBusinessOf(details: TUserDetails) {
  return details.businesses.find((business) => business.businessId === details.activeBusinessId) ?? null;
}
