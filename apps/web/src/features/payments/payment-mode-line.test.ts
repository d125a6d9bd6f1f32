// docs/product-rules.md#manual-payment-mode: how the history says the money came, in English and Hindi.
import { describe, expect, test } from 'vitest';
import { testT } from '#i18n/test-i18n';
import { paymentModeLine } from './payment-history';

const english = { t: testT('en', 'plans') };
const hindi = { t: testT('hi', 'plans') };

describe('payment mode line', () => {
  test('a manual payment names its mode and reference; an old one says the mode was not recorded', () => {
    expect(paymentModeLine({ provider: 'manual', paymentMode: 'upi', paymentReference: '4021 8876' }, english)).toBe(
      'Paid by UPI · Ref. 4021 8876',
    );
    expect(paymentModeLine({ provider: 'manual', paymentMode: 'cash', paymentReference: null }, english)).toBe(
      'Paid by cash',
    );
    expect(paymentModeLine({ provider: 'manual', paymentMode: 'bank-transfer', paymentReference: null }, english)).toBe(
      'Paid by bank transfer',
    );
    expect(paymentModeLine({ provider: 'manual', paymentMode: null, paymentReference: null }, english)).toBe(
      'Payment mode not recorded',
    );
  });

  test('a gateway payment is online, through its gateway', () => {
    expect(paymentModeLine({ provider: 'razorpay', paymentMode: null, paymentReference: null }, english)).toBe(
      'Online (Razorpay)',
    );
    expect(paymentModeLine({ provider: 'sandbox', paymentMode: null, paymentReference: null }, english)).toBe(
      'Online (Sandbox)',
    );
  });

  test('in Hindi', () => {
    expect(paymentModeLine({ provider: 'manual', paymentMode: 'cheque', paymentReference: '004512' }, hindi)).toBe(
      'चेक से भुगतान · रेफ़. 004512',
    );
    expect(paymentModeLine({ provider: 'razorpay', paymentMode: null, paymentReference: null }, hindi)).toBe(
      'ऑनलाइन (Razorpay)',
    );
  });
});
