// The team panel's rules that need no screen (docs/product-rules.md#staff-cards): a new member's
// page address made from their name, the addresses of a saved member's page, QR and contact
// file, and how many members the plan still allows.
import { RESERVED_MEMBER_SLUGS, type TCardTeamMember, UNLIMITED } from '@cardora/contract';

/** The most characters a member's address takes (the contract's ZTeamMemberSlug). */
const SLUG_MAX = 40;
/** A name with no Latin letters or digits (a name typed in Devanagari) still gets an address. */
const FALLBACK_SLUG = 'member';

/**
 * A name as an address: lowercase Latin letters and digits, each run of anything else one
 * hyphen, none at either end; accents dropped (José → jose). Empty when nothing is left.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * A new member's address: from the name, else "member"; a word the card's own pages use or an
 * address another member has gets -2, -3 … (within the 40 characters).
 */
export function suggestMemberSlug(name: string, taken: readonly string[]): string {
  const base = slugFromName(name) || FALLBACK_SLUG;
  const unavailable = new Set<string>([...RESERVED_MEMBER_SLUGS, ...taken]);
  if (!unavailable.has(base)) return base;
  for (let number = 2; ; number++) {
    const suffix = `-${number}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!unavailable.has(candidate)) return candidate;
  }
}

/** A new member's id: random, like a product's, so renaming the member keeps their figures. */
export function newMemberId(): string {
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `m-${Date.now().toString(36)}`;
  return id.replaceAll(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
}

/** A blank member as the Add button puts it in the form. */
export function newTeamMember(): TCardTeamMember {
  return {
    memberId: newMemberId(),
    slug: '',
    name: '',
    designation: null,
    photoUrl: null,
    phoneNumber: null,
    whatsappNumber: null,
    email: null,
    links: [],
    hidden: false,
  };
}

/** Where a member's page, its QR picture and its contact file are, under the card's public address. */
export function teamMemberUrls(cardUrl: string, slug: string) {
  const page = `${cardUrl.replace(/\/+$/, '')}/${slug}`;
  return { page, qr: `${page}/qr.png`, contact: `${page}.vcf` };
}

/** How many members the plan allows and the card has, and whether one more may be added. */
export interface TeamAllowance {
  /** -1: unlimited. */
  allowed: number;
  used: number;
  canAdd: boolean;
}

/**
 * The plan's allowance against the members in the form: the server's count of saved members,
 * moved by what the form added or removed since (the limit holds when the panel is saved).
 */
export function teamAllowance(allowed: number, usedSaved: number, savedCount: number, inForm: number): TeamAllowance {
  const used = Math.max(0, usedSaved + inForm - savedCount);
  return { allowed, used, canAdd: allowed === UNLIMITED || used < allowed };
}
