// The identity area's front door: everything another area may use from it. Other areas import
// '#identity' only, never a file inside it (biome.json enforces this). It
// exports what other areas use today; add to it when another area needs more.
export {
  notifyBillMoveOut,
  notifyFestivalReminder,
  notifyImageRequest,
  notifyNewCustomer,
  notifyPaymentRecorded,
} from './admin-notifications/service';
export { findAgencyById } from './agencies/repo';
export { newTemporaryPassword, temporaryPasswordRule } from './auth/password-columns';
export { likePattern } from './franchisees/repo';
export { findUserById, findUserByIdentity } from './users/repo';
export { toUserSummary } from './users/service';
