// Category static pages and the link store in the browser. The super admin (Cardora HQ), on a phone, picks the Demo
// Agency, writes a category page for travel agencies with the rich text toolbar (a heading, bold
// text, a list) and a call to action; Aarav, whose Sharma Tours & Travels is a travel agency, finds
// "About your category" on his home and reads the page. Then, on a desktop, the super admin adds a
// link to the link store placed on the digital business card page, and Aarav sees it in the card
// editor's "Helpful links" strip, opening in a new tab without the opener. Screenshots at 390×844
// and 1280×800.

import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import { DESKTOP, getFromPage, PHONE, postFromPage, screenshot, settle } from '../support';

const PAGE_TITLE = 'Peak season for travel agencies';
const LINK_TITLE = 'Share your card on WhatsApp (journey)';

interface Me {
  activeBusinessId: string;
  businesses: { businessId: string; businessName: string }[];
}

/** Makes one of Aarav's businesses the active one; answers its id. */
async function activate(page: Page, businessName: string): Promise<string> {
  const user = (await getFromPage(page, '/api/v1/user')).json.data as unknown as Me;
  const business = user.businesses.find((b) => b.businessName === businessName);
  assert.ok(business, `the demo customer has ${businessName}`);
  const { status } = await postFromPage(page, '/api/v1/user/preference', { activeBusinessId: business.businessId });
  assert.equal(status, 200);
  return business.businessId;
}

/**
 * Opens the platform's management page at `address` (shown as `pageTestId`) and has it manage
 * the Demo Agency: the platform's pages name the agency they manage.
 */
async function manageDemoAgencyAt(page: Page, address: string, pageTestId: string): Promise<void> {
  await page.goto(address);
  await page.getByTestId(pageTestId).waitFor();
  await page.getByRole('combobox', { name: 'Agency' }).click();
  await page.getByRole('option', { name: 'Demo Agency' }).click();
}

test.describe('category static pages and the link store', () => {
  test('a category page written by the super admin reaches a customer of that category', async ({ signedIn }) => {
    const admin = await signedIn('superadmin', PHONE);
    const { page } = admin;
    await manageDemoAgencyAt(page, '/panel/admin/category-static-page-management', 'category-pages-admin');
    // The demo's own page for sweet shops is there.
    await page.getByTestId('category-page-card').filter({ hasText: 'Festive season playbook' }).waitFor();
    await settle(page);
    await screenshot(page, 'content-pages-admin-list-phone');

    await page.getByTestId('category-page-add').click();
    const dialog = page.getByTestId('category-page-dialog');
    await dialog.getByRole('combobox', { name: 'Business category' }).click();
    await page.getByRole('option', { name: 'Travel Agency' }).click();
    await page.getByTestId('category-page-title-input').fill(PAGE_TITLE);

    // The editor: a heading, a paragraph with bold words, then a bulleted list.
    const area = page.getByTestId('rich-text-area');
    await area.click();
    await page.getByTestId('rich-text-h2').click();
    await page.keyboard.type('Before the holidays');
    await page.keyboard.press('Enter');
    await page.getByTestId('rich-text-p').click();
    await page.keyboard.type('Open ');
    await page.getByTestId('rich-text-bold').click();
    await page.keyboard.type('group bookings');
    await page.getByTestId('rich-text-bold').click();
    await page.keyboard.type(' early.');
    await page.keyboard.press('Enter');
    await page.getByTestId('rich-text-ul').click();
    await page.keyboard.type('Share your card with last year\u2019s travellers');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Post a greeting every morning');
    await page.getByTestId('category-page-cta-label').fill('Call our team');
    await page.getByTestId('category-page-cta-link').fill('tel:+919000000002');
    await settle(page);
    await screenshot(page, 'content-pages-editor-phone');
    await page.getByTestId('category-page-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByTestId('category-page-card').filter({ hasText: PAGE_TITLE });
    await card.waitFor();
    assert.match((await card.textContent()) ?? '', /Travel Agency/);
    await admin.context.close();

    // Aarav, with Sharma Tours & Travels active, finds the tile on his home and reads the page.
    const customer = await signedIn('customer', PHONE);
    await activate(customer.page, 'Sharma Tours & Travels');
    await customer.page.goto('/panel/customer');
    const tile = customer.page.getByTestId('category-page-tile');
    await tile.waitFor();
    assert.match((await tile.textContent()) ?? '', new RegExp(PAGE_TITLE));
    await settle(customer.page);
    await screenshot(customer.page, 'content-pages-customer-home-phone');
    await tile.click();
    await customer.page.waitForURL(/\/panel\/customer\/category-page\?businessId=/);
    assert.equal(await customer.page.getByTestId('category-page-title').textContent(), PAGE_TITLE);
    const content = customer.page.getByTestId('category-page-content');
    assert.equal(await content.locator('h2').textContent(), 'Before the holidays');
    assert.equal(await content.locator('strong').textContent(), 'group bookings');
    assert.equal(await content.locator('ul > li').count(), 2);
    const cta = customer.page.getByTestId('category-page-cta');
    assert.equal(await cta.getAttribute('href'), 'tel:+919000000002');
    assert.equal(await cta.textContent(), 'Call our team');
    await settle(customer.page);
    await screenshot(customer.page, 'content-pages-customer-page-phone');

    // Sharma Sweets (a sweet shop) gets the demo's own page instead.
    await activate(customer.page, 'Sharma Sweets');
    await customer.page.goto('/panel/customer');
    const sweetsTile = customer.page.getByTestId('category-page-tile').filter({ hasText: 'Festive season playbook' });
    await sweetsTile.waitFor();
    // Opened at the tile's address on a desktop (its click is the phone's, above): a click right
    // after the viewport changes can land while the home is still moving into its desktop layout.
    const sweetsPage = await sweetsTile.locator('a').getAttribute('href');
    assert.match(sweetsPage ?? '', /\/panel\/customer\/category-page\?businessId=/);
    await customer.page.setViewportSize(DESKTOP);
    await customer.page.goto(sweetsPage ?? '');
    await customer.page.getByTestId('category-page-view').waitFor();
    await settle(customer.page);
    await screenshot(customer.page, 'content-pages-customer-page-desktop');
    await customer.context.close();
  });

  test('a link placed on the digital business card page shows in its helpful links strip', async ({ signedIn }) => {
    const admin = await signedIn('superadmin', DESKTOP);
    const { page } = admin;
    await manageDemoAgencyAt(page, '/panel/admin/link-store', 'link-store-admin');
    await page.getByTestId('link-category-card').filter({ hasText: 'Getting started' }).waitFor();

    await page.getByTestId('link-add').click();
    const dialog = page.getByTestId('link-dialog');
    await page.getByTestId('link-title').fill(LINK_TITLE);
    await page.getByTestId('link-url').fill('javascript:alert(1)');
    await page.getByTestId('link-page-digital-business-card').check();
    await page.getByTestId('link-save').click();
    // Refused on the field before anything is sent: http/https only.
    await dialog.getByText('A valid link is required.').waitFor();
    await page.getByTestId('link-url').fill('https://example.com/share-on-whatsapp');
    await page.getByTestId('link-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('link-row').filter({ hasText: LINK_TITLE }).waitFor();
    await settle(page);
    await screenshot(page, 'content-pages-link-store-desktop');
    await page.setViewportSize(PHONE);
    await settle(page);
    await screenshot(page, 'content-pages-link-store-phone');
    await admin.context.close();

    const customer = await signedIn('customer', PHONE);
    const businessId = await activate(customer.page, 'Sharma Sweets');
    await customer.page.goto(`/panel/customer/cards/edit?businessId=${businessId}`);
    const strip = customer.page.getByTestId('helpful-links-digital-business-card');
    await strip.waitFor();
    const link = strip.getByTestId('helpful-link').filter({ hasText: LINK_TITLE });
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), 'https://example.com/share-on-whatsapp');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
    await settle(customer.page);
    await screenshot(customer.page, 'content-pages-strip-card-editor-phone');

    // A page the link is not placed on shows only its own links (the demo's frame tutorial).
    const { json } = await getFromPage(customer.page, '/api/v1/link-store/helpful-links?page=frame-settings');
    const titles = (json.data as unknown as { list: { title: string }[] }).list.map((l) => l.title);
    assert.ok(!titles.includes(LINK_TITLE), 'the link is only on the pages it was placed on');
    await customer.context.close();
  });
});
