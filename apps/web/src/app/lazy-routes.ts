import { lazyPage } from '../lib/chunk-load';
import { withWords } from './with-words';

// The panel's top-level route areas, each its own chunk, so the login page does not ship the
// panels. The pages inside an area load from ./lazy-pages, which imports no area: an area that
// imported this file while this file imported the area would be an import cycle.
export const loadAuthPages = withWords(() => import('../features/auth/auth-pages'), ['auth', 'glossary']);
const loadCustomerArea = withWords(() => import('./panels/customer-area'), ['common', 'glossary', 'customer']);
const loadAdminArea = () => import('./panels/admin-area');
const loadPaymentsArea = withWords(() => import('./panels/payments-area'), ['plans']);
const loadThankYou = () => import('../features/thank-you/thank-you-page');
const loadDocumentCheck = withWords(() => import('../features/tax-documents/pages/document-check-page'), ['documents']);

export const LoginPage = lazyPage(loadAuthPages, (m) => m.LoginPage);
export const FranchiseeLoginPage = lazyPage(loadAuthPages, (m) => m.FranchiseeLoginPage);
export const OtpPage = lazyPage(loadAuthPages, (m) => m.OtpPage);
export const CreatePasswordPage = lazyPage(loadAuthPages, (m) => m.CreatePasswordPage);
export const CustomerArea = lazyPage(loadCustomerArea, (m) => m.CustomerArea);
export const AdminArea = lazyPage(loadAdminArea, (m) => m.AdminArea);
export const PaymentsArea = lazyPage(loadPaymentsArea, (m) => m.PaymentsArea);
export const ThankYouPage = lazyPage(loadThankYou, (m) => m.ThankYouPage);
export const DocumentCheckPage = lazyPage(loadDocumentCheck, (m) => m.DocumentCheckPage);
