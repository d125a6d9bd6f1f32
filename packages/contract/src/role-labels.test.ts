import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, roleLabel, roleLabels } from './role-labels';
import { AGENCY_ROLES, FRANCHISEE_ROLES, USER_ROLES } from './roles';

describe('roles in words', () => {
  it('every role id has words, and none shows its id', () => {
    for (const role of [...USER_ROLES, ...FRANCHISEE_ROLES, ...AGENCY_ROLES]) {
      expect(roleLabel(role)).toBe(ROLE_LABELS[role]);
      expect(roleLabel(role)).not.toContain('-');
    }
    expect(roleLabel('franchisee-with-all-card-access')).toBe('Franchisee (all cards)');
  });

  it('an unknown id still reads as words', () => {
    expect(roleLabel('regional-manager')).toBe('Regional manager');
    expect(roleLabel('')).toBe('');
  });

  it('all-card access says "Franchisee" once; an admin of the superadmin agency is the Super admin', () => {
    expect(roleLabels(['franchisee', 'franchisee-with-all-card-access'])).toEqual(['Franchisee (all cards)']);
    expect(roleLabels(['franchisee'])).toEqual(['Franchisee']);
    expect(roleLabels(['admin'], { superadminAgency: true })).toEqual(['Super admin']);
    expect(roleLabels(['admin'])).toEqual(['Admin']);
    expect(roleLabels(['creator'], { superadminAgency: true })).toEqual(['Creator']);
    expect(roleLabels(['customer', 'admin'])).toEqual(['Customer', 'Admin']);
    expect(roleLabels(['superadmin', 'admin'], { superadminAgency: true })).toEqual(['Super admin']);
  });
});
