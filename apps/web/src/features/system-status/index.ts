// The super admin's status page (docs/operations.md#status-page).
export { SystemStatusPage } from './pages/system-status-page';
