// Which gateway an agency takes payments through: Razorpay when its keys are stored, else the
// sandbox (when enabled). The keys are stored encrypted and decrypted only here.
import type { PaymentProvider } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '#config';
import type { DbOrTx } from '#db/client';
import { type AgencyPaymentSettings, type AgencyRow, agencies } from '#db/schema';
import { AppError } from '#lib/errors';
import { decryptSecret, encryptSecret } from '#lib/secret-box';
import { agenciesChanged } from '#plugins/tenancy';
import type { PaymentGateway } from './gateway';
import { RazorpayGateway } from './razorpay-gateway';
import { SandboxGateway } from './sandbox-gateway';

type SecretField = 'keySecret' | 'webhookSecret';

/** Binds a ciphertext to its agency and field. */
function associatedData(agencyId: string, field: SecretField): string {
  return `cardora:agency:${agencyId}:${field}`;
}

export function paymentsNotSetUp(): AppError {
  return new AppError('VALIDATION_FAILED', 'Online payments are not set up for this agency yet.', 400);
}

/** The provider new orders of this agency go to. */
export function agencyProvider(agency: Pick<AgencyRow, 'paymentSettings'>): PaymentProvider {
  const settings = agency.paymentSettings;
  return settings?.provider === 'razorpay' && settings.keyId && settings.keySecretEncrypted ? 'razorpay' : 'sandbox';
}

/**
 * The agency's gateway for `provider` (default: the one new orders use). An order made through
 * one provider is always checked with that provider, even if the agency has switched since.
 */
export function gatewayFor(
  config: Pick<Config, 'payments'>,
  db: DbOrTx,
  agency: Pick<AgencyRow, 'id' | 'slug' | 'paymentSettings'>,
  provider: PaymentProvider = agencyProvider(agency),
): PaymentGateway {
  if (provider === 'sandbox') {
    if (!config.payments.sandbox.enabled) throw paymentsNotSetUp();
    return new SandboxGateway(db, agency, config.payments.sandbox.secret);
  }
  const settings = agency.paymentSettings;
  if (!settings?.keyId || !settings.keySecretEncrypted) throw paymentsNotSetUp();
  const key = config.payments.secretKey;
  const keySecret = decryptSecret(key, settings.keySecretEncrypted, associatedData(agency.id, 'keySecret'));
  const webhookSecret = settings.webhookSecretEncrypted
    ? decryptSecret(key, settings.webhookSecretEncrypted, associatedData(agency.id, 'webhookSecret'))
    : null;
  // Stored with another PAYMENT_SECRET_KEY: an operator's problem, reported without the secret.
  if (keySecret === null) {
    throw new AppError('INTERNAL', 'The payment settings of this agency cannot be read. Please contact support.', 503);
  }
  return new RazorpayGateway({ keyId: settings.keyId, keySecret, webhookSecret }, config.payments.razorpayApiUrl);
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
}

/** Stores an agency's Razorpay keys (encrypted), or switches it back to the sandbox with null. */
export async function setAgencyRazorpayKeys(
  db: DbOrTx,
  secretKey: Buffer,
  agencyId: string,
  keys: RazorpayKeys | null,
): Promise<AgencyPaymentSettings | null> {
  const settings: AgencyPaymentSettings | null = keys
    ? {
        provider: 'razorpay',
        keyId: keys.keyId,
        keySecretEncrypted: encryptSecret(secretKey, keys.keySecret, associatedData(agencyId, 'keySecret')),
        webhookSecretEncrypted: keys.webhookSecret
          ? encryptSecret(secretKey, keys.webhookSecret, associatedData(agencyId, 'webhookSecret'))
          : null,
      }
    : null;
  await db.update(agencies).set({ paymentSettings: settings }).where(eq(agencies.id, agencyId));
  agenciesChanged();
  return settings;
}
