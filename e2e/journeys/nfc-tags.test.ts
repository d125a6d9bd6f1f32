// In the browser. Physical NFC and QR tags (docs/product-rules.md#physical-tags), on a phone:
// the agency's admin opens NFC & QR tags from All projects and assigns a tag of a new batch to
// the demo customer's card; a visitor taps the tag (/t/<code>) and lands on the card; the owner's
// Insights counts the view under "NFC or QR tag" and lists the tag with its scan. The batch is
// made through the API: the journey is about the assigning and what a tap does.

import assert from 'node:assert/strict';
import { test } from '../fixtures';
import { getFromPage, PHONE, postFromPage, screenshot } from '../support';

const CARD_OWNER = 'Sharma Sweets';

test.describe('NFC and QR tags', () => {
  test('the admin assigns a tag on a phone; a tap opens the card and Insights counts it', async ({
    open,
    signedIn,
  }) => {
    const admin = await signedIn('admin', PHONE);
    const made = await postFromPage(admin.page, '/api/v1/tags/batches', { name: `Journey ${Date.now()}`, count: 2 });
    assert.equal(made.status, 200, JSON.stringify(made.json));
    const batchId = String(made.json.data.id);
    const listed = await getFromPage(admin.page, `/api/v1/tags?batchId=${batchId}`);
    const codes = (listed.json.data.list as { code: string }[]).map((tag) => tag.code);
    const code = codes[0] ?? '';
    assert.match(code, /^[0-9A-Z]{10}$/);

    // The way in is All projects' toolbar; the newest batch is open with its tags.
    await admin.page.goto('/panel/admin/projects');
    await admin.page.getByTestId('projects-tags').click();
    await admin.page.getByTestId('admin-tags-page').waitFor();
    const row = admin.page.getByTestId(`tag-row-${code}`);
    await row.getByTestId('tag-state').filter({ hasText: 'Not assigned' }).waitFor();
    assert.equal(await row.getByTestId('tag-code').innerText(), `${code.slice(0, 5)} ${code.slice(5)}`);
    await screenshot(admin.page, 'tags-admin-phone');

    await row.getByTestId('tag-assign').click();
    const dialog = admin.page.getByTestId('tag-assign-dialog');
    await dialog.getByTestId('tag-business-input').fill(CARD_OWNER);
    await admin.page.getByTestId('tag-business-option').filter({ hasText: CARD_OWNER }).first().click();
    await screenshot(admin.page, 'tags-assign-phone');
    await dialog.getByTestId('tag-assign-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await row
      .getByTestId('tag-state')
      .filter({ hasText: `Assigned to ${CARD_OWNER}` })
      .waitFor();
    await admin.context.close();

    // A visitor's phone reads the tag: the card opens, marked as a tag visit. A browser of its
    // own: the same address and browser seen again within minutes would be the same view.
    const visitor = await open(
      PHONE,
      undefined,
      `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 nfc-tap-${Date.now()}`,
    );
    const response = await visitor.page.goto(`/t/${code}`);
    assert.equal(response?.status(), 200);
    const landed = new URL(visitor.page.url());
    assert.equal(landed.searchParams.get('src'), 'nfc');
    assert.notEqual(landed.pathname, `/t/${code}`);
    await visitor.context.close();

    // The owner's Insights: one view from "NFC or QR tag" (views are written in batches, within a
    // second: look again until it is there), and the tag under "Your NFC & QR tags".
    const owner = await signedIn('customer', PHONE);
    const fromTag = owner.page.getByTestId('insights-by-source').locator('li').filter({ hasText: 'NFC or QR tag' });
    for (let attempt = 0; ; attempt++) {
      await owner.page.goto('/panel/customer/insights');
      await owner.page.getByTestId('insights-by-source').waitFor();
      if (await fromTag.isVisible()) break;
      assert.ok(attempt < 10, 'the tap shows under Views by source');
      await owner.page.waitForTimeout(500);
    }
    assert.match(await fromTag.innerText(), /NFC or QR tag\s+1$/);
    const ownTag = owner.page.getByTestId(`own-tag-${code}`);
    await ownTag.scrollIntoViewIfNeeded();
    assert.equal(await ownTag.getByTestId('own-tag-scans').innerText(), '1 scan');
    await screenshot(owner.page, 'tags-insights-phone');
  });
});
