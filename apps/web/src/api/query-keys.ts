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
