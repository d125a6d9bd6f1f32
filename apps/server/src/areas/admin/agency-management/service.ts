// Agency Management: create and edit agencies (configuration, theme, write-only Razorpay
// keys), custom domains (DNS verification, SSL eligibility) and agency admins.
import {
  AGENCY_MESSAGES,
  AGENCY_ROLES,
  type AgencyRole,
  agencyAppName,
  completeAgencyTheme,
  DEFAULT_AGENCY_THEME,
  domainVerificationRecordName,
  type TAddAgencyAdminResponse,
  type TAgencyTheme,
  type TAgencyThemeInput,
  type TManagedAgency,
  type TManagedAgencyList,
  type ZAddAgencyAdminBody,
  type ZAgencyInput,
  type ZAgencyListQuery,
  type ZCreateAgencyBody,
  type ZUpdateAgencyBody,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { setAgencyRazorpayKeys } from '#commerce';
import type { Config } from '#config';
import type { Db, DbOrTx } from '#db/client';
import { type AgencyRow, agencies, users } from '#db/schema';
import { findAgencyById, newTemporaryPassword, temporaryPasswordRule } from '#identity';
import type { Clock } from '#lib/clock';
import { uniqueViolation } from '#lib/db-errors';
import { type AppError, fieldTaken, notFound, validationFailed } from '#lib/errors';
import type { Messaging } from '#lib/messaging/index';
import { agenciesChanged } from '#plugins/tenancy';
import { type DnsResolver, isDomainVerified, newDomainToken } from './domains';
import { adminCounts, findSslEligibleAgency, listAgencyRows } from './repo';

/** The theme to store: the form's fields over `base` (a field left out keeps its value there). */
function themeFromInput(base: TAgencyTheme, input: TAgencyThemeInput): TAgencyTheme {
  return {
    primaryColor: input.primaryColor,
    secondaryColor: input.secondaryColor,
    logoUrl: input.logoUrl,
    appName: input.appName === undefined ? base.appName : input.appName || null,
    faviconUrl: input.faviconUrl === undefined ? base.faviconUrl : input.faviconUrl,
    loginBackgroundUrl: input.loginBackgroundUrl === undefined ? base.loginBackgroundUrl : input.loginBackgroundUrl,
  };
}

type ManageConfig = Pick<Config, 'baseDomain' | 'payments' | 'defaultAgencySlug'>;

function isAgencyRole(role: string): role is AgencyRole {
  return AGENCY_ROLES.some((known) => known === role);
}

function platformHost(config: Pick<Config, 'baseDomain'>, slug: string): string {
  return `${slug}.${config.baseDomain}`;
}

/** The superadmin's view: configuration and domain status, whether keys are set, never a secret. */
export function toManagedAgency(
  agency: AgencyRow,
  config: Pick<Config, 'baseDomain'>,
  adminCount: number,
): TManagedAgency {
  const settings = agency.paymentSettings;
  const keysSet = settings?.provider === 'razorpay' && Boolean(settings.keyId && settings.keySecretEncrypted);
  const domain = agency.customDomain;
  return {
    agencyId: agency.id,
    slug: agency.slug,
    agencyName: agency.agencyName,
    roles: agency.roles.filter(isAgencyRole),
    platformHost: platformHost(config, agency.slug),
    customDomain: domain,
    domainStatus: domain
      ? {
          domain,
          verified: agency.domainVerifiedAt !== null,
          verifiedAt: agency.domainVerifiedAt?.toISOString() ?? null,
          sslEnabled: agency.domainVerifiedAt !== null && agency.sslEnabledAt !== null,
          txtRecord: { name: domainVerificationRecordName(domain), value: agency.domainVerificationToken ?? '' },
          cnameTarget: platformHost(config, agency.slug),
        }
      : null,
    configuration: agency.configuration,
    theme: agency.theme,
    paymentKeys: {
      keysSet,
      keyId: keysSet ? (settings?.keyId ?? null) : null,
      webhookSecretSet: keysSet && Boolean(settings?.webhookSecretEncrypted),
    },
    adminCount,
    createdAt: agency.createdAt.toISOString(),
  };
}

async function managed(db: DbOrTx, config: ManageConfig, agency: AgencyRow): Promise<TManagedAgency> {
  const counts = await adminCounts(db, [agency.id]);
  return toManagedAgency(agency, config, counts.get(agency.id) ?? 0);
}

export async function listManagedAgencies(
  db: Db,
  config: ManageConfig,
  query: z.output<typeof ZAgencyListQuery>,
): Promise<TManagedAgencyList> {
  const { rows, total } = await listAgencyRows(db, query);
  const counts = await adminCounts(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toManagedAgency(row, config, counts.get(row.id) ?? 0)), total };
}

type AgencyInput = z.output<typeof ZAgencyInput>;

function checkDomain(config: Pick<Config, 'baseDomain'>, domain: string | null): void {
  if (domain && (domain === config.baseDomain || domain.endsWith(`.${config.baseDomain}`))) {
    throw validationFailed('agency.customDomain', AGENCY_MESSAGES.domainUnderBase);
  }
}

/**
 * A unique violation thrown as the 409 on its field: `named` when the constraint's name contains
 * `part`, else `otherwise`. Any other error is thrown as it was.
 */
function throwTaken(error: unknown, part: string, named: AppError, otherwise: AppError): never {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  throw constraint.includes(part) ? named : otherwise;
}

/** Unique slug or domain violations become the 409 the form shows on that field. */
async function mapTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throwTaken(
      error,
      'custom_domain',
      fieldTaken('agency.customDomain', AGENCY_MESSAGES.domainTaken),
      fieldTaken('agency.slug', AGENCY_MESSAGES.slugTaken),
    );
  }
}

async function applyKeys(tx: DbOrTx, config: ManageConfig, agencyId: string, input: AgencyInput): Promise<void> {
  if (input.razorpayKeys === undefined) return;
  await setAgencyRazorpayKeys(tx, config.payments.secretKey, agencyId, input.razorpayKeys);
}

export async function createManagedAgency(
  db: Db,
  config: ManageConfig,
  body: z.output<typeof ZCreateAgencyBody>,
): Promise<TManagedAgency> {
  const input = body.agency;
  checkDomain(config, input.customDomain);
  const agency = await mapTaken(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agencies)
        .values({
          slug: input.slug,
          agencyName: input.agencyName,
          customDomain: input.customDomain,
          domainVerificationToken: input.customDomain ? newDomainToken() : null,
          roles: [],
          configuration: input.configuration,
          theme: themeFromInput(DEFAULT_AGENCY_THEME, input.theme),
        })
        .returning();
      if (!row) throw new Error('agency not created');
      await applyKeys(tx, config, row.id, input);
      return row;
    }),
  );
  agenciesChanged(); // its host may be cached as unknown
  return managed(db, config, await requireAgency(db, agency.id));
}

/** The agency by id; 404 when there is none. */
async function requireAgency(db: Db, agencyId: string) {
  const agency = await findAgencyById(db, agencyId);
  if (!agency) throw notFound(AGENCY_MESSAGES.agencyNotFound);
  return agency;
}

/** Roles (superadmin) are not editable here; a new domain starts unverified with a new token. */
export async function updateManagedAgency(
  db: Db,
  config: ManageConfig,
  body: z.output<typeof ZUpdateAgencyBody>,
): Promise<TManagedAgency> {
  const input = body.agency;
  const existing = await requireAgency(db, input.agencyId);
  checkDomain(config, input.customDomain);
  if (existing.slug === config.defaultAgencySlug && input.slug !== existing.slug) {
    throw validationFailed('agency.slug', AGENCY_MESSAGES.defaultSlugFixed);
  }
  const domainChanged = existing.customDomain !== input.customDomain;
  await mapTaken(() =>
    db.transaction(async (tx) => {
      await tx
        .update(agencies)
        .set({
          slug: input.slug,
          agencyName: input.agencyName,
          customDomain: input.customDomain,
          configuration: input.configuration,
          theme: themeFromInput(completeAgencyTheme(existing.theme), input.theme),
          ...(domainChanged
            ? {
                domainVerificationToken: input.customDomain ? newDomainToken() : null,
                domainVerifiedAt: null,
                sslEnabledAt: null,
              }
            : {}),
        })
        .where(eq(agencies.id, existing.id));
      await applyKeys(tx, config, existing.id, input);
    }),
  );
  agenciesChanged();
  return managed(db, config, await requireAgency(db, existing.id));
}

/**
 * A new admin user of the agency with a random 10-character temporary password: stored as argon2id,
 * sent to the admin, and returned once for the superadmin to hand over.
 */
export async function addAgencyAdmin(
  db: Db,
  messaging: Messaging,
  body: z.output<typeof ZAddAgencyAdminBody>,
  now: Date,
): Promise<TAddAgencyAdminResponse> {
  const data = body.adminData;
  const agency = await requireAgency(db, data.agencyId);
  // Single-use and short-lived: docs/product-rules.md#single-use-passwords
  const { password, columns } = await newTemporaryPassword(now);
  let user: typeof users.$inferSelect | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({
        agencyId: agency.id,
        name: data.name,
        phoneNumber: data.phoneNumber,
        email: data.email,
        isForeignUser: false,
        roles: ['admin'],
        ...columns,
      })
      .returning();
  } catch (error) {
    throwTaken(
      error,
      'email',
      fieldTaken('adminData.email', AGENCY_MESSAGES.adminEmailTaken),
      fieldTaken('adminData.phoneNumber', AGENCY_MESSAGES.adminPhoneTaken),
    );
  }
  if (!user) throw new Error('admin not created');
  await messaging.sms.send({
    to: data.phoneNumber,
    text: `You are now an admin of ${agencyAppName(agency)}. Your temporary password is ${password}. ${temporaryPasswordRule()}`,
    senderName: agencyAppName(agency),
  });
  return {
    userId: user.id,
    agencyId: agency.id,
    name: data.name,
    phoneNumber: data.phoneNumber,
    email: data.email,
    password,
  };
}

/**
 * Checks the agency's domain in DNS now; when it verifies, the domain resolves to the agency
 * (tenancy) and becomes eligible for a certificate (GET /tls/ask answers 200).
 */
export async function createSsl(
  db: Db,
  config: ManageConfig,
  dns: DnsResolver,
  now: Clock,
  agencyId: string,
): Promise<TManagedAgency> {
  const agency = await requireAgency(db, agencyId);
  const domain = agency.customDomain;
  if (!domain) throw validationFailed('customDomain', AGENCY_MESSAGES.noDomain);
  let token = agency.domainVerificationToken;
  if (!token) {
    // Domains set before tokens existed get one now; the UI shows it with the error.
    token = newDomainToken();
    await db.update(agencies).set({ domainVerificationToken: token }).where(eq(agencies.id, agency.id));
    agenciesChanged();
  }
  if (!(await isDomainVerified(dns, domain, token, config.baseDomain))) {
    throw validationFailed('customDomain', AGENCY_MESSAGES.domainNotVerified(domain));
  }
  const at = now();
  const [row] = await db
    .update(agencies)
    .set({ domainVerifiedAt: at, sslEnabledAt: at })
    .where(eq(agencies.id, agency.id))
    .returning();
  agenciesChanged();
  if (!row) throw notFound(AGENCY_MESSAGES.agencyNotFound);
  return managed(db, config, row);
}

/** Caddy's on-demand TLS "ask": only verified domains whose agency enabled SSL. */
export async function tlsAsk(db: Db, domain: string): Promise<{ domain: string; allowed: true }> {
  const host = domain.replace(/\.$/, '');
  const agency = host ? await findSslEligibleAgency(db, host) : null;
  if (!agency) throw notFound();
  return { domain: host, allowed: true };
}
