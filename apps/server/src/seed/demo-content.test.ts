// The demo's category page and link store: what `npm start` shows a sweet shop's customer.
import { endpoints, LINK_STORE_PAGE_KEYS, ZCategoryStaticPageForBusiness, ZHelpfulLinks } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';
import { seedDemoContent } from './demo-content';

const t = testAppPerFile();

describe('seedDemoContent', () => {
  it('gives a sweet shop its category page with a stored cover, and helpful links on each of the five pages', async () => {
    const agency = await createAgency();
    await t.db.transaction((tx) => seedDemoContent(tx, t.storage, agency.id, new Date()));
    const owner = await createCustomer({ agency });
    const business = await createBusiness({ user: owner, category: 'sweet-shop', active: true });
    const client = await signedIn(t.client(agency), owner);

    const res = await client.call(endpoints.getCategoryStaticPageForBusiness, { query: { businessId: business.id } });
    const page = res.data(ZCategoryStaticPageForBusiness).page;
    expect(page).toMatchObject({ title: 'Festive season playbook for sweet shops', categoryName: 'Sweet Shop' });
    expect(page?.content).toContain('<h2>Make this festive season your best</h2>');
    const cover = await client.get(page?.coverImageUrl ?? '/uploads/missing');
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');

    for (const key of LINK_STORE_PAGE_KEYS) {
      const links = await client.call(endpoints.getHelpfulLinks, { query: { page: key } });
      expect(links.data(ZHelpfulLinks).list.length, key).toBeGreaterThan(0);
    }
  });
});
