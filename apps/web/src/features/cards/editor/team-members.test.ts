// The team panel's rules without a screen (docs/product-rules.md#staff-cards): a new member's
// address from their name, their page's addresses, and the plan's allowance.
import { ZCardTeamMember, ZTeamMemberSlug } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { newTeamMember, slugFromName, suggestMemberSlug, teamAllowance, teamMemberUrls } from './team-members';

describe("a member's address from their name", () => {
  it.each([
    ['Priya Sharma', 'priya-sharma'],
    ['  Ravi  Kumar ', 'ravi-kumar'],
    ['Dr. A.K. Mehta', 'dr-a-k-mehta'],
    ['José Müller', 'jose-muller'],
    ['Agent 007', 'agent-007'],
    ['--Neha--', 'neha'],
    ['प्रिया', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('keeps within 40 characters, with no hyphen left at the end', () => {
    const slug = slugFromName('Venkatanarasimharajuvaripeta Srinivasa Raghavan');
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
    expect(ZTeamMemberSlug.safeParse(slug).success).toBe(true);
  });

  it("numbers an address another member has, or one of the card's own pages", () => {
    expect(suggestMemberSlug('Priya', [])).toBe('priya');
    expect(suggestMemberSlug('Priya', ['priya'])).toBe('priya-2');
    expect(suggestMemberSlug('Priya', ['priya', 'priya-2'])).toBe('priya-3');
    expect(suggestMemberSlug('Team', [])).toBe('team-2');
    expect(suggestMemberSlug('Lead', [])).toBe('lead-2');
  });

  it('gives a name in another script an address the contract takes', () => {
    expect(suggestMemberSlug('प्रिया', [])).toBe('member');
    expect(suggestMemberSlug('राज', ['member'])).toBe('member-2');
    const long = 'a'.repeat(40);
    const numbered = suggestMemberSlug(long, [long]);
    expect(numbered).toHaveLength(40);
    expect(ZTeamMemberSlug.safeParse(numbered).success).toBe(true);
  });
});

describe('a new member', () => {
  it('has an id the contract takes, different each time', () => {
    const first = newTeamMember();
    const second = newTeamMember();
    expect(first.memberId).not.toBe(second.memberId);
    expect(ZCardTeamMember.safeParse({ ...first, name: 'Priya', slug: 'priya' }).success).toBe(true);
  });
});

describe("a saved member's addresses", () => {
  it('sit under the card: the page, its QR picture and its contact file', () => {
    expect(teamMemberUrls('https://demo.cardora.in/gupta-bakery', 'priya')).toEqual({
      page: 'https://demo.cardora.in/gupta-bakery/priya',
      qr: 'https://demo.cardora.in/gupta-bakery/priya/qr.png',
      contact: 'https://demo.cardora.in/gupta-bakery/priya.vcf',
    });
    expect(teamMemberUrls('https://demo.cardora.in/gupta-bakery/', 'ravi').page).toBe(
      'https://demo.cardora.in/gupta-bakery/ravi',
    );
  });
});

describe("the plan's allowance", () => {
  it('counts the saved members and what the form added or removed since', () => {
    expect(teamAllowance(5, 3, 3, 3)).toEqual({ allowed: 5, used: 3, canAdd: true });
    expect(teamAllowance(5, 3, 3, 5)).toEqual({ allowed: 5, used: 5, canAdd: false });
    expect(teamAllowance(5, 5, 5, 4)).toEqual({ allowed: 5, used: 4, canAdd: true });
  });

  it('unlimited always has room; a plan without a team has none', () => {
    expect(teamAllowance(-1, 40, 40, 41).canAdd).toBe(true);
    expect(teamAllowance(0, 0, 0, 0)).toEqual({ allowed: 0, used: 0, canAdd: false });
  });
});
