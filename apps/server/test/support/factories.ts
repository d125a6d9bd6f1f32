// Factories: each call makes fresh, unique rows in the test file's database, so tests
// run side by side without wiping tables.
import { randomInt, randomUUID } from 'node:crypto';
import {
  type CardStatus,
  DEFAULT_AGENCY_CONFIGURATION,
  DEFAULT_AGENCY_THEME,
  emptyCardSections,
  type FranchiseePermission,
  type FranchiseeRole,
  isCardDone,
  NOTHING_INCLUDED,
  type PdfCardStatus,
  type PdfTemplateCode,
  type TAgencyConfiguration,
  type TAgencyTheme,
  type TCardBasicDetails,
  type TCardSections,
  type TPdfCardDetails,
  type TPdfCardDetailsInput,
  type TPlanLimits,
  type UserRole,
  ZCardBasicDetails,
  ZPdfCardDetails,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { getTestDb } from '#test/support/database';
import {
  type AgencyRow,
  agencies,
  type BusinessRow,
  businesses,
  type CardRow,
  cards,
  type FranchiseeRow,
  franchisees,
  type PdfCardRow,
  pdfCards,
  type UserRow,
  users,
} from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

/** Every factory-made account has this password unless told otherwise. */
export const TEST_PASSWORD = 'correct-horse-1';

// argon2 is deliberately slow; hash the shared test password once per file.
let testPasswordHash: Promise<string> | undefined;
async function passwordHashFor(password: string | null | undefined): Promise<string | null> {
  if (password === null) return null;
  if (password === undefined || password === TEST_PASSWORD) {
    testPasswordHash ??= hashPassword(TEST_PASSWORD);
    return testPasswordHash;
  }
  return hashPassword(password);
}

function unique(): string {
  return randomUUID().slice(0, 8);
}

/** A valid Indian mobile number nobody else in the test run has. */
export function uniquePhone(): string {
  return `+91${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export function uniqueEmail(): string {
  return `user-${unique()}@example.com`;
}

export async function createAgency(
  overrides: {
    slug?: string;
    agencyName?: string;
    roles?: string[];
    customDomain?: string | null;
    /** With a customDomain: verified by DNS unless false (unverified domains resolve to no agency). */
    domainVerified?: boolean;
    configuration?: TAgencyConfiguration;
    theme?: TAgencyTheme;
  } = {},
): Promise<AgencyRow> {
  const db = await getTestDb();
  const slug = overrides.slug ?? `agency-${unique()}`;
  const [agency] = await db
    .insert(agencies)
    .values({
      slug,
      agencyName: overrides.agencyName ?? `Agency ${slug}`,
      roles: overrides.roles ?? [],
      customDomain: overrides.customDomain ?? null,
      domainVerifiedAt: overrides.customDomain && overrides.domainVerified !== false ? new Date() : null,
      domainVerificationToken: overrides.customDomain ? `token-${slug}` : null,
      configuration: overrides.configuration ?? DEFAULT_AGENCY_CONFIGURATION,
      theme: overrides.theme ?? DEFAULT_AGENCY_THEME,
    })
    .returning();
  if (!agency) throw new Error('agency not created');
  return agency;
}

interface UserOptions {
  agency: AgencyRow;
  name?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  isForeignUser?: boolean;
  /** undefined: TEST_PASSWORD; null: no password yet (made by staff). */
  password?: string | null;
}

async function insertUser(options: UserOptions, roles: UserRole[]): Promise<UserRow> {
  const db = await getTestDb();
  const isForeignUser = options.isForeignUser ?? false;
  const [user] = await db
    .insert(users)
    .values({
      agencyId: options.agency.id,
      name: options.name === undefined ? `Test ${roles.join('/')} ${unique()}` : options.name,
      phoneNumber: options.phoneNumber === undefined ? (isForeignUser ? null : uniquePhone()) : options.phoneNumber,
      email: options.email === undefined ? (isForeignUser ? uniqueEmail() : null) : options.email,
      isForeignUser,
      roles,
      passwordHash: await passwordHashFor(options.password),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export function createCustomer(options: UserOptions): Promise<UserRow> {
  return insertUser(options, ['customer']);
}

export function createStaff(options: UserOptions & { role: 'admin' | 'creator' }): Promise<UserRow> {
  return insertUser(options, [options.role]);
}

export async function createFranchisee(options: {
  agency: AgencyRow;
  name?: string;
  phoneNumber?: string;
  password?: string | null;
  roles?: FranchiseeRole[];
  permissions?: FranchiseePermission[];
  hideBilling?: boolean;
}): Promise<FranchiseeRow> {
  const db = await getTestDb();
  const [franchisee] = await db
    .insert(franchisees)
    .values({
      agencyId: options.agency.id,
      name: options.name ?? `Franchisee ${unique()}`,
      phoneNumber: options.phoneNumber ?? uniquePhone(),
      passwordHash: await passwordHashFor(options.password),
      roles: options.roles ?? ['franchisee'],
      permissions: options.permissions ?? [],
      configuration: { hideBilling: options.hideBilling ?? false },
    })
    .returning();
  if (!franchisee) throw new Error('franchisee not created');
  return franchisee;
}

export async function createBusiness(options: {
  user: UserRow;
  businessName?: string;
  /** A key of the 'Business Category' subcategories (the migration's reference data). */
  category?: string;
  /** The typed category of "Other" (category 'other'). */
  otherCategory?: string;
  /** Make it the user's active business. */
  active?: boolean;
  madeByFranchisee?: FranchiseeRow;
  paymentStatus?: number;
  isFixedExpiryDate?: boolean;
  imagePostEnabled?: boolean;
  expiryDateForCustomer?: Date | null;
  createdAt?: Date;
}): Promise<BusinessRow> {
  const db = await getTestDb();
  const [business] = await db
    .insert(businesses)
    .values({
      agencyId: options.user.agencyId,
      userId: options.user.id,
      businessName: options.businessName ?? `Business ${unique()}`,
      category: options.category ?? 'sweet-shop',
      otherCategory: options.otherCategory ?? null,
      phoneNumber: options.user.phoneNumber,
      email: options.user.email,
      businessMadeBy: options.madeByFranchisee ? 'franchisee' : 'self',
      madeByFranchiseeId: options.madeByFranchisee?.id ?? null,
      paymentStatus: options.paymentStatus ?? 0,
      isFixedExpiryDate: options.isFixedExpiryDate ?? false,
      imagePostEnabled: options.imagePostEnabled ?? true,
      expiryDateForCustomer: options.expiryDateForCustomer ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!business) throw new Error('business not created');
  if (options.active)
    await db.update(users).set({ activeBusinessId: business.id }).where(eq(users.id, options.user.id));
  return business;
}

/** Basic details that pass the contract's checks; `overrides` replace fields. */
export function basicDetails(overrides: Partial<TCardBasicDetails> = {}): TCardBasicDetails {
  return ZCardBasicDetails.parse({
    name: 'Aarav Sharma',
    designation: 'Founder',
    companyName: 'Sharma Sweets',
    phoneNumbers: [uniquePhone()],
    ...overrides,
  });
}

/** A card for the business: `filled` gives it basic details (done); cardId defaults to a unique one. */
export async function createCard(options: {
  business: BusinessRow;
  cardId?: string | null;
  status?: CardStatus;
  filled?: boolean;
  sections?: Partial<TCardSections>;
}): Promise<CardRow> {
  const db = await getTestDb();
  const sections: TCardSections = {
    ...emptyCardSections(),
    ...(options.filled === false ? {} : { basicDetails: basicDetails() }),
    ...options.sections,
  };
  const [card] = await db
    .insert(cards)
    .values({
      agencyId: options.business.agencyId,
      businessId: options.business.id,
      cardId: options.cardId === undefined ? `card-${unique()}` : options.cardId,
      status: options.status ?? 'active',
      sections,
      isDone: isCardDone(sections),
    })
    .returning();
  if (!card) throw new Error('card not created');
  return card;
}

/**
 * A PDF card row for the business, unpaid unless told (raw, like createCard: no entitlement
 * check; the API's updatePdfCardBasicDetails is the checked way). `details` true gives it
 * valid details (pdfCardDetails()); an object gives those.
 */
export async function createPdfCard(options: {
  business: BusinessRow;
  companyName?: string;
  status?: PdfCardStatus;
  isPaid?: boolean;
  details?: boolean | Partial<TPdfCardDetailsInput>;
  templateCode?: PdfTemplateCode;
}): Promise<PdfCardRow> {
  const db = await getTestDb();
  const companyName = options.companyName ?? options.business.businessName;
  const details =
    options.details === undefined || options.details === false
      ? null
      : pdfCardDetails({ companyName, ...(options.details === true ? {} : options.details) });
  const [pdfCard] = await db
    .insert(pdfCards)
    .values({
      agencyId: options.business.agencyId,
      businessId: options.business.id,
      companyName: details?.companyName ?? companyName,
      registeredPhoneNumber: details?.registeredPhoneNumber ?? options.business.phoneNumber,
      mails: details?.mails ?? (options.business.email ? [options.business.email] : []),
      status: options.status ?? 'active',
      details,
      ...(options.templateCode ? { templateCode: options.templateCode } : {}),
      ...(options.isPaid ? { isPaid: true, exportsAllowed: 1, showSampleWatermark: false } : {}),
    })
    .returning();
  if (!pdfCard) throw new Error('PDF card not created');
  return pdfCard;
}

/** PDF card details that pass the contract's checks; `overrides` replace fields. */
export function pdfCardDetails(overrides: Partial<TPdfCardDetailsInput> = {}): TPdfCardDetails {
  return ZPdfCardDetails.parse({
    companyName: 'Sharma Sweets',
    name: 'Aarav Sharma',
    designation: 'Founder',
    phones: [uniquePhone()],
    mails: ['aarav@sharma.example'],
    ...overrides,
  });
}

/** A plan's limits: one digital card and nothing else, unless `changes` says otherwise. */
export function planLimits(changes: Partial<TPlanLimits> = {}): TPlanLimits {
  return { ...NOTHING_INCLUDED, digitalCardIncluded: true, digitalCardLimit: 1, ...changes };
}
