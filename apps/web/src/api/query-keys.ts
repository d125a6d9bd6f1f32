// Query-key factories, one per domain, so invalidations name exactly what they refresh.
export const agencyKeys = {
  all: ['agency'] as const,
  details: () => [...agencyKeys.all, 'details'] as const,
};

export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
  touch: () => [...sessionKeys.all, 'touch'] as const,
};

export const userKeys = {
  all: ['user'] as const,
  details: () => [...userKeys.all, 'details'] as const,
  preference: () => [...userKeys.all, 'preference'] as const,
};

/** The account page: the signed-in person, user or franchisee. */
export const accountKeys = {
  all: ['account'] as const,
  current: () => [...accountKeys.all, 'current'] as const,
  update: () => [...accountKeys.all, 'update'] as const,
  password: () => [...accountKeys.all, 'password'] as const,
  passwordOtp: () => [...accountKeys.all, 'passwordOtp'] as const,
  resendOtp: () => [...accountKeys.all, 'resendOtp'] as const,
  logoutOthers: () => [...accountKeys.all, 'logoutOthers'] as const,
  email: () => [...accountKeys.all, 'email'] as const,
  verifyEmail: () => [...accountKeys.all, 'verifyEmail'] as const,
  remove: () => [...accountKeys.all, 'delete'] as const,
};

export const franchiseeKeys = {
  all: ['franchisee'] as const,
  current: () => [...franchiseeKeys.all, 'current'] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  verifyUser: () => [...authKeys.all, 'verifyUser'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  verifyOtp: () => [...authKeys.all, 'verifyOtp'] as const,
  resendOtp: () => [...authKeys.all, 'resendOtp'] as const,
  createPassword: () => [...authKeys.all, 'createPassword'] as const,
  logout: () => [...authKeys.all, 'logout'] as const,
};

export const businessKeys = {
  all: ['business'] as const,
  mine: () => [...businessKeys.all, 'mine'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  list: (query: object) => [...businessKeys.lists(), query] as const,
  categories: () => [...businessKeys.all, 'categories'] as const,
  create: () => [...businessKeys.all, 'create'] as const,
  updateMetadata: () => [...businessKeys.all, 'updateMetadata'] as const,
  remove: () => [...businessKeys.all, 'delete'] as const,
  clone: () => [...businessKeys.all, 'clone'] as const,
  registerUser: () => [...businessKeys.all, 'registerUser'] as const,
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

export const paymentKeys = {
  all: ['payment'] as const,
  lastActive: (businessId: string) => [...paymentKeys.all, 'lastActive', businessId] as const,
  list: (businessId: string) => [...paymentKeys.all, 'list', businessId] as const,
  order: () => [...paymentKeys.all, 'order'] as const,
  gateway: () => [...paymentKeys.all, 'gateway'] as const,
  manual: () => [...paymentKeys.all, 'manual'] as const,
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
