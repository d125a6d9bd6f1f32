import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('requires OTP_PEPPER in production, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OTP_PEPPER must be set when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', OTP_PEPPER: 'long-secret' }).isProduction).toBe(true);
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
