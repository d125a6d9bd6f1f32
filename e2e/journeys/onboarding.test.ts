// On a phone (390×844), onboarding without dead ends: an optician is not in the
// category list, so they choose "Other" and type their trade, which their business then shows.
// Their card, made empty with the business, says "Not published yet" on the home and in the
// editor, offers no link or Share, and its address shows visitors a friendly "coming soon"
// page; once the basic details are saved it is published (link, Share, the card itself). The
// platform's team then finds "Optician" among the typed categories and promotes it into the list.

import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import { freshIndianPhone, getFromPage, PHONE, screenshot, settle, signUp } from '../support';

const PASSWORD = 'onboarding-pass';
const TRADE = 'Optician';

interface BusinessView {
  businessId: string;
  category: string;
  otherCategory: string | null;
  categoryName: string;
}

async function myBusiness(page: Page, businessId: string): Promise<BusinessView> {
  const res = await getFromPage(page, `/api/v1/business/${businessId}`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.data as unknown as BusinessView;
}

async function openBasicDetails(page: Page): Promise<void> {
  const section = page.getByTestId('section-basicDetails');
  const summary = section.locator('.MuiAccordionSummary-root').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await page.getByTestId('form-basicDetails').waitFor();
}

test.describe('onboarding without dead ends', () => {
  test('"Other" with a typed category, an unpublished card that says so, and the promotion', async ({
    open,
    signedIn,
  }) => {
    const { page, origin } = await open(PHONE);
    await signUp(page, { phone: freshIndianPhone() }, PASSWORD);

    // 1. The trade is not in the list: "Other" is offered last, and takes what was searched for.
    await page.goto('/panel/customer/businesses/add?shouldCreateDigitalCard=true');
    await page.getByTestId('business-name').fill('Mehta Opticals');
    await page.getByTestId('business-category-input').fill(TRADE);
    const other = page.getByTestId('business-category-other');
    await other.waitFor();
    assert.equal(await page.getByRole('option').count(), 1, 'no listed category matches, only Other');
    await screenshot(page, 'onboarding-category-other-offered-phone');
    await other.click();
    const typed = page.getByTestId('business-other-category');
    assert.equal(await typed.inputValue(), TRADE);
    // Emptied, the typed category is asked for.
    await typed.fill('');
    await page.getByTestId('add-business-submit').click();
    await page.getByText('Type your business category, e.g. Optician.').waitFor();
    await typed.fill(`  ${TRADE}  `);
    await screenshot(page, 'onboarding-category-other-typed-phone');
    await page.getByTestId('add-business-submit').click();
    await page.waitForURL(/\/panel\/customer\/cards\/edit\?businessId=/);
    const businessId = new URL(page.url()).searchParams.get('businessId') ?? '';
    assert.deepEqual(
      (({ category, otherCategory, categoryName }) => ({ category, otherCategory, categoryName }))(
        await myBusiness(page, businessId),
      ),
      { category: 'other', otherCategory: TRADE, categoryName: TRADE },
    );

    // 2. The card made with the business is not published yet: the editor says so, with no View or Share.
    await page.getByTestId('editor-not-published').waitFor();
    await page.getByText('Mehta Opticals was added.').waitFor({ state: 'detached', timeout: 15_000 });
    assert.equal(await page.getByTestId('card-status').first().innerText(), 'Not published yet');
    assert.equal(await page.getByTestId('editor-view-card').count(), 0);
    assert.equal(await page.getByTestId('share-card').count(), 0);
    await screenshot(page, 'onboarding-editor-not-published-phone');

    // 3. The home: the typed category, "Not published yet", no link and no Share.
    await page.goto('/panel/customer');
    const tile = page.getByTestId('home-card-status');
    await tile.waitFor();
    assert.equal(await page.getByTestId('home-business-category').innerText(), TRADE);
    assert.equal(await tile.getByTestId('card-status').innerText(), 'Not published yet');
    await tile.getByTestId('home-card-not-published').waitFor();
    assert.equal(await tile.getByTestId('home-card-link').count(), 0);
    assert.equal(await tile.getByTestId('share-card').count(), 0);
    assert.equal(await tile.getByTestId('home-edit-card').innerText(), 'Finish my card');
    await tile.getByTestId('home-edit-card').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'onboarding-home-not-published-phone');

    // 4. A visitor at the card's address: "coming soon" (200), nothing of the business.
    const cards = await getFromPage(page, `/api/v1/getCardsByBusiness?businessId=${businessId}`);
    const list = cards.json.data as unknown as { cardId: string | null; cardNo: number }[];
    const cardId = list[0]?.cardId;
    assert.ok(cardId, 'the card made with the business has an address');
    const visitor = await open(PHONE);
    const soon = await visitor.page.goto(`${origin}/${cardId}`);
    assert.equal(soon?.status(), 200);
    assert.equal(soon?.headers()['x-robots-tag'], 'noindex');
    await visitor.page.getByRole('heading', { name: 'This card is coming soon' }).waitFor();
    assert.doesNotMatch(await visitor.page.content(), /Mehta|Optician/);
    await screenshot(visitor.page, 'onboarding-visitor-coming-soon-phone');

    // 5. The basic details saved: published — link and Share on the home, the card at its address.
    await page.goto(`/panel/customer/cards/edit?businessId=${businessId}`);
    await openBasicDetails(page);
    await page.getByTestId('basic-name').fill('Kavita Mehta');
    await page.getByTestId('basic-company').fill('Mehta Opticals');
    await page.getByTestId('basic-phone-0').fill('9812345671');
    await page.getByTestId('save-basicDetails').click();
    await page.getByTestId('unsaved-basicDetails').waitFor({ state: 'hidden' });
    await page.getByTestId('editor-not-published').waitFor({ state: 'detached' });
    await page.getByTestId('editor-view-card').waitFor();
    await page.goto('/panel/customer');
    await tile.getByTestId('home-card-link').waitFor();
    assert.equal(await tile.getByTestId('card-status').innerText(), 'Published');
    await tile.getByTestId('share-card').waitFor();
    assert.equal(await tile.getByTestId('home-card-not-published').count(), 0);
    await tile.getByTestId('share-card').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'onboarding-home-published-phone');
    await visitor.page.waitForTimeout(1_100); // the page is checked against the database once a second
    const card = await visitor.page.goto(`${origin}/${cardId}`);
    assert.equal(card?.status(), 200);
    await visitor.page.getByText('Kavita Mehta').first().waitFor();
    assert.match(await visitor.page.content(), /Optician/);
    await visitor.context.close();

    // 6. The platform's team: "Optician" among the typed categories; Promote adds it to the list.
    const platform = await signedIn('superadmin', PHONE);
    await platform.page.goto('/panel/admin/daily-image-management?tab=categories');
    const businessCategory = platform.page.getByTestId('category-item').filter({ hasText: 'Business Category' });
    await businessCategory.locator('.MuiAccordionSummary-root').click();
    const row = platform.page.getByTestId('other-category-row').filter({ hasText: TRADE });
    await row.waitFor();
    assert.match(await row.innerText(), /1 business · 1 agency/);
    await row.scrollIntoViewIfNeeded();
    await screenshot(platform.page, 'onboarding-typed-categories-phone');
    await row.getByTestId('other-category-promote').click();
    const dialog = platform.page.getByTestId('promote-dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getByTestId('promote-name').inputValue(), TRADE);
    await screenshot(platform.page, 'onboarding-promote-dialog-phone');
    await dialog.getByTestId('promote-confirm').click();
    await platform.page.getByText(`'${TRADE}' is in the list now; 1 business moved to it.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list is read again: the promoted category has left it.
    await platform.page.getByTestId('other-category-row').filter({ hasText: TRADE }).waitFor({ state: 'detached' });
    await businessCategory.getByTestId('subcategory-list').getByText(TRADE, { exact: true }).waitFor();
    await settle(platform.page);
    await screenshot(platform.page, 'onboarding-promoted-phone');
    await platform.context.close();

    // The business is now in the list's "Optician", and still reads "Optician".
    const moved = await myBusiness(page, businessId);
    assert.equal(moved.category, 'optician');
    assert.equal(moved.otherCategory, null);
    assert.equal(moved.categoryName, TRADE);
    await page.reload();
    await page.getByTestId('home-business-category').waitFor();
    assert.equal(await page.getByTestId('home-business-category').innerText(), TRADE);
  });
});
