// Leads and feedback in the browser: a visitor on a phone with JavaScript OFF leaves a lead
// ("Exchange contact", from the printed QR) and feedback on the demo card — plain HTML forms, a
// refusal shown back with the field's message — and the owner signs in, sees the badge, both
// entries, calls or WhatsApps back in one tap and downloads the leads as CSV.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ENQUIRY_MESSAGES, LEAD_CSV_COLUMNS, VISITOR_NOTICE_VERSION } from '@cardora/contract';
import { test } from '../fixtures';
import { ACTION_TIMEOUT_MS, baseUrl, DESKTOP, newContext, openDrawer, PHONE, screenshot, settle } from '../support';

const CARD = '/sharma-sweets';
const run = Date.now().toString(36);
const LEAD_NAME = `Meera Iyer ${run}`;
const FEEDBACK_NAME = `Arjun Rao ${run}`;
const FEEDBACK_MESSAGE = `The rasmalai was perfect for our party (${run}).`;

test.describe('feedback and leads', () => {
  test('a visitor with JavaScript off leaves a lead and feedback on the demo card', async ({ browser }) => {
    const context = await newContext(browser, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
      javaScriptEnabled: false,
      baseURL: baseUrl(),
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const page = await context.newPage();
    try {
      // From the printed QR: the lead says so.
      await page.goto(`${CARD}?src=qr`);
      const exchange = page.locator('#exchange');
      await exchange.scrollIntoViewIfNeeded();
      await screenshot(page, 'feedback-leads-card-phone');
      await exchange.locator('summary').click();
      const leadForm = exchange.locator('form');
      await leadForm.getByLabel('Your name').fill(LEAD_NAME);
      await leadForm.getByLabel('Your WhatsApp number').fill('98450 12345');
      // The notice's box is never ticked for the visitor (docs/product-rules.md#visitor-consent).
      const agree = leadForm.getByLabel('I agree to send these details to Sharma Sweets.');
      assert.equal(await agree.isChecked(), false);
      await agree.check();
      await screenshot(page, 'feedback-leads-exchange-open-phone');
      await Promise.all([
        page.waitForURL(/\/sharma-sweets\/thanks\?for=lead$/),
        leadForm.getByRole('button', { name: 'Send my contact' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Thank you! Your contact is on its way' }).waitFor();
      await screenshot(page, 'feedback-leads-thanks-phone');

      // Feedback: the first try has markup in the name, which the server refuses and shows back.
      await page.getByTestId('back-to-card').click();
      await page.waitForURL(new RegExp(`${CARD}$`));
      const section = page.locator('#feedback');
      await section.scrollIntoViewIfNeeded();
      await section.locator('summary').click();
      const form = section.locator('form');
      await form.locator('label[for="f-r4"]').click();
      await form.getByLabel('Your feedback').fill(FEEDBACK_MESSAGE);
      await form.getByLabel('Your name').fill(`<b>${FEEDBACK_NAME}</b>`);
      await form.getByLabel('Phone or e-mail (optional)').fill('arjun@example.com');
      await form.getByLabel('I agree to send these details to Sharma Sweets.').check();
      await screenshot(page, 'feedback-leads-feedback-open-phone');
      await form.getByRole('button', { name: 'Send feedback' }).click();
      const refused = page.locator('[data-field-error="name"]');
      await refused.waitFor();
      assert.equal(await refused.innerText(), ENQUIRY_MESSAGES.noMarkup);
      // What was typed is still there: the message, the rating, the contact.
      assert.equal(await page.getByLabel('Your feedback').inputValue(), FEEDBACK_MESSAGE);
      assert.equal(await page.locator('#f-r4').isChecked(), true);
      assert.equal(await page.locator('#f-consent').isChecked(), true);
      await screenshot(page, 'feedback-leads-refused-phone');
      await page.getByLabel('Your name').fill(FEEDBACK_NAME);
      await Promise.all([
        page.waitForURL(/\/sharma-sweets\/thanks\?for=feedback$/),
        page.getByRole('button', { name: 'Send feedback' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Thank you for your feedback!' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('the owner sees both with a badge, calls back in one tap and downloads the leads CSV', async ({ signedIn }) => {
    const { context, page } = await signedIn('customer', PHONE);
    try {
      await openDrawer(page);
      const entry = page.getByTestId('drawer').getByTestId('menu-enquiries');
      const badge = entry.locator('.MuiBadge-badge');
      await badge.waitFor();
      assert.ok(Number(await badge.innerText()) >= 2, 'the badge counts the new lead and feedback');
      await screenshot(page, 'feedback-leads-drawer-badge-phone');
      await entry.click();
      await page.waitForURL(/\/panel\/customer\/enquiries/);

      const lead = page.getByTestId('lead-card').filter({ hasText: LEAD_NAME });
      await lead.waitFor();
      assert.equal(await lead.getByTestId('lead-source').innerText(), 'QR code');
      assert.match(
        (await lead.getByTestId('lead-whatsapp').getAttribute('href')) ?? '',
        /^https:\/\/wa\.me\/919845012345\?text=/,
      );
      assert.equal(await lead.getByTestId('lead-call').getAttribute('href'), 'tel:+919845012345');
      await settle(page);
      await screenshot(page, 'feedback-leads-owner-leads-phone');

      // Opening the page cleared the badge.
      await openDrawer(page);
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-testid="menu-enquiries"] .MuiBadge-badge')
            ?.classList.contains('MuiBadge-invisible') ?? true,
      );
      await page.keyboard.press('Escape');

      const downloaded = page.waitForEvent('download');
      await page.getByTestId('download-leads-csv').click();
      const download = await downloaded;
      assert.match(download.suggestedFilename(), /^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      assert.equal(csv.charCodeAt(0), 0xfeff, 'the CSV starts with a BOM (Excel reads it as UTF-8)');
      const lines = csv.slice(1).split('\r\n');
      assert.equal(lines[0], LEAD_CSV_COLUMNS.join(','));
      const row = lines.find((line) => line.includes(LEAD_NAME));
      assert.ok(row, 'the new lead is in the CSV');
      // The phone is kept as text (a leading + would be a formula), the source in words.
      assert.match(
        row,
        new RegExp(
          `^(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}),${LEAD_NAME},'\\+919845012345,,QR code,Sharma Sweets,sharma-sweets,` +
            // Sent to the business's card, not a team member's page: the Team member cell is empty.
            `Agreed \\1 IST \\(notice v${VISITOR_NOTICE_VERSION}\\),$`,
        ),
      );
      assert.ok(
        lines.some((line) => line.includes('Rohan Mehta')),
        'the demo leads are there too',
      );

      await page.getByTestId('tab-feedback').click();
      const feedback = page.getByTestId('feedback-card').filter({ hasText: FEEDBACK_NAME });
      await feedback.waitFor();
      assert.equal(await feedback.getByTestId('feedback-message').innerText(), FEEDBACK_MESSAGE);
      assert.match(await page.getByTestId('feedback-total').innerText(), /^from \d+ reviews$/);
      await settle(page);
      await screenshot(page, 'feedback-leads-owner-feedback-phone');
      await page.setViewportSize(DESKTOP);
      await settle(page);
      await screenshot(page, 'feedback-leads-owner-feedback-desktop');
    } finally {
      await context.close();
    }
  });

  test('staff reach a business’s feedback and leads from All Projects', async ({ signedIn }) => {
    const { context, page } = await signedIn('admin', DESKTOP);
    try {
      // All Projects searches business names by default.
      await page.goto('/panel/admin/projects?projectType=digital_card&search=Sharma%20Sweets');
      const row = page.getByTestId('projects-table').locator('[data-testid="project-row"]').first();
      await row.waitFor();
      await row.getByTestId('project-menu').click();
      await page.getByTestId('card-enquiries').click();
      await page.waitForURL(/\/panel\/admin\/enquiries\?businessId=/);
      await page.getByTestId('lead-card').filter({ hasText: LEAD_NAME }).waitFor();
      await settle(page);
      await screenshot(page, 'feedback-leads-admin-desktop');
    } finally {
      await context.close();
    }
  });
});
