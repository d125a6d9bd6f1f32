// A card not published yet (made with its business, no basic details) is a known
// address — a friendly "coming soon" page (200, noindex) that tells nothing of the business,
// no contact file or QR code — and the card itself as soon as its basic details are saved.
import { endpoints } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { visitor } from '#test/factories/feedback';
import { cardIdOf, eventsOf, setUpPublicCardTests } from '#test/factories/public-card';
import { signIn } from '#test/support/app';
import { basicDetails, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { PAGE_TTL_MS } from './routes';

const ctx = setUpPublicCardTests();

describe('a card not published yet', () => {
  it('answers "coming soon" with nothing of the business, then the card once it is filled in', async () => {
    const owner = await createCustomer({ agency: ctx.agency });
    const business = await createBusiness({ user: owner, businessName: 'Secret Opticals' });
    const card = await createCard({ business, filled: false });
    const cardId = cardIdOf(card);
    const client = ctx.t.client(ctx.agency);

    const page = await client.get(`/${cardId}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).toContain('<h1>This card is coming soon</h1>');
    expect(page.text).toContain('Acme Cards');
    expect(page.text).not.toContain('Secret Opticals');
    expect(page.text).not.toContain(owner.phoneNumber ?? 'no phone');
    expect(page.text).not.toContain('We could not find this card');
    // Its contact file and QR code are not there yet.
    for (const path of [`/${cardId}.vcf`, `/${cardId}/qr.png`]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('We could not find this card');
    }
    // It has no feedback or contact forms to post to either.
    const guest = visitor(ctx.t, ctx.agency);
    const posted = await guest.post(cardId, 'feedback', { rating: '5', message: 'Great', name: 'Priya' });
    expect(posted.status).toBe(404);
    expect(posted.text).toContain('We could not find this card');
    // A coming-soon visit is not a view of the card.
    expect(await eventsOf(ctx.t, card, 'view')).toEqual([]);

    // The owner saves the basic details: the next check (after the page's TTL) shows the card.
    const ownerClient = ctx.t.client(ctx.agency);
    await signIn(ownerClient, owner);
    const saved = await ownerClient.call(endpoints.updateCardBasicDetails, {
      body: { cardNo: card.cardNo, basicDetails: basicDetails({ companyName: 'Secret Opticals' }) },
    });
    expect(saved.status, saved.text).toBe(200);
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const published = await client.get(`/${cardId}`);
    expect(published.status).toBe(200);
    expect(published.text).toContain('Secret Opticals');
    expect(published.text).not.toContain('coming soon');
    expect((await client.get(`/${cardId}.vcf`)).status).toBe(200);
  });

  it('an inactive card stays "not active" (410) whether or not it was filled in', async () => {
    const owner = await createCustomer({ agency: ctx.agency });
    const card = await createCard({
      business: await createBusiness({ user: owner }),
      filled: false,
      status: 'inactive',
    });
    const res = await ctx.t.client(ctx.agency).get(`/${cardIdOf(card)}`);
    expect(res.status).toBe(410);
    expect(res.text).toContain('This card is not active');
  });
});
