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
export { consentOf, consentView, deleteEnquiry } from './feedback/enquiry-rows';
export { storeUnderLimits } from './feedback/limits';
export { enquiryBusinesses } from './feedback/service';
export type { StoreOutcome, VisitedCard } from './feedback/visitor-form';
export { registerVisitorForm } from './feedback/visitor-form';
export { queueNewDeliveries } from './lead-delivery/deliver';
export { recordEnquiryEvent } from './lead-delivery/events';
export { managedBusiness as leadDeliveryBusiness } from './lead-delivery/service';
export { planText } from './media/glyphs';
export { qrPixels } from './media/images';
export { coloursOfLogo } from './media/logo-colour';
export { fontPieces, registerPdfFonts } from './media/pdf/fonts';
export { drawLogo } from './media/pdf/images';
export { pdfBytes } from './media/pdf/page';
export { drawQr, qrModules } from './media/pdf/qr';
export type { PdfCardProfile } from './media/pdf/render';
export { renderPdfCard } from './media/pdf/render';
export type { Box as PdfBox, TextStyle as PdfTextStyle } from './media/pdf/text';
export { drawText as drawPdfText, layoutText as layoutPdfText } from './media/pdf/text';
export type { PostText, PostTextLayer } from './media/post-text';
export { composeArtWithText, renderPostText } from './media/post-text';
export type { BrandProfile, FrameOverlay, FrameOverlayInput, GreetingLayout } from './media/render';
export { composeGreeting, OverlayCache, renderFrameOverlay, renderLowQualityPreview } from './media/render';
export type { MusicFade, VideoRenderFailure } from './media/video/index';
export {
  extractFrameJpeg,
  isVideoRenderError,
  measureLoudness,
  probeAudio,
  probeVideo,
  processMusic,
  renderGreetingVideo,
  renderTemplateVideo,
  sampleVideoValues,
} from './media/video/index';
