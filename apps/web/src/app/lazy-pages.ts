import { lazyPage } from '../lib/chunk-load';
import { withWords } from './with-words';

// The pages inside the route areas (customer, admin), each its own chunk or sharing one.

// The card editor and insights are heavy (forms, the card templates, the chart): their own chunks.
const loadCardEditor = withWords(() => import('../features/cards/editor/card-editor-page'), ['editor']);
const loadInsights = () => import('../features/cards/pages/insights-page');
export const CardEditorPage = lazyPage(loadCardEditor, (m) => m.CardEditorPage);
export const InsightsPage = lazyPage(loadInsights, (m) => m.InsightsPage);

// Plans & pricing management: the plan form is only for admins who open it.
const loadPlansManagement = () => import('../features/payments/pages/plans-management-page');
export const PlansManagementPage = lazyPage(loadPlansManagement, (m) => m.PlansManagementPage);

// Insights (admin area): the charts library is heavy and only the platform's admins open it.
const loadAdminInsights = () => import('../features/insights/pages/admin-insights-page');
export const AdminInsightsPage = lazyPage(loadAdminInsights, (m) => m.AdminInsightsPage);

// Greetings Management: the posts grid and the upload queue, only for those who manage greetings.
const loadGreetingsAdmin = () => import('../features/greetings-admin/pages/greetings-admin-page');
export const GreetingsAdminPage = lazyPage(loadGreetingsAdmin, (m) => m.GreetingsAdminPage);

// PDF ID cards: the templates, the editor and the customer's list share one chunk; PDF.js itself
// loads only when a preview is first drawn.
const loadPdfCardTemplates = withWords(
  () => import('../features/pdf-cards/pages/pdf-card-templates-page'),
  ['products'],
);
const loadPdfCardEditor = withWords(() => import('../features/pdf-cards/pages/pdf-card-editor-page'), ['products']);
const loadMyPdfCards = withWords(() => import('../features/pdf-cards/pages/my-pdf-cards-page'), ['products']);
export const PdfCardTemplatesPage = lazyPage(loadPdfCardTemplates, (m) => m.PdfCardTemplatesPage);
export const PdfCardEditorPage = lazyPage(loadPdfCardEditor, (m) => m.PdfCardEditorPage);
export const MyPdfCardsPage = lazyPage(loadMyPdfCards, (m) => m.MyPdfCardsPage);

// Videos: the customer's templates page (gallery, editor, the video being made) and their list
// share one chunk; the template managers' page (the slot editor) is its own.
const loadVideoTemplates = withWords(() => import('../features/videos/pages/video-templates-page'), ['products']);
const loadMyVideos = withWords(() => import('../features/videos/pages/my-videos-page'), ['products']);
const loadVideoTemplateManagement = () =>
  import('../features/video-templates-admin/pages/video-template-management-page');
export const VideoTemplatesPage = lazyPage(loadVideoTemplates, (m) => m.VideoTemplatesPage);
export const MyVideosPage = lazyPage(loadMyVideos, (m) => m.MyVideosPage);
export const VideoTemplateManagementPage = lazyPage(loadVideoTemplateManagement, (m) => m.VideoTemplateManagementPage);

// Category static pages and the link store: the platform's management pages (the rich
// text editor, the link dialogs) are their own chunks; the customer's page view shares the first.
const loadCategoryPagesAdmin = () =>
  import('../features/category-static-pages/pages/category-static-page-management-page');
const loadCategoryPageView = () => import('../features/category-static-pages/pages/category-page-view-page');
const loadLinkStore = () => import('../features/link-store/pages/link-store-page');
export const CategoryStaticPageManagementPage = lazyPage(
  loadCategoryPagesAdmin,
  (m) => m.CategoryStaticPageManagementPage,
);
export const CategoryPageViewPage = lazyPage(loadCategoryPageView, (m) => m.CategoryPageViewPage);
export const LinkStoreManagementPage = lazyPage(loadLinkStore, (m) => m.LinkStoreManagementPage);

// Feedback & leads: the lists, shared by the customer and admin areas.
const loadEnquiries = () => import('../features/enquiries/pages/enquiries-page');
export const EnquiriesPage = lazyPage(loadEnquiries, (m) => m.EnquiriesPage);

// Ui Customisation: the theme form, the banners and their editor, only for the platform's admins.
const loadUiCustomisation = () => import('../features/ui-customisation/pages/ui-customisation-page');
export const UiCustomisationPage = lazyPage(loadUiCustomisation, (m) => m.UiCustomisationPage);

// Greetings: its own chunk (the viewer, the pickers), loaded when the page is first opened.
const loadDailyImage = () => import('../features/greetings/pages/daily-image-page');
export const DailyImagePage = lazyPage(loadDailyImage, (m) => m.DailyImagePage);

// NFC and QR tags: the admins' page and a customer's claim, one small chunk.
const loadAdminTags = () => import('../features/tags/pages/admin-tags-page');
const loadSystemStatus = () => import('../features/system-status/pages/system-status-page');
const loadClaimTag = () => import('../features/tags/pages/claim-tag-page');
export const AdminTagsPage = lazyPage(loadAdminTags, (m) => m.AdminTagsPage);
export const SystemStatusPage = lazyPage(loadSystemStatus, (m) => m.SystemStatusPage);
export const ClaimTagPage = lazyPage(loadClaimTag, (m) => m.ClaimTagPage);
