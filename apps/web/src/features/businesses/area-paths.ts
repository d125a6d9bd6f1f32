/** The customer and admin areas share the business and card pages; links stay inside the area. */
export type AreaBase = '/customer' | '/admin';

export const areaPaths = {
  businesses: (base: AreaBase) => `${base}/businesses`,
  addBusiness: (base: AreaBase, query?: Record<string, string>) => {
    const qs = query ? new URLSearchParams(query).toString() : '';
    return qs ? `${base}/businesses/add?${qs}` : `${base}/businesses/add`;
  },
  editCard: (base: AreaBase, businessId: string) => `${base}/cards/edit?businessId=${businessId}`,
};

/** The public card address on this agency's host (the panel is served from it). */
export function publicCardUrl(cardId: string): string {
  return `${window.location.origin}/${cardId}`;
}
