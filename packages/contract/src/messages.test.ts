import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

// Every message the spec quotes, copied by hand from /work/shared/spec/product-spec.md so
// that a drift in either place shows up here (section in brackets).
const SPEC_QUOTES: [keyof typeof MESSAGES, string][] = [
  // 2 Global behaviour / 8 Error catalogue
  ['failedToAuthenticate', 'Failed to authenticate user'],
  ['switchingBusiness', 'Switching Business...'],
  ['errorDialogTitle', 'Error'],
  ['errorDialogOk', 'Ok'],
  // 2 Customer drawer
  ['loggedInAs', 'Logged in as'],
  ['oneCardPerBusinessTitle', 'One Card per Business'],
  [
    'oneCardPerBusinessText',
    'Each business can have only one digital card. If you want to create another digital card, you need to add a new business.',
  ],
  ['oneCardPerBusinessConfirm', 'Add new business'],
  // 5 Link field required messages
  ['linkTelRequired', 'A valid phone number is required.'],
  ['linkEmailRequired', 'A valid email is required.'],
  ['linkUrlRequired', 'A valid link is required.'],
  ['linkTextRequired', 'This field is required.'],
  // 5 Custom plan form / 2 Upgrade screen
  ['subscriptionNameRequired', 'Subscription name is Required'],
  ['validityRequired', 'Validity is Required'],
  ['priceRequired', 'Price is Required'],
  ['provideCustomPlanTitle', 'Provide custom plan'],
  ['connectWithAdminTitle', 'Connect with admin'],
  ['connectWithAdminText', 'Please connect with admin to purchase subscription plan.'],
  // 6 Admin confirmations
  ['confirmUpgradePlan', 'Are you sure you want to upgrade plan for this business?'],
  ['confirmPdfCardPayment', 'Are you sure you want to update payment for this single purchase pdf id card?'],
  // 4 Customer payment flow / 8
  ['doNotRefreshWhileUpdatingPayment', 'Please do not refresh this page while updating payment'],
  ['loadingPlans', 'Loading plans...'],
  ['paymentSuccessful', 'Your payment was successful!'],
];

describe('MESSAGES quoted by the spec', () => {
  it.each(SPEC_QUOTES)('%s is the spec text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("sdkFailedToLoad names the provider: '{provider} SDK failed to load. Are you online?'", () => {
    expect(MESSAGES.sdkFailedToLoad('Razorpay')).toBe('Razorpay SDK failed to load. Are you online?');
  });

  it("scriptNotLoaded names the provider: '{provider} script not loaded!'", () => {
    expect(MESSAGES.scriptNotLoaded('Razorpay')).toBe('Razorpay script not loaded!');
  });
});

describe('our own messages', () => {
  it('otpIncorrect says how many attempts are left, in the singular for one', () => {
    expect(MESSAGES.otpIncorrect(4)).toBe('That code is not correct. 4 attempts left.');
    expect(MESSAGES.otpIncorrect(1)).toBe('That code is not correct. 1 attempt left.');
  });

  it('otpResendTooSoon names the seconds to wait', () => {
    expect(MESSAGES.otpResendTooSoon(30)).toBe('Please wait 30 seconds before requesting a new code.');
  });

  it('password bounds name 8 and 128 characters', () => {
    expect(MESSAGES.passwordTooShort).toBe('The password must be at least 8 characters.');
    expect(MESSAGES.passwordTooLong).toBe('The password must be at most 128 characters.');
  });

  it('every message is non-empty text without stray whitespace', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      // The message builders take a provider name or a number; 1 renders for both.
      const text = typeof value === 'string' ? value : String(Reflect.apply(value, undefined, [1]));
      expect(text.trim(), key).toBe(text);
      expect(text.length, key).toBeGreaterThan(0);
    }
  });
});
