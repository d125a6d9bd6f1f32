// Switches an agency between the sandbox and its own Razorpay account, storing the key
// secret and webhook secret encrypted with PAYMENT_SECRET_KEY. Secrets come from the
// environment (RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET), never from arguments, so they
// stay out of shell history and `ps`. Run through scripts/set-razorpay-keys.mjs; see README.
import { parseArgs } from 'node:util';
import { agencyProvider, setAgencyRazorpayKeys } from '../areas/commerce/payments/settings';
import { findAgencyBySlug } from '../areas/identity/agencies/repo';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';

const USAGE = `Usage:
  RAZORPAY_KEY_SECRET=... RAZORPAY_WEBHOOK_SECRET=... \\
    node scripts/set-razorpay-keys.mjs --agency <slug> --key-id <rzp_live_… or rzp_test_…>
  node scripts/set-razorpay-keys.mjs --agency <slug> --sandbox   # back to the sandbox
  node scripts/set-razorpay-keys.mjs --agency <slug> --show      # which gateway, no secrets

The database is the server's (DATABASE_URL, or the embedded one in DATA_DIR: stop the server
first, the embedded database has one user at a time). Run with the server's PAYMENT_SECRET_KEY.`;

const KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]{6,40}$/;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      agency: { type: 'string' },
      'key-id': { type: 'string' },
      sandbox: { type: 'boolean', default: false },
      show: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.agency) fail('Name the agency with --agency <slug>.');
  const keyId = values['key-id'];
  const modes = [Boolean(keyId), values.sandbox, values.show].filter(Boolean).length;
  if (modes !== 1) fail('Give exactly one of --key-id, --sandbox or --show.');
  const keySecret = process.env.RAZORPAY_KEY_SECRET?.trim();
  const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET?.trim() || null;
  if (keyId) {
    if (!KEY_ID.test(keyId)) fail(`"${keyId}" does not look like a Razorpay key id (rzp_live_… or rzp_test_…).`);
    if (!keySecret) fail('Set RAZORPAY_KEY_SECRET to the key secret shown with the key id in the Razorpay dashboard.');
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (keyId && !process.env.PAYMENT_SECRET_KEY) {
    console.warn(
      'Warning: PAYMENT_SECRET_KEY is not set, so the secrets are encrypted with the development key. ' +
        'A production server (which has its own PAYMENT_SECRET_KEY) will not be able to read them.',
    );
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const agency = await findAgencyBySlug(database.db, values.agency);
    if (!agency) fail(`No agency has the slug "${values.agency}".`);
    if (values.show) {
      const settings = agency.paymentSettings;
      const provider = agencyProvider(agency);
      console.log(`${agency.agencyName} (${agency.slug}): ${provider}`);
      if (provider === 'razorpay') {
        console.log(`  key id: ${settings?.keyId}`);
        console.log(`  webhook secret: ${settings?.webhookSecretEncrypted ? 'set' : 'NOT set (webhooks are refused)'}`);
      }
      return;
    }
    if (values.sandbox) {
      await setAgencyRazorpayKeys(database.db, config.payments.secretKey, agency.id, null);
      console.log(`${agency.agencyName} (${agency.slug}) now takes payments through the sandbox.`);
      return;
    }
    if (!keyId || !keySecret) throw new Error('unreachable: checked above');
    await setAgencyRazorpayKeys(database.db, config.payments.secretKey, agency.id, { keyId, keySecret, webhookSecret });
    console.log(`${agency.agencyName} (${agency.slug}) now takes payments through Razorpay with key ${keyId}.`);
    console.log(
      webhookSecret
        ? 'Webhook secret stored. Webhook URL: https://<agency host>/api/v1/payments/webhook (payment.captured, order.paid).'
        : 'No RAZORPAY_WEBHOOK_SECRET given: webhooks will be refused until you set one (run again with it).',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('set-razorpay-keys failed:', error);
  process.exit(1);
});
