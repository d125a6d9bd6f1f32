// The commerce area's front door: everything another area may use from it. Other areas import
// '#commerce' only, never a file inside it (biome.json enforces this). It
// exports what other areas use today; add to it when another area needs more.

export { documentsOfBusinesses, type OwnerDocument } from './documents/owner-documents';
export { countPdfCards, requireReachablePdfCard } from './entitlements/product-rows';
export { assertCanCreate, entitlementsFor, requireProductSold } from './entitlements/service';
export { countPdfCardPurchases } from './payments/repo';
export { setAgencyRazorpayKeys } from './payments/settings';
