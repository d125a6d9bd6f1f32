// The sign-in screens, loaded as one chunk.
export { CreatePasswordPage } from './pages/create-password-page';
export { FranchiseeLoginPage } from './pages/franchisee-login-page';
export { LoginPage } from './pages/login-page';
export { OtpPage } from './pages/otp-page';
