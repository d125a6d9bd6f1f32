import type { TUserDetails } from '@cardora/contract';

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
  greetings: '/customer/daily-image',
  pdfCardTemplates: (businessId: string | null) =>
    businessId ? `/customer/pdf-card-templates?businessId=${businessId}` : '/customer/businesses/add',
  videoTemplates: (businessId: string | null) =>
    businessId ? `/customer/video-templates?businessId=${businessId}` : '/customer/businesses/add',
};

export function activeBusinessOf(details: TUserDetails) {
  return details.businesses.find((business) => business.businessId === details.activeBusinessId) ?? null;
}
