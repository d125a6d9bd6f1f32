// In the browser: Greetings Management. The super admin makes a category with a
// subcategory and a tag, uploads today's festival posts (JPEGs drawn by sharp) with a file that
// is not an image beside them, sees each file's outcome, then the posts' watermarked previews
// appear in the grid by themselves; the Demo Agency's admin adds an exclusive post that the
// platform never sees; both delete what they made (after a confirm naming the count).
// Screenshots at 1280×800 and 390×844.

import assert from 'node:assert/strict';
import { IMAGE_POST_MESSAGES, type TImagePost, ZImageCategory, ZImagePost, ZImagePostList } from '@cardora/contract';
import type { Locator, Page } from 'playwright-core';
import { test } from '../fixtures';
import { greetingJpeg, istToday, pickOption, settledUploads, shownDay, sideways } from '../greetings-support';
import { DESKTOP, getFromPage, openDrawer, PHONE, screenshot, settle } from '../support';

const run = Date.now().toString(36);
const CATEGORY = `E2E Festivals ${run}`;
const SUBCATEGORY = 'Diwali';
const TAG = `lights-${run}`;
const PLATFORM_TITLE = `Happy Diwali ${run}`;
const EXCLUSIVE_TITLE = `Diwali offer ${run}`;
/** The page's own chunk (and the grid's) on a first visit, with room for a busy machine. */
const PAGE_LOAD_MS = 20_000;

/** The API's own answer: the oracle for what the grid shows. */
async function apiPosts(page: Page, query: Record<string, string>): Promise<TImagePost[]> {
  const { status, json } = await getFromPage(page, `/api/v1/image-post?${new URLSearchParams(query)}`);
  assert.equal(status, 200, JSON.stringify(json));
  return ZImagePostList.parse(json.data).list;
}

async function categoryId(page: Page): Promise<string> {
  const { json } = await getFromPage(page, '/api/v1/image-post/image-category');
  const found = ZImageCategory.array()
    .parse(json.data)
    .find((c) => c.name === CATEGORY);
  assert.ok(found, `the category ${CATEGORY} exists`);
  return found.imageCategoryId;
}

/** Waits until the row's preview is made (the grid polls) and its image has loaded. */
async function expectPreview(row: Locator): Promise<void> {
  const image = row.locator('[data-testid="post-preview"][data-status="ready"] img');
  await image.waitFor({ timeout: 30_000 });
  await row
    .page()
    .waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
}

/** Opens Greetings Management at `address` and waits for its page. */
async function openGreetings(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.getByTestId('greetings-admin-page').waitFor({ timeout: PAGE_LOAD_MS });
}

/** Opens Greetings Management from the drawer's menu: it lands on `address`, titled as the menu says. */
async function openGreetingsFromMenu(page: Page, address: RegExp): Promise<void> {
  await openDrawer(page);
  await page.getByTestId('menu-greetingsManagement').click();
  await page.waitForURL(address);
  await page.getByTestId('greetings-admin-page').waitFor({ timeout: PAGE_LOAD_MS });
  await page
    .getByTestId('page-title')
    .filter({ hasText: /^Greetings management$/ })
    .waitFor();
}

/** Shows only this run's posts: the category filter (on a phone behind 'Filters'). */
async function filterToRun(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByTestId('posts-filters-toggle').click();
  await pickOption(page.locator('body'), 'filter-category', CATEGORY);
  if (phone) await page.getByTestId('posts-filters-toggle').click();
}

test.describe('Greetings Management: daily images and an agency’s exclusive posts', () => {
  const today = istToday();

  test('the super admin makes a category, a subcategory and a tag, and uploads today’s festival posts', async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn('superadmin', DESKTOP);
    await openGreetingsFromMenu(page, /\/panel\/admin\/daily-image-management$/);

    await page.getByTestId('tab-categories').click();
    await page.getByTestId('category-create').click();
    await page.getByTestId('category-name').fill(CATEGORY);
    await page.getByTestId('category-save').click();
    await page.getByTestId('category-form').waitFor({ state: 'detached' });
    const category = page.getByTestId('category-item').filter({ hasText: CATEGORY });
    await category.locator('.MuiAccordionSummary-root').click();
    await category.getByTestId('subcategory-name').fill(SUBCATEGORY);
    await category.getByTestId('subcategory-add').click();
    await category.getByTestId('subcategory-chip').filter({ hasText: SUBCATEGORY }).waitFor();
    // 'Business Category' holds the trades businesses pick: it says so.
    await page
      .getByTestId('category-item')
      .filter({ hasText: 'Business Category' })
      .locator('.MuiAccordionSummary-root')
      .click();
    await page.getByTestId('business-category-note').waitFor();

    await page.getByTestId('tab-tags').click();
    await page.getByTestId('tag-name').fill(TAG);
    await page.getByTestId('tag-add').click();
    await page
      .getByTestId('tag-chip')
      .filter({ hasText: `#${TAG}` })
      .waitFor();

    await page.getByTestId('tab-posts').click();
    await page.getByTestId('upload-open').click();
    const dialog = page.getByTestId('upload-dialog');
    await dialog.getByTestId('upload-input').setInputFiles([
      { name: 'diwali-lamps.jpg', mimeType: 'image/jpeg', buffer: await greetingJpeg('Happy Diwali') },
      {
        name: 'diwali-rangoli.jpg',
        mimeType: 'image/jpeg',
        buffer: await greetingJpeg('Shubh Deepavali', ['#9d174d', '#f472b6']),
      },
      // Named and typed as a JPEG, but not one: only the server can tell.
      { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is text, not a picture') },
    ]);
    await pickOption(dialog, 'upload-category', CATEGORY);
    await pickOption(dialog, 'upload-subcategory', SUBCATEGORY);
    await dialog.getByTestId('upload-date').fill(today);
    await dialog.getByTestId('upload-tags').click();
    await page.getByRole('option', { name: TAG, exact: true }).click();
    await dialog.getByTestId('upload-title').fill(PLATFORM_TITLE);
    assert.equal(await dialog.getByTestId('upload-submit').innerText(), 'Upload 3 files');
    await dialog.getByTestId('upload-submit').click();

    const outcome = await settledUploads(page);
    assert.deepEqual(outcome, {
      'diwali-lamps.jpg': 'done',
      'diwali-rangoli.jpg': 'done',
      'not-a-photo.jpg': 'failed',
    });
    const refused = dialog.getByTestId('upload-item').filter({ hasText: 'not-a-photo.jpg' });
    assert.equal(await refused.getByTestId('upload-item-error').innerText(), IMAGE_POST_MESSAGES.notAnImage);
    // The same bytes would be refused again: no Retry, only Remove.
    assert.equal(await refused.getByTestId('upload-retry').count(), 0);
    assert.match(await dialog.getByTestId('upload-summary').innerText(), /2 added · 1 failed/);
    await settle(page);
    await screenshot(page, 'greetings-admin-upload-desktop');
    await dialog.getByTestId('upload-close').click();

    await filterToRun(page, false);
    const rows = page.getByTestId('post-row');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="post-row"]').length === 2);
    for (const row of await rows.all()) {
      assert.equal(await row.getByTestId('post-name').innerText(), PLATFORM_TITLE);
      assert.equal(await row.getByTestId('post-date').innerText(), shownDay(today));
      await expectPreview(row);
    }
    await page.mouse.move(0, 0);
    await settle(page);
    await screenshot(page, 'greetings-admin-daily-images-desktop');

    // The API agrees: two of the platform's posts for today, previews made.
    const posts = await apiPosts(page, { owner: 'platform', date: today, imageCategoryId: await categoryId(page) });
    assert.equal(posts.length, 2);
    for (const post of posts) {
      assert.equal(post.isPlatform, true);
      assert.equal(post.previewStatus, 'ready');
      assert.equal(post.title, PLATFORM_TITLE);
      assert.deepEqual(
        post.tags.map((t) => t.name),
        [TAG],
      );
    }
    await context.close();
  });

  test('on a phone the super admin sees the posts as cards, with nothing wider than the screen', async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn('superadmin', PHONE);
    await openGreetings(page, '/panel/admin/daily-image-management');
    await filterToRun(page, true);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="post-cards"] [data-testid="post-row"]').length === 2,
    );
    await expectPreview(page.getByTestId('post-row').first());
    assert.ok((await sideways(page)) <= 0, `the page scrolls sideways by ${await sideways(page)}px`);
    await settle(page);
    await screenshot(page, 'greetings-admin-daily-images-phone');

    await page.getByTestId('upload-open').click();
    await page.getByTestId('upload-drop-zone').waitFor();
    await settle(page);
    await screenshot(page, 'greetings-admin-upload-phone');
    await context.close();
  });

  test('the Demo Agency’s admin adds an exclusive post, which the platform does not see', async ({ signedIn }) => {
    const { context, page } = await signedIn('admin', DESKTOP);
    await openGreetingsFromMenu(page, /\/panel\/admin\/image-posts-management$/);
    // The Demo Agency may add its own posts (allowAgencyExclusivePosts): no refusal shown.
    assert.equal(await page.getByTestId('exclusive-not-allowed').count(), 0);
    assert.equal(await page.getByTestId('owner-own').getAttribute('aria-pressed'), 'true');

    // The platform's posts are listed apart, read-only.
    await page.getByTestId('owner-platform').click();
    await page.getByTestId('platform-posts-note').waitFor();
    await filterToRun(page, false);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="post-row"]').length === 2);
    assert.equal(await page.getByTestId('post-edit').count(), 0);
    assert.equal(await page.getByTestId('post-delete').count(), 0);
    await page.getByTestId('owner-own').click();

    await page.getByTestId('upload-open').click();
    const dialog = page.getByTestId('upload-dialog');
    await dialog.getByTestId('upload-input').setInputFiles([
      {
        name: 'our-diwali-offer.jpg',
        mimeType: 'image/jpeg',
        buffer: await greetingJpeg('20% off', ['#0c4a6e', '#38bdf8'], 'STORY'),
      },
    ]);
    // The platform's category, which the agency may post in.
    await pickOption(dialog, 'upload-category', CATEGORY);
    await pickOption(dialog, 'upload-subcategory', SUBCATEGORY);
    await pickOption(dialog, 'upload-layout', 'Story (9:16), for status and stories');
    await dialog.getByTestId('upload-title').fill(EXCLUSIVE_TITLE);
    await dialog.getByTestId('upload-submit').click();
    await dialog.getByTestId('upload-all-done').waitFor();
    await dialog.getByTestId('upload-done').click();

    const row = page.getByTestId('post-row').filter({ hasText: EXCLUSIVE_TITLE });
    await row.waitFor();
    await expectPreview(row);
    await page.mouse.move(0, 0);
    await settle(page);
    await screenshot(page, 'greetings-admin-exclusive-desktop');

    const own = await apiPosts(page, { owner: 'own', imageCategoryId: await categoryId(page) });
    assert.deepEqual(
      own.map((p) => [p.title, p.isPlatform, p.layout, p.editable]),
      [[EXCLUSIVE_TITLE, false, 'STORY', true]],
    );
    const exclusiveId = own[0]?.imageId ?? '';
    await context.close();

    // The platform's team never sees an agency's exclusive post.
    const platform = await signedIn('superadmin', DESKTOP);
    const seen = await getFromPage(platform.page, `/api/v1/image-post/ids?imageIds=${exclusiveId}`);
    assert.equal(seen.status, 200);
    assert.deepEqual(ZImagePost.array().parse(seen.json.data), []);
    await platform.context.close();

    const phone = await signedIn('admin', PHONE);
    await openGreetings(phone.page, '/panel/admin/image-posts-management');
    await phone.page.getByTestId('post-row').filter({ hasText: EXCLUSIVE_TITLE }).waitFor();
    await expectPreview(phone.page.getByTestId('post-row').filter({ hasText: EXCLUSIVE_TITLE }));
    assert.ok((await sideways(phone.page)) <= 0, `the page scrolls sideways by ${await sideways(phone.page)}px`);
    await settle(phone.page);
    await screenshot(phone.page, 'greetings-admin-exclusive-phone');
    await phone.context.close();
  });

  test('each deletes what it made, after a confirm that names what goes; then the subcategory and the tag', async ({
    signedIn,
  }) => {
    const agency = await signedIn('admin', PHONE);
    await openGreetings(agency.page, '/panel/admin/image-posts-management');
    const mine = agency.page.getByTestId('post-row').filter({ hasText: EXCLUSIVE_TITLE });
    await mine.getByTestId('post-delete').click();
    const confirmOne = agency.page.getByTestId('delete-posts-dialog');
    await confirmOne.getByText(`Delete '${EXCLUSIVE_TITLE}'?`).waitFor();
    await confirmOne.getByRole('button', { name: 'Delete post' }).click();
    await mine.waitFor({ state: 'detached' });
    await agency.context.close();

    const { context, page } = await signedIn('superadmin', DESKTOP);
    await openGreetings(page, '/panel/admin/daily-image-management');
    await filterToRun(page, false);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="post-row"]').length === 2);
    for (const box of await page.locator('[data-testid="post-row"] input[type="checkbox"]').all()) await box.check();
    await page.getByTestId('selection-bar').getByText('2 selected').waitFor();
    await page.getByTestId('delete-selected').click();
    const confirm = page.getByTestId('delete-posts-dialog');
    await confirm.getByText('Delete 2 posts?').waitFor();
    await settle(page);
    await screenshot(page, 'greetings-admin-delete-desktop');
    await confirm.getByRole('button', { name: 'Delete 2 posts' }).click();
    await page.getByTestId('posts-empty').waitFor();
    assert.deepEqual(await apiPosts(page, { owner: 'platform', imageCategoryId: await categoryId(page) }), []);

    // With no post left in it, the subcategory can go; the tag goes from every post that had it.
    await page.getByTestId('tab-categories').click();
    const category = page.getByTestId('category-item').filter({ hasText: CATEGORY });
    await category.locator('.MuiAccordionSummary-root').click();
    const chip = category.getByTestId('subcategory-chip').filter({ hasText: SUBCATEGORY });
    await chip.locator('.MuiChip-deleteIcon').click();
    const removeSub = page.getByTestId('remove-subcategory-dialog');
    await removeSub.getByText('Remove this subcategory?').waitFor();
    await removeSub.getByRole('button', { name: 'Remove' }).click();
    await chip.waitFor({ state: 'detached' });
    await page.getByTestId('tab-tags').click();
    const tag = page.getByTestId('tag-chip').filter({ hasText: `#${TAG}` });
    await tag.locator('.MuiChip-deleteIcon').click();
    await page.getByTestId('delete-tag-dialog').getByRole('button', { name: 'Delete tag' }).click();
    await tag.waitFor({ state: 'detached' });
    await context.close();
  });
});
