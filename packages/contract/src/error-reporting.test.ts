// The scrubbing both error reporters run before anything leaves (docs/operations.md#error-reporting).
import { describe, expect, it } from 'vitest';
import { isSecretKey, scrubEvent, scrubText, scrubValue } from './error-reporting';

describe('scrubbing', () => {
  it('takes phone numbers, e-mail addresses and named codes out of any text', () => {
    expect(scrubText('OTP 482913 was refused for +91 98765 43210 (priya@example.com)')).toBe(
      'OTP [Filtered] was refused for [phone] ([email])',
    );
    expect(scrubText('/api/v1/x?phone=%2B919876543210&email=priya%40example.com')).toBe(
      '/api/v1/x?phone=[phone]&email=[email]',
    );
    expect(scrubText('password: hunter2 and passwords in general')).toBe(
      'password: [Filtered] and passwords in general',
    );
    // Ids, amounts and short numbers stay.
    expect(scrubText('card 1234 paid ₹499 on 2026-12-06')).toBe('card 1234 paid ₹499 on 2026-12-06');
  });

  it('knows a credential by its key, and a status code or a sample rate from one', () => {
    for (const key of [
      'otp',
      'password',
      'passwordHash',
      'sessionToken',
      'x-csrf-token',
      'cardora_sid',
      'code',
      'otp_code',
      'authorization',
      'apiKey',
      'razorpay_signature',
      'session',
      'cookies',
    ])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of [
      'status_code',
      'http.response.status_code',
      'countryCode',
      'sessionSampleRate',
      'phoneNumber',
      'name',
      'url',
      'pincode',
    ])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('filters secret keys wherever they are, and scrubs the other strings', () => {
    expect(
      scrubValue({
        otp: '482913',
        nested: { password: 'x', sessionToken: 'y', name: 'Call 9876543210' },
        list: ['priya@example.com'],
      }),
    ).toEqual({
      otp: '[Filtered]',
      nested: { password: '[Filtered]', sessionToken: '[Filtered]', name: 'Call [phone]' },
      list: ['[email]'],
    });
  });

  it('leaves the request with harmless headers only, the user as an id, and trace ids alone', () => {
    const traceId = '12345678901234567890123456789012';
    const event = scrubEvent({
      message: 'failed for 9876543210',
      request: {
        url: 'https://demo.cardora.app/api/v1/login?phoneNumber=9876543210',
        cookies: { cardora_session: 'S' },
        headers: { cookie: 'cardora_session=S', 'x-csrf-token': 'C', authorization: 'Bearer T', 'user-agent': 'Phone' },
        data: { phoneNumber: '+919876543210', password: 'p' },
      },
      user: { id: 'u1', email: 'priya@example.com', ip_address: '1.2.3.4' },
      contexts: { trace: { trace_id: traceId, span_id: '1234567890123456' } },
      breadcrumbs: [{ message: 'sent OTP to +919876543210', data: { otp: '482913' } }],
    });
    expect(event.message).toBe('failed for [phone]');
    expect(event.request?.cookies).toBeUndefined();
    expect(event.request?.headers).toEqual({ 'user-agent': 'Phone' });
    expect(event.request?.url).toBe('https://demo.cardora.app/api/v1/login?phoneNumber=[phone]');
    expect(event.request?.data).toEqual({ phoneNumber: '[phone]', password: '[Filtered]' });
    expect(event.user).toEqual({ id: 'u1' });
    expect(event.contexts?.trace?.trace_id).toBe(traceId);
    expect(event.breadcrumbs?.[0]).toEqual({ message: 'sent OTP to [phone]', data: { otp: '[Filtered]' } });
  });
});
