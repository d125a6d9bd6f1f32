import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** Production settings in these tests are a trial server: the console adapters allowed. */
const TRIAL = { ALLOW_CONSOLE_MESSAGING: 'true' };

describe('loadConfig', () => {
  it('has the shared defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      sessionInactivityMs: 1_800_000,
      baseDomain: 'localhost',
      defaultAgencySlug: 'demo',
      logLevel: 'info',
      sms: { provider: 'console' },
      email: { provider: 'console' },
      redisUrl: undefined,
      authRateLimitPerMinute: 30,
      analyticsHost: null,
      seedDemo: true,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.webDistDir.endsWith('apps/web/dist')).toBe(true);
    expect(config.otpPepper.length).toBeGreaterThan(10);
  });

  it('treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }).databaseUrl).toBe('postgres://x@y/z');
  });

  it('refuses production with the console SMS or e-mail adapter unless told it is a trial', () => {
    const secrets = { NODE_ENV: 'production', OTP_PEPPER: 'p', PAYMENT_SECRET_KEY: 'ab'.repeat(32) };
    expect(() => loadConfig(secrets)).toThrow(/SMS_PROVIDER=console and EMAIL_PROVIDER=console in production/);
    const sms = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' };
    expect(() => loadConfig({ ...secrets, ...sms })).toThrow(/ EMAIL_PROVIDER=console in production/);
    const real = loadConfig({ ...secrets, ...sms, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mail.example.com' });
    expect([real.sms.provider, real.email.provider]).toEqual(['msg91', 'smtp']);
    expect(loadConfig({ ...secrets, ALLOW_CONSOLE_MESSAGING: 'true' }).sms.provider).toBe('console');
    expect(() => loadConfig({ ...secrets, ALLOW_CONSOLE_MESSAGING: 'no' })).toThrow(/ALLOW_CONSOLE_MESSAGING=true/);
    // Development keeps the console adapters without asking.
    expect(loadConfig({}).sms.provider).toBe('console');
  });

  it('requires OTP_PEPPER in production, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OTP_PEPPER must be set when NODE_ENV=production/);
    expect(
      loadConfig({ ...TRIAL, NODE_ENV: 'production', OTP_PEPPER: 'long-secret', PAYMENT_SECRET_KEY: 'ab'.repeat(32) })
        .isProduction,
    ).toBe(true);
  });

  it('requires a 32-byte PAYMENT_SECRET_KEY in production, and checks one given anywhere', () => {
    const production = { ...TRIAL, NODE_ENV: 'production', OTP_PEPPER: 'long-secret' };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_SECRET_KEY must be set when NODE_ENV=production/);
    expect(() => loadConfig({ PAYMENT_SECRET_KEY: 'too-short' })).toThrow(/PAYMENT_SECRET_KEY must be 32 bytes/);
    const hex = loadConfig({ PAYMENT_SECRET_KEY: '0f'.repeat(32) }).payments.secretKey;
    expect(hex).toEqual(Buffer.alloc(32, 0x0f));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ PAYMENT_SECRET_KEY: base64 }).payments.secretKey).toEqual(Buffer.alloc(32, 7));
    // Outside production a fixed development key.
    expect(loadConfig({}).payments.secretKey).toHaveLength(32);
    expect(loadConfig({}).payments.secretKey).toEqual(loadConfig({}).payments.secretKey);
  });

  it('has the payment gateway defaults: sandbox on outside production only, Razorpay API URL, webhook delay', () => {
    const dev = loadConfig({});
    expect(dev.payments).toMatchObject({
      razorpayApiUrl: 'https://api.razorpay.com',
      sandbox: { enabled: true, webhookDelayMs: 1_000, secret: 'cardora-dev-sandbox-gateway-secret' },
    });
    const prod = loadConfig({ ...TRIAL, NODE_ENV: 'production', OTP_PEPPER: 'p', PAYMENT_SECRET_KEY: 'ab'.repeat(32) });
    expect(prod.payments.sandbox.enabled).toBe(false);
    // Never the public development secret in production.
    expect(prod.payments.sandbox.secret).not.toBe(dev.payments.sandbox.secret);
    expect(loadConfig({ SANDBOX_GATEWAY_ENABLED: 'false' }).payments.sandbox.enabled).toBe(false);
    expect(() => loadConfig({ SANDBOX_GATEWAY_ENABLED: 'sometimes' })).toThrow(/SANDBOX_GATEWAY_ENABLED/);
    expect(loadConfig({ RAZORPAY_API_URL: 'http://127.0.0.1:9999/' }).payments.razorpayApiUrl).toBe(
      'http://127.0.0.1:9999',
    );
    expect(() => loadConfig({ RAZORPAY_API_URL: 'not a url' })).toThrow(/RAZORPAY_API_URL/);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_DELAY_MS: '-1' })).toThrow(/SANDBOX_WEBHOOK_DELAY_MS/);
  });

  it('rejects bad numbers and flags, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/AUTH_RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('needs the provider settings for msg91 and smtp', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' }).sms).toEqual({
      provider: 'msg91',
      authKey: 'k',
      templateId: 't',
    });
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
  });
});
