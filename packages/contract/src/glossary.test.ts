import { describe, expect, it } from 'vitest';
import { CUSTOMER_MENU_ITEMS } from './customer-menu';
import { ADMIN_MENU_TERMS, CUSTOMER_MENU_TERMS, customerMenuTerm, GLOSSARY, type GlossaryKey } from './glossary';
import { ROLE_LABELS } from './role-labels';
import { ADMIN_MENU_ITEMS } from './roles';

// Words the panel writes in capitals wherever they stand in a name.
const ALWAYS_CAPITALISED = new Set(['PDF', 'ID', 'UI', 'YouTube', 'QR', 'NFC']);

const entries = Object.entries(GLOSSARY) as [GlossaryKey, string][];

describe('the glossary', () => {
  it.each(entries)('%s is sentence case: "%s"', (_key, name) => {
    expect(name).toBe(name.trim());
    expect(name).toMatch(/^[A-Z]/);
    for (const word of name.split(/[\s/]+/).slice(1)) {
      if (ALWAYS_CAPITALISED.has(word)) continue;
      expect(word, `"${word}" in "${name}"`).not.toMatch(/^[A-Z]/);
    }
  });

  it('gives every thing one name and every name one thing', () => {
    const names = entries.map(([, name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  // The spec's "Admin drawer" and "Customer drawer", as written there: the same words, our case.
  it("names the admin drawer's entries in the spec's words", () => {
    const spec = [
      'Home',
      'Insights',
      'All Businesses',
      'All Projects',
      'Digital Invitation card',
      'Franchisee List',
      'Agency Management',
      'Billing',
      'Customer plans & pricing management',
      'Report',
      'Greetings Management',
      'Video template Management',
      'Ui Customisation',
      'Category Static Page Management',
      'Link Store',
      'Logout',
    ];
    const ours = ADMIN_MENU_ITEMS.map((item) => GLOSSARY[ADMIN_MENU_TERMS[item]]);
    expect(ours.map((name) => name.toLowerCase())).toEqual(spec.map((name) => name.toLowerCase()));
    expect(ours).toContain('UI customisation');
  });

  it("names the customer drawer's spec entries in the spec's words", () => {
    const spec: Partial<Record<(typeof CUSTOMER_MENU_ITEMS)[number], string>> = {
      myProjects: 'My Projects',
      myDigitalCard: 'My digital business card',
      myPdfCard: 'My pdf id card',
      myPromotionalVideos: 'My promotional videos',
      create: 'Create',
      createDigitalCard: 'Digital business card',
      createGreetings: 'Greeting images',
      createPdfCard: 'Pdf id card',
      createPromotionalVideo: 'Promotional videos',
      createInvitationCard: 'Digital invitation card',
      pricing: 'Pricing',
      logout: 'Logout',
    };
    for (const [item, words] of Object.entries(spec)) {
      expect(GLOSSARY[CUSTOMER_MENU_TERMS[item as keyof typeof spec]].toLowerCase()).toBe(words.toLowerCase());
    }
    // "Greeting images (plus '/videos' if videos are included)".
    expect(GLOSSARY[customerMenuTerm('createGreetings', { videoPosts: true })]).toBe('Greeting images/videos');
    expect(GLOSSARY[customerMenuTerm('createGreetings', { videoPosts: false })]).toBe('Greeting images');
  });

  it('gives each drawer entry its own name', () => {
    const admin = ADMIN_MENU_ITEMS.map((item) => ADMIN_MENU_TERMS[item]);
    expect(new Set(admin).size).toBe(admin.length);
    const customer = CUSTOMER_MENU_ITEMS.map((item) => CUSTOMER_MENU_TERMS[item]);
    expect(new Set(customer).size).toBe(customer.length);
  });

  it('is where the roles get their words', () => {
    const names = new Set<string>(Object.values(GLOSSARY));
    for (const label of Object.values(ROLE_LABELS)) expect(names).toContain(label);
  });
});
