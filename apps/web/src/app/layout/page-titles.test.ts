// One name per page: a drawer entry and the heading of the page it opens read
// the same glossary key, so the drawer, the top bar and the browser tab cannot disagree.
import {
  type AdminMenuContext,
  CUSTOMER_MENU_ITEMS,
  customerMenuTerm,
  GLOSSARY,
  visibleAdminMenu,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { adminMenuEntry } from '../../features/admin/admin-menu';
import { customerMenuPath } from '../../features/customer/customer-links';
import { pageTitleKey } from './page-titles';

function pageAt(path: string, greetingVideos: boolean) {
  const [pathname = '', query = ''] = path.split('?');
  return pageTitleKey(pathname, query ? `?${query}` : '', { greetingVideos });
}

const ADMIN = { isAdmin: true, hasAllCardAccess: false, hideBilling: false, digitalCardOnly: false };
const CONTEXTS: Record<string, AdminMenuContext> = {
  'an agency admin': { ...ADMIN, isSuperadminAgency: false },
  'the super admin': { ...ADMIN, isSuperadminAgency: true },
  'a franchisee with all-card access': {
    ...ADMIN,
    isAdmin: false,
    hasAllCardAccess: true,
    isSuperadminAgency: false,
  },
};

describe('the admin drawer and the pages it opens', () => {
  it.each(Object.entries(CONTEXTS))('%s: each entry is the name of the page it opens', (_who, ctx) => {
    const opened = visibleAdminMenu(ctx)
      .map((item) => adminMenuEntry(item, ctx))
      .filter((entry) => entry.path !== null);
    expect(opened.length).toBeGreaterThan(2);
    for (const entry of opened) {
      expect(entry.label).toBe(GLOSSARY[entry.term]);
      expect(pageAt(entry.path ?? '', false), `${entry.label} → ${entry.path}`).toBe(entry.term);
    }
  });

  it('names the super admin\'s "Greetings management" page as the entry says', () => {
    const ctx = CONTEXTS['the super admin'] as AdminMenuContext;
    const entry = adminMenuEntry('greetingsManagement', ctx);
    expect(entry.path).toBe('/admin/daily-image-management');
    expect(pageAt('/admin/daily-image-management', false)).toBe('greetingsManagement');
  });
});

describe('the customer drawer and the pages it opens', () => {
  it.each([true, false])('greeting videos %s: each entry is the name of the page it opens', (greetingVideos) => {
    const products = { videoPosts: greetingVideos };
    let opened = 0;
    for (const item of CUSTOMER_MENU_ITEMS) {
      const path = customerMenuPath(item, '6f1c2d9e-0b7a-4a57-9f36-1d2e3c4b5a69');
      if (path === null) continue;
      opened += 1;
      expect(pageAt(path, greetingVideos), `${item} → ${path}`).toBe(customerMenuTerm(item, products));
    }
    expect(opened).toBe(9);
  });
});

describe('pageTitleKey', () => {
  it('reads the query where one address holds several pages', () => {
    expect(pageAt('/customer/projects?projectType=digital_card', false)).toBe('myDigitalCards');
    expect(pageAt('/customer/projects?projectType=pdf_id_card', false)).toBe('myPdfCard');
    expect(pageAt('/customer/projects', false)).toBe('myProjects');
    expect(pageAt('/customer/pdf-cards/edit?pdfCardNo=12', false)).toBe('editPdfCard');
    expect(pageAt('/customer/pdf-cards/edit?businessId=b&templateCode=t', false)).toBe('newPdfCard');
  });

  it("names a customer's own card as theirs, and staff's view of it plainly", () => {
    expect(pageAt('/customer/cards/edit?businessId=b', false)).toBe('myDigitalCard');
    expect(pageAt('/admin/cards/edit?businessId=b', false)).toBe('digitalBusinessCard');
  });

  it('ignores a trailing slash, and knows no name where no page is', () => {
    expect(pageAt('/admin/', false)).toBe('home');
    expect(pageAt('/customer/nowhere', false)).toBeNull();
    expect(pageAt('/admin/constructor', false)).toBeNull();
    expect(pageAt('/login', false)).toBeNull();
  });
});
