// The staff's panel stays in English (docs/product-rules.md#hindi-mode): the
// admin and payment areas read their words through this copy of the i18next instance, fixed to
// English. It shares the loaded words with the main instance, but a customer's language choice on
// this device (cardora.language) never reaches it, so shared components read English to staff.
import { i18next } from './i18n';

export const englishOnly = i18next.cloneInstance({ lng: 'en' });
