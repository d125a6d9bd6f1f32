// Query-key factories, one per domain, so invalidations name exactly what they refresh.

/**
 * Keys that take nothing (a domain's calls and mutations, mostly), each the domain's root and its
 * own name: `namedKeys(root, ['save'])` gives `{ save: () => [...root, 'save'] }`.
 */
export function namedKeys<const R extends readonly unknown[], const N extends string>(root: R, names: readonly N[]) {
  return Object.fromEntries(names.map((name) => [name, () => [...root, name] as const])) as {
    [K in N]: () => readonly [...R, K];
  };
}

export const agencyKeys = {
  all: ['agency'] as const,
  details: () => [...agencyKeys.all, 'details'] as const,
};

const session = ['session'] as const;
export const sessionKeys = { all: session, ...namedKeys(session, ['current', 'touch']) };

const user = ['user'] as const;
export const userKeys = { all: user, ...namedKeys(user, ['details', 'preference']) };

const account = ['account'] as const;
/** The account page: the signed-in person, user or franchisee. */
export const accountKeys = {
  all: account,
  ...namedKeys(account, [
    'current',
    'update',
    'password',
    'passwordOtp',
    'resendOtp',
    'logoutOthers',
    'email',
    'verifyEmail',
  ]),
  remove: () => [...account, 'delete'] as const,
};

export const franchiseeKeys = {
  all: ['franchisee'] as const,
  current: () => [...franchiseeKeys.all, 'current'] as const,
};

const auth = ['auth'] as const;
export const authKeys = {
  all: auth,
  ...namedKeys(auth, ['verifyUser', 'login', 'verifyOtp', 'resendOtp', 'createPassword', 'logout']),
};

const business = ['business'] as const;
export const businessKeys = {
  all: business,
  lists: () => [...business, 'list'] as const,
  list: (query: object) => [...business, 'list', query] as const,
  remove: () => [...business, 'delete'] as const,
  ...namedKeys(business, ['mine', 'categories', 'create', 'updateMetadata', 'clone', 'registerUser']),
};

export const cardKeys = {
  all: ['card'] as const,
  byBusiness: (businessId: string) => [...cardKeys.all, 'byBusiness', businessId] as const,
  cardIdAvailability: (cardId: string, cardNo: number | undefined) =>
    [...cardKeys.all, 'cardIdAvailability', cardId, cardNo ?? null] as const,
  analytics: (cardNo: number, days: number) => [...cardKeys.all, 'analytics', cardNo, days] as const,
  update: (section: string) => [...cardKeys.all, 'update', section] as const,
  upload: () => [...cardKeys.all, 'upload'] as const,
};

export const planKeys = {
  all: ['plan'] as const,
  /** The viewer's agency's plans, or another agency's (a superadmin upgrading its business). */
  list: (agencyId?: string) => [...planKeys.all, 'list', agencyId ?? 'own'] as const,
  save: () => [...planKeys.all, 'save'] as const,
  remove: () => [...planKeys.all, 'delete'] as const,
};

const payment = ['payment'] as const;
export const paymentKeys = {
  all: payment,
  lastActive: (businessId: string) => [...paymentKeys.all, 'lastActive', businessId] as const,
  list: (businessId: string) => [...paymentKeys.all, 'list', businessId] as const,
  ...namedKeys(payment, ['order', 'gateway', 'manual']),
  remove: () => [...paymentKeys.all, 'delete'] as const,
};

/**
 * What a business may do now (GET /business/entitlements): the one key every payment refreshes
 * and that is re-read while a payment is pending (docs/product-rules.md#entitlements-refresh).
 */
export const entitlementKeys = {
  all: ['entitlements'] as const,
  of: (businessId: string) => [...entitlementKeys.all, businessId] as const,
};
