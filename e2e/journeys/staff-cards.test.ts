// In the browser. Staff cards (docs/product-rules.md#staff-cards), on a phone: the demo customer
// adds two people to Sharma Sweets' team in the card editor; a visitor opens the card, taps one of
// them in "Our team", lands on their page and saves their contact — the member's vCard, not the
// owner's. The team is put back as it was at the end, so the journey can run again on this server.

import assert from 'node:assert/strict';
import { test } from '../fixtures';
import { openEditorSection, PHONE, parseVcard, postFromPage, saveEditorSection, screenshot } from '../support';

const NEW_PEOPLE = [
  { name: 'Neha Gupta', designation: 'Billing & GST', phone: '9812300011' },
  { name: 'Arjun Mehta', designation: 'Home delivery', phone: '9812300012' },
];

test.describe('Staff cards', () => {
  test('the owner adds two people on a phone; a visitor opens one and saves their contact', async ({
    open,
    signedIn,
  }) => {
    const owner = await signedIn('customer', PHONE);
    const { page } = owner;
    await page.goto('/panel/customer/cards/edit');
    await page.getByTestId('card-editor').waitFor();
    await openEditorSection(page, 'team');
    const before = await page.locator('[data-testid^="team-member-"][data-testid$="-name"]').count();

    for (const [offset, person] of NEW_PEOPLE.entries()) {
      const index = before + offset;
      await page.getByTestId('team-add').click();
      await page.getByTestId(`team-member-${index}-name`).fill(person.name);
      await page.getByTestId(`team-member-${index}-designation`).fill(person.designation);
      await page.getByTestId(`team-member-${index}-phone`).fill(person.phone);
    }
    // The page address follows the name while the member is new.
    assert.equal(await page.getByTestId(`team-member-${before}-slug`).inputValue(), 'neha-gupta');
    await screenshot(page, 'team-editor-phone');
    const saved = await saveEditorSection(page, 'team', '/api/v1/updateCardTeam');
    const card = (await saved.json()).data as {
      cardNo: number;
      cardId: string;
      sections: { team: { members: { slug: string; name: string }[] } };
    };
    const slugs = card.sections.team.members.map((member) => member.slug);
    assert.deepEqual(slugs.slice(-2), ['neha-gupta', 'arjun-mehta']);
    await page.getByTestId(`team-member-${before}-open`).waitFor();

    // A visitor's phone: the card lists the team; Neha's row opens her page.
    const visitor = await open(PHONE);
    const response = await visitor.page.goto(`/${card.cardId}`);
    assert.equal(response?.status(), 200);
    const neha = visitor.page.locator(`a[href="/${card.cardId}/neha-gupta"]`);
    await neha.scrollIntoViewIfNeeded();
    await screenshot(visitor.page, 'team-on-card-phone');
    await neha.click();
    await visitor.page.waitForURL(new RegExp(`/${card.cardId}/neha-gupta$`));
    assert.equal(await visitor.page.locator('h1.name').innerText(), 'Neha Gupta');
    await screenshot(visitor.page, 'team-member-page-phone');

    // Save contact: the member's vCard, with the shop as her organisation.
    const download = visitor.page.waitForEvent('download');
    await visitor.page.locator('.dock .btn.pri').click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `${card.cardId}-neha-gupta.vcf`);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const vcard = parseVcard(Buffer.concat(chunks).toString('utf8'));
    assert.deepEqual(vcard.get('FN'), ['Neha Gupta']);
    assert.equal(vcard.get('ORG')?.[0], 'Sharma Sweets');
    assert.deepEqual(vcard.get('TITLE'), ['Billing & GST']);
    assert.ok(vcard.get('TEL')?.includes('+919812300011'), String(vcard.get('TEL')));
    await visitor.context.close();

    // The team as it was, for the next run on this server.
    const restored = await postFromPage(page, '/api/v1/updateCardTeam', {
      cardNo: card.cardNo,
      team: { members: card.sections.team.members.slice(0, before) },
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.json));
  });
});
