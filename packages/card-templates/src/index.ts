// @cardora/card-templates: the digital business card as React components (editor preview)
// and as whole HTML documents (the server's public page and status pages).
export { CardPage, type CardPageProps } from './card-page';
export {
  type CardDocumentOptions,
  cardDescription,
  cardJsonLd,
  cardTitle,
  renderCardPageHtml,
  renderStatusPageHtml,
  type StatusPageKind,
} from './document';
export { richCardView } from './fixtures';
export {
  digitsOf,
  displayPhone,
  escapeHtml,
  formatRichText,
  formatRupees,
  groupIndian,
  IMAGE_WIDTHS,
  type ImageWidth,
  isAllowedHref,
  jsonForScript,
  luminance,
  mixHex,
  plainText,
  safeHttpUrl,
  sizedImage,
} from './format';
export { CARD_SCRIPT } from './script';
export type { VisitorFormState } from './sections/enquiries';
export { CARD_CSS } from './styles';
export type { CardMode } from './ui';
export {
  renderVisitorFormPageHtml,
  renderVisitorNoticePageHtml,
  type VisitorNoticeKind,
} from './visitor-pages';
