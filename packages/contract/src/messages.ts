// Every user-facing message the spec quotes, plus our own, defined once and used by
// server errors, form validation and tests alike.

export const MESSAGES = {
  // Global dialogs
  failedToAuthenticate: 'Failed to authenticate user',
  switchingBusiness: 'Switching Business...',
  errorDialogTitle: 'Error',
  errorDialogOk: 'Ok',
  loggedInAs: 'Logged in as',

  // One Card per Business
  oneCardPerBusinessTitle: 'One Card per Business',
  oneCardPerBusinessText:
    'Each business can have only one digital card. If you want to create another digital card, you need to add a new business.',
  oneCardPerBusinessConfirm: 'Add new business',

  // Link fields
  linkTelRequired: 'A valid phone number is required.',
  linkEmailRequired: 'A valid email is required.',
  linkUrlRequired: 'A valid link is required.',
  linkTextRequired: 'This field is required.',

  // Custom plan form
  subscriptionNameRequired: 'Subscription name is Required',
  validityRequired: 'Validity is Required',
  priceRequired: 'Price is Required',
  provideCustomPlanTitle: 'Provide custom plan',
  connectWithAdminTitle: 'Connect with admin',
  connectWithAdminText: 'Please connect with admin to purchase subscription plan.',

  // Admin confirmations
  confirmUpgradePlan: 'Are you sure you want to upgrade plan for this business?',
  confirmPdfCardPayment: 'Are you sure you want to update payment for this single purchase pdf id card?',

  // Payments
  doNotRefreshWhileUpdatingPayment: 'Please do not refresh this page while updating payment',
  loadingPlans: 'Loading plans...',
  paymentSuccessful: 'Your payment was successful!',
  sdkFailedToLoad: (provider: string) => `${provider} SDK failed to load. Are you online?`,
  scriptNotLoaded: (provider: string) => `${provider} script not loaded!`,

  // Authentication (ours)
  phoneInvalid: 'Enter a valid mobile number with its country code.',
  indianPhoneInvalid: 'Enter a valid 10-digit Indian mobile number.',
  emailInvalid: 'Enter a valid e-mail address.',
  otpFormat: 'The code is 6 digits.',
  otpIncorrect: (attemptsLeft: number) =>
    `That code is not correct. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  otpExpired: 'This code has expired. Request a new code.',
  otpTooManyAttempts: 'Too many wrong codes. Request a new code.',
  otpFlowMissing: 'Your verification has expired. Please start again.',
  otpNotVerified: 'Verify the code we sent you first.',
  otpResendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  otpHourlyLimit: 'Too many codes requested for this number. Try again in an hour.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordTooLong: 'The password must be at most 128 characters.',
  passwordRequired: 'Enter your password.',
  invalidCredentials: 'The phone number or password is not correct.',
  invalidEmailCredentials: 'The e-mail or password is not correct.',
  accountLocked:
    'Too many wrong passwords for this account. Tap "Forgot password" to get a code by OTP and set a new password.',
  temporaryPasswordExpired:
    'This temporary password has expired. Ask your admin for a new one, or tap "Forgot password" to get a code.',
  passwordChangeRequired: 'Choose a new password before you continue.',
  chooseAnotherPassword: 'Choose a password different from the one you were sent.',
  noAccountForReset: 'No account is registered with these details. Sign up instead.',
  accountAlreadyExists: 'An account with these details already exists. Sign in instead.',
  noFranchiseeAccount: 'No franchisee account is registered with this phone number. Ask your agency to add you.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  csrfRejected: 'This request could not be verified. Reload the page and try again.',
  notSignedIn: 'You are not signed in, or your session has ended.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  unknownAgency: 'This address does not belong to any agency.',
  internalError: 'Something went wrong on our side. Please try again.',
  temporarilyUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  notAvailableYet: 'This part of the panel is not available yet.',
  // A page of the panel that does not exist: the heading already says "Page not found".
  pageMissing: 'There is nothing at this address. The link may be mistyped or out of date.',

  // Businesses, cards and uploads (ours)
  categoryUnknown: 'Choose a business category from the list.',
  chooseCustomer: 'Choose the customer this business is for.',
  uploadTooLarge: 'This file is too big. Upload an image of at most 8 MB.',
  uploadNotImage: 'Upload a JPEG, PNG or WebP image.',
  uploadMissingFile: 'Choose a file to upload.',
  uploadHierarchyUnsupported: 'Uploads are kept with a business (hierarchy1=business).',

  // Web (ours)
  networkError: 'Could not reach the server. Check your connection and try again.',
  chunkLoadFailed: 'This page could not be loaded. The app may have been updated, or the connection dropped.',
  plansComingSoon: 'Online plans are not available yet. Please contact your agency to upgrade.',
} as const;
