// The cards area's front door: everything another area may use from it. Other areas import
// '#cards' only, never a file inside it (biome.json enforces this). It
// exports what other areas use today; add to it when another area needs more.

export type { ListFilters } from './businesses/repo';
export {
  businessListOrder,
  businessListWhere,
  businessView as businessesRepoBusinessView,
  pageOfMatches,
  toBusiness,
} from './businesses/repo';
export type { BusinessSubscription } from './businesses/service';
export {
  businessView,
  listSubcategories,
  lockBusiness,
  requireReachableBusiness,
  setBusinessSubscription,
} from './businesses/service';
export { findCardByBusiness } from './cards/repo';
export { getCardsByBusiness } from './cards/service';
export type { EnquiryCaller } from './feedback/enquiry-rows';
export { deleteEnquiry } from './feedback/enquiry-rows';
export { storeUnderLimits } from './feedback/limits';
export { enquiryBusinesses } from './feedback/service';
export type { StoreOutcome, VisitedCard } from './feedback/visitor-form';
export { registerVisitorForm } from './feedback/visitor-form';
export { qrPixels } from './media/images';
export type { PdfCardProfile } from './media/pdf/render';
export { renderPdfCard } from './media/pdf/render';
export type { BrandProfile, FrameOverlay, FrameOverlayInput, GreetingLayout } from './media/render';
export { composeGreeting, OverlayCache, renderFrameOverlay, renderLowQualityPreview } from './media/render';
export type { VideoRenderFailure } from './media/video/index';
export {
  extractFrameJpeg,
  isVideoRenderError,
  probeAudio,
  probeVideo,
  renderGreetingVideo,
  renderTemplateVideo,
  sampleVideoValues,
} from './media/video/index';
