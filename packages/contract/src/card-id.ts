// The cardId is the card's public address: https://<agency host>/<cardId>.
// Rules: 3–40 characters; lowercase letters, digits and single hyphens; starts and ends
// with a letter or digit; not a word the product's own paths use; unique per agency.

export const CARD_ID_MIN_LENGTH = 3;
export const CARD_ID_MAX_LENGTH = 40;

/** Top-level paths the server answers itself, and words that would confuse visitors. */
export const RESERVED_CARD_IDS: readonly string[] = [
  'panel',
  'api',
  'dev',
  'log',
  'c',
  'healthz',
  'readyz',
  'assets',
  'uploads',
  'static',
  'public',
  'docs',
  'admin',
  'login',
  'logout',
  'signup',
  'franchisee',
  'customer',
  'payment',
  'payments',
  'checkout',
  'sandbox',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'www',
  'cardora',
  'support',
  'help',
];

export const CARD_ID_MESSAGES = {
  tooShort: `A card address needs at least ${CARD_ID_MIN_LENGTH} characters.`,
  tooLong: `A card address can be at most ${CARD_ID_MAX_LENGTH} characters.`,
  characters: 'Use only lowercase letters, digits and single hyphens (not at the start or end).',
  reserved: 'This address is reserved. Please choose another.',
  taken: 'This address is already taken. Please choose another.',
  available: 'This address is available.',
} as const;

export type CardIdProblem = Exclude<keyof typeof CARD_ID_MESSAGES, 'available'>;

/** What is wrong with a proposed cardId's shape (uniqueness is the server's to check), or null. */
export function cardIdProblem(cardId: string): CardIdProblem | null {
  if (cardId.length < CARD_ID_MIN_LENGTH) return 'tooShort';
  if (cardId.length > CARD_ID_MAX_LENGTH) return 'tooLong';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(cardId)) return 'characters';
  if (RESERVED_CARD_IDS.includes(cardId)) return 'reserved';
  return null;
}
