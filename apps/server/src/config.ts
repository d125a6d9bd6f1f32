// Environment parsing. Every variable of the shared decisions, with its default; one
// typed Config object the rest of the server receives (never process.env directly).
import { createHash, createHmac } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_INACTIVITY_MS } from '@cardora/contract';
import { z } from 'zod';

/** The repository root: src/ and dist/ both sit two levels below it (apps/server/<dir>). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const DEV_OTP_PEPPER = 'cardora-dev-otp-pepper-not-for-production';
/** Outside production only: the fixed key that encrypts stored gateway secrets. */
const DEV_PAYMENT_SECRET_KEY = createHash('sha256')
  .update('cardora-dev-payment-secret-key-not-for-production')
  .digest();
export const DEV_SANDBOX_GATEWAY_SECRET = 'cardora-dev-sandbox-gateway-secret';
/** Outside production only: signs the PDF cards' verification tokens (their QR codes). */
const DEV_PDF_CARD_VERIFY_SECRET = 'cardora-dev-pdf-card-verify-secret-not-for-production';

/** 32 bytes, written as 64 hex digits or as base64 / base64url. */
export function parseSecretKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  const bytes = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** Empty strings count as unset, so `DATABASE_URL=` in a shell or script means "use PGlite". */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const normalised = value.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
      if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
      ctx.addIssue({ code: 'custom', message: `expected true or false, got "${value}"` });
      return z.NEVER;
    });

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? fallback : Number(value)))
    .pipe(z.number({ error: 'expected a number' }).int().positive());

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: positiveInt(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalString,
    DATA_DIR: z.string().default('./data'),
    SESSION_INACTIVITY_MS: positiveInt(SESSION_INACTIVITY_MS),
    BASE_DOMAIN: z.string().default('localhost'),
    DEFAULT_AGENCY_SLUG: z.string().default('demo'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Ours: one line per request; `sampled` logs the hot public routes only when they fail, are slow, or 1 in 100. */
    ACCESS_LOG: z.enum(['all', 'sampled', 'off']).default('sampled'),
    SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
    MSG91_AUTH_KEY: optionalString,
    MSG91_TEMPLATE_ID: optionalString,
    EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
    /** Ours: production with the console SMS or e-mail adapter (no message leaves the server). */
    ALLOW_CONSOLE_MESSAGING: optionalString,
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Cardora <no-reply@cardora.localhost>'),
    REDIS_URL: optionalString,
    /** Ours: the prefix of the rate-limit keys in Redis (deployments sharing one Redis differ). */
    RATE_LIMIT_NAMESPACE: z
      .string()
      .regex(/^[\w:.-]{1,64}$/)
      .default('cardora-rl-'),
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    /** Ours (not in the shared list): the looser per-IP limit on every other API route. */
    GLOBAL_RATE_LIMIT_PER_MINUTE: positiveInt(1000),
    /** Ours: trust X-Forwarded-For from a load balancer so per-IP limits see the client. */
    TRUST_PROXY: booleanFlag(false),
    OTP_PEPPER: optionalString,
    ANALYTICS_HOST: optionalString,
    SEED_DEMO: booleanFlag(true),
    WEB_DIST_DIR: optionalString,
    /**
     * Ours: how a card's public address starts, with {host} (the agency's custom domain or
     * <slug>.<BASE_DOMAIN>) and {slug}. Unset: https://{host} in production, else
     * http://{host}:<PORT>.
     */
    PUBLIC_BASE_URL_TEMPLATE: optionalString,
    /** Ours: where uploads live: `local` ($DATA_DIR/uploads) or `s3` (any S3-compatible store). */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PREFIX: z.string().default(''),
    S3_FORCE_PATH_STYLE: booleanFlag(true),
    /** Ours: AES-256-GCM key for the agencies' stored gateway secrets; required in production. */
    PAYMENT_SECRET_KEY: optionalString,
    /** Ours: the Razorpay API (tests point it at a fake server). */
    RAZORPAY_API_URL: z.url({ error: 'expected an http(s) URL' }).default('https://api.razorpay.com'),
    /** Ours: the sandbox gateway's key secret (its signatures); unset: a dev constant, or derived in production. */
    SANDBOX_GATEWAY_SECRET: optionalString,
    /** Ours: signs PDF cards' verification tokens; unset: a dev constant, or derived from PAYMENT_SECRET_KEY in production. */
    PDF_CARD_VERIFY_SECRET: optionalString,
    /** Ours: whether agencies without Razorpay keys use the sandbox (default: outside production only). */
    SANDBOX_GATEWAY_ENABLED: optionalString,
    /**
     * Ours: whether lead webhooks may go to loopback, private and link-local addresses. Default:
     * refused in production, allowed elsewhere (tests and a local receiver).
     */
    WEBHOOK_PRIVATE_ADDRESSES: z.enum(['allow', 'refuse']).optional(),
    /** Error reporting (Sentry's protocol: Sentry, GlitchTip); unset, nothing is reported. */
    SENTRY_DSN: optionalString.pipe(z.url({ error: 'expected a DSN URL (https://<key>@<host>/<project>)' }).optional()),
    /** Which environment the reports say they come from; unset, NODE_ENV. */
    SENTRY_ENVIRONMENT: optionalString,
    /** Ours: where the nightly backup writes its archives (docs/operations.md#backups); unset, none. */
    BACKUP_DIR: optionalString,
    /** Ours: how many nightly archives are kept. */
    BACKUP_KEEP: positiveInt(7),
    /** Ours: the bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics is off (404). */
    METRICS_TOKEN: optionalString,
    /** Ours: how long after a sandbox payment its payment.captured webhook is delivered. */
    SANDBOX_WEBHOOK_DELAY_MS: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value.trim() === '' ? 1_000 : Number(value)))
      .pipe(z.number({ error: 'expected a number' }).int().min(0)),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.OTP_PEPPER) {
      ctx.addIssue({
        code: 'custom',
        path: ['OTP_PEPPER'],
        message: 'OTP_PEPPER must be set when NODE_ENV=production (a long random secret used to hash OTP codes)',
      });
    }
    if (env.PAYMENT_SECRET_KEY && !parseSecretKey(env.PAYMENT_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SECRET_KEY'],
        message: 'PAYMENT_SECRET_KEY must be 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)',
      });
    } else if (env.NODE_ENV === 'production' && !env.PAYMENT_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SECRET_KEY'],
        message:
          'PAYMENT_SECRET_KEY must be set when NODE_ENV=production (32 random bytes, e.g. `openssl rand -hex 32`; it encrypts the agencies’ gateway secrets)',
      });
    }
    if (
      env.SANDBOX_GATEWAY_ENABLED !== undefined &&
      !/^(1|0|true|false|yes|no|on|off)$/i.test(env.SANDBOX_GATEWAY_ENABLED)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_GATEWAY_ENABLED'],
        message: `expected true or false, got "${env.SANDBOX_GATEWAY_ENABLED}"`,
      });
    }
    if (env.SMS_PROVIDER === 'msg91' && (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
      });
    }
    if (
      env.STORAGE_DRIVER === 's3' &&
      (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_DRIVER'],
        message: 'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
    const consoleAdapters = [
      env.SMS_PROVIDER === 'console' ? 'SMS_PROVIDER=console' : null,
      env.EMAIL_PROVIDER === 'console' ? 'EMAIL_PROVIDER=console' : null,
    ].filter((adapter) => adapter !== null);
    if (
      env.NODE_ENV === 'production' &&
      consoleAdapters.length > 0 &&
      !/^(1|true|yes|on)$/i.test(env.ALLOW_CONSOLE_MESSAGING ?? '')
    ) {
      // A production server with the console adapters sends no OTP to anyone.
      ctx.addIssue({
        code: 'custom',
        path: [consoleAdapters[0]?.startsWith('SMS') ? 'SMS_PROVIDER' : 'EMAIL_PROVIDER'],
        message: `${consoleAdapters.join(' and ')} in production sends no code to anyone: set SMS_PROVIDER=msg91 (with MSG91_AUTH_KEY, MSG91_TEMPLATE_ID) and EMAIL_PROVIDER=smtp (with SMTP_URL), or ALLOW_CONSOLE_MESSAGING=true for a trial server`,
      });
    }
    if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < 16) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'METRICS_TOKEN must be at least 16 characters (e.g. `openssl rand -hex 24`)',
      });
    }
    if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['EMAIL_PROVIDER'], message: 'EMAIL_PROVIDER=smtp needs SMTP_URL' });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionInactivityMs: number;
  baseDomain: string;
  defaultAgencySlug: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  accessLog: 'all' | 'sampled' | 'off';
  sms: { provider: 'console' } | { provider: 'msg91'; authKey: string; templateId: string };
  email: { provider: 'console'; from: string } | { provider: 'smtp'; url: string; from: string };
  redisUrl: string | undefined;
  rateLimitNamespace: string;
  authRateLimitPerMinute: number;
  globalRateLimitPerMinute: number;
  trustProxy: boolean;
  otpPepper: string;
  analyticsHost: string | null;
  seedDemo: boolean;
  webDistDir: string;
  publicBaseUrlTemplate: string;
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        prefix: string;
        forcePathStyle: boolean;
      };
  payments: {
    /** 32 bytes: encrypts the agencies' gateway secrets at rest. */
    secretKey: Buffer;
    razorpayApiUrl: string;
    sandbox: {
      /** false: an agency without Razorpay keys cannot take online payments. */
      enabled: boolean;
      /** The sandbox's key secret: it signs `order_id|payment_id` as Razorpay does. */
      secret: string;
      /** Delay before the sandbox delivers payment.captured to our own webhook service. */
      webhookDelayMs: number;
    };
  };
  pdfCards: {
    /** HMAC-SHA256 key of the verification tokens printed as QR codes on PDF cards. */
    verifySecret: string;
  };
  /** Error reporting (docs/operations.md#error-reporting); null: off. */
  errorReporting: { dsn: string; environment: string } | null;
  /** The nightly backup: where, and how many archives are kept; null: no nightly backup. */
  backup: { dir: string; keep: number } | null;
  /** The bearer token of GET /metrics; null: the metrics are off. */
  metricsToken: string | null;
  webhooks: {
    /** Lead webhooks refuse loopback, private and link-local destinations (docs/product-rules.md#lead-webhooks). */
    refusePrivateAddresses: boolean;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function absolute(path: string, base: string): string {
  return isAbsolute(path) ? path : resolve(base, path);
}

/** Parse the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const sms: Config['sms'] =
    e.SMS_PROVIDER === 'msg91' && e.MSG91_AUTH_KEY && e.MSG91_TEMPLATE_ID
      ? { provider: 'msg91', authKey: e.MSG91_AUTH_KEY, templateId: e.MSG91_TEMPLATE_ID }
      : { provider: 'console' };
  const email: Config['email'] =
    e.EMAIL_PROVIDER === 'smtp' && e.SMTP_URL
      ? { provider: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
      : { provider: 'console', from: e.MAIL_FROM };
  const storage: Config['storage'] =
    e.STORAGE_DRIVER === 's3' && e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          driver: 's3',
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { driver: 'local' };
  const isProduction = e.NODE_ENV === 'production';
  // The superRefine above guarantees a valid key in production.
  const secretKey = (e.PAYMENT_SECRET_KEY && parseSecretKey(e.PAYMENT_SECRET_KEY)) || DEV_PAYMENT_SECRET_KEY;
  const sandboxEnabled =
    e.SANDBOX_GATEWAY_ENABLED === undefined ? !isProduction : /^(1|true|yes|on)$/i.test(e.SANDBOX_GATEWAY_ENABLED);
  // In production an unset sandbox secret is derived from the payment key, so it is never the public dev value.
  const sandboxSecret =
    e.SANDBOX_GATEWAY_SECRET ??
    (isProduction
      ? createHmac('sha256', secretKey).update('sandbox-gateway-secret').digest('hex')
      : DEV_SANDBOX_GATEWAY_SECRET);
  // Printed cards carry tokens signed with it for years: set it explicitly in production, so
  // rotating PAYMENT_SECRET_KEY does not void them. Unset there, it is derived from that key
  // (required in production), so it is never the public dev value.
  const pdfCardVerifySecret =
    e.PDF_CARD_VERIFY_SECRET ??
    (isProduction
      ? createHmac('sha256', secretKey).update('pdf-card-verify-secret').digest('hex')
      : DEV_PDF_CARD_VERIFY_SECRET);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: absolute(e.DATA_DIR, process.cwd()),
    sessionInactivityMs: e.SESSION_INACTIVITY_MS,
    baseDomain: e.BASE_DOMAIN.toLowerCase(),
    defaultAgencySlug: e.DEFAULT_AGENCY_SLUG,
    logLevel: e.LOG_LEVEL,
    accessLog: e.ACCESS_LOG,
    sms,
    email,
    redisUrl: e.REDIS_URL,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    globalRateLimitPerMinute: e.GLOBAL_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    otpPepper: e.OTP_PEPPER ?? DEV_OTP_PEPPER,
    analyticsHost: e.ANALYTICS_HOST ?? null,
    seedDemo: e.SEED_DEMO,
    // An explicit WEB_DIST_DIR is relative to the working directory; the default to the repo.
    webDistDir: e.WEB_DIST_DIR ? absolute(e.WEB_DIST_DIR, process.cwd()) : resolve(REPO_ROOT, 'apps/web/dist'),
    publicBaseUrlTemplate:
      e.PUBLIC_BASE_URL_TEMPLATE ?? (e.NODE_ENV === 'production' ? 'https://{host}' : `http://{host}:${e.PORT}`),
    storage,
    payments: {
      secretKey,
      razorpayApiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
      sandbox: { enabled: sandboxEnabled, secret: sandboxSecret, webhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS },
    },
    pdfCards: { verifySecret: pdfCardVerifySecret },
    errorReporting: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV } : null,
    backup: e.BACKUP_DIR ? { dir: absolute(e.BACKUP_DIR, process.cwd()), keep: e.BACKUP_KEEP } : null,
    metricsToken: e.METRICS_TOKEN ?? null,
    webhooks: {
      refusePrivateAddresses: (e.WEBHOOK_PRIVATE_ADDRESSES ?? (isProduction ? 'refuse' : 'allow')) === 'refuse',
    },
  };
}
