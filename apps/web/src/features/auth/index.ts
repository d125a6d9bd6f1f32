// The auth feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export { UsernameHint } from './components/auth-form';
export { FormAlert } from './components/form-alert';
export { OtpInput } from './components/otp-input';
export { PasswordField } from './components/password-field';
export { useFranchiseeLogin } from './hooks/use-franchisee-login';
export { useLogin } from './hooks/use-login';
export { formatCountdown, useSecondsUntil } from './hooks/use-seconds-until';
export { applyServerError, fieldsNamedAlike, useServerSubmit } from './server-errors';
