// The country codes the sign-in forms offer, in a module of their own (no React, no MUI): the
// sign-in island (src/sign-in-island) and the build step that draws its menu use them too.

/** The codes most of our customers need; anything else can be typed. `name`: the country's key in auth.json. */
export const COMMON_COUNTRY_CODES = [
  { code: '+91', name: 'in' },
  { code: '+971', name: 'ae' },
  { code: '+1', name: 'usCa' },
  { code: '+44', name: 'gb' },
  { code: '+977', name: 'np' },
  { code: '+880', name: 'bd' },
  { code: '+94', name: 'lk' },
  { code: '+966', name: 'sa' },
  { code: '+65', name: 'sg' },
  { code: '+61', name: 'au' },
] as const;

/** Keep what was typed shaped like a calling code: "+", then at most 4 digits. */
export function asCallingCode(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return `+${digits}`;
}
