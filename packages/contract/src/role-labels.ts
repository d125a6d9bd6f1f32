// Roles in words: people see "Franchisee (all cards)", never the role id
// 'franchisee-with-all-card-access'. The drawer header and the account page both use this.
import { GLOSSARY } from './glossary';
import type { AgencyRole, FranchiseeRole, UserRole } from './roles';

export type AnyRole = UserRole | FranchiseeRole | AgencyRole;

/** The words are the glossary's (one name per thing), keyed here by role id. */
export const ROLE_LABELS: Record<AnyRole, string> = {
  customer: GLOSSARY.roleCustomer,
  admin: GLOSSARY.roleAdmin,
  creator: GLOSSARY.roleCreator,
  franchisee: GLOSSARY.roleFranchisee,
  'franchisee-with-all-card-access': GLOSSARY.roleFranchiseeAllCards,
  superadmin: GLOSSARY.roleSuperadmin,
};

function isKnownRole(role: string): role is AnyRole {
  return Object.hasOwn(ROLE_LABELS, role);
}

/** One role in words; an id we do not know reads as its words ("some-new-role" → "Some new role"). */
export function roleLabel(role: string): string {
  if (isKnownRole(role)) return ROLE_LABELS[role];
  const words = role.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : role;
}

/**
 * A person's roles in words, without repeats: all-card access already says "Franchisee", and an
 * admin of the superadmin agency is the "Super admin", not an "Admin".
 */
export function roleLabels(roles: readonly string[], options: { superadminAgency?: boolean } = {}): string[] {
  const shown = roles.filter(
    (role) => !(role === 'franchisee' && roles.includes('franchisee-with-all-card-access')) && role !== 'superadmin',
  );
  const labels = shown.map((role) =>
    role === 'admin' && options.superadminAgency ? ROLE_LABELS.superadmin : roleLabel(role),
  );
  return [...new Set(labels)];
}
