// Greetings prepared ahead of their day (docs/product-rules.md#greetings-prepared): the job draws
// each active business's posts of the day into Storage under the key a download reads, counts
// nothing, skips businesses that could not download, and is read back only by its agency.
import {
  addDays,
  endpoints,
  GREETING_PREPARATION_MESSAGES,
  istDateOf,
  type TPrepareGreetingsStatus,
  ZPrepareGreetingsAccepted,
  ZPrepareGreetingsStatus,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imagePostDownloads } from '#db/schema';
import { createCategory, createImagePost, greetingPlan, greetingsWorld, putOnPlan } from '#test/factories/image-posts';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCard, createCustomer } from '#test/support/factories';
import { overlayCacheStats } from './greetings';
import { nextNightlyRun } from './prepare';

const t = testAppPerFile();

async function finished(client: TestClient, jobId: string): Promise<TPrepareGreetingsStatus> {
  const path = endpoints.getGreetingPreparation.path.replace('{jobId}', jobId);
  for (let tries = 0; tries < 400; tries++) {
    const res = await client.get(path);
    expect(res.status, res.text).toBe(200);
    const status = res.data(ZPrepareGreetingsStatus);
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`preparation ${jobId} did not finish`);
}

async function prepare(client: TestClient, date?: string) {
  const res = await client.call(endpoints.prepareGreetings, { body: date ? { date } : {} });
  expect(res.status, res.text).toBe(200);
  return finished(client, res.data(ZPrepareGreetingsAccepted).jobId);
}

const renderPath = (imageId: string) => endpoints.renderImagePost.path.replace('{imageId}', imageId);

describe('greetings prepared ahead', () => {
  it("draws today's posts of every active business that may download them, counts nothing, and the download reads them from Storage", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(3));
    // Another shop of the agency without greetings in its plan: nothing is drawn for it.
    const owner = await createCustomer({ agency: w.agency });
    const unpaid = await createBusiness({ user: owner, businessName: 'No Plan Stores', category: 'sweet-shop' });
    await createCard({ business: unpaid });
    const today = istDateOf(t.clock.now());
    const { subcategory } = await createCategory(t, w.agency);
    const first = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id, date: today });
    const second = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: subcategory.id,
      date: today,
      layout: 'STORY',
    });
    // Tomorrow's post is not today's greeting.
    await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id, date: addDays(today, 1) });

    const done = await prepare(w.clients.admin);
    expect(done).toMatchObject({ state: 'completed', businesses: 1, rendered: 2, alreadyStored: 0, failed: 0 });
    expect(
      await t.db.select().from(imagePostDownloads).where(eq(imagePostDownloads.businessId, w.business.id)),
    ).toEqual([]);

    // The morning's download draws nothing: the overlay cache is not even asked.
    const before = overlayCacheStats();
    for (const post of [first, second]) {
      const res = await w.clients.customer.get(renderPath(post.id), { query: { businessId: w.business.id } });
      expect(res.status, res.text).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
    const after = overlayCacheStats();
    expect(after.hits + after.misses).toBe(before.hits + before.misses);
    // …and the downloads count as usual.
    expect(
      await t.db.select().from(imagePostDownloads).where(eq(imagePostDownloads.businessId, w.business.id)),
    ).toHaveLength(2);

    // Run again: everything is found stored.
    expect(await prepare(w.clients.admin)).toMatchObject({ rendered: 0, alreadyStored: 2, businesses: 1 });
  });

  it('a changed profile is drawn again on demand, never served stale', async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(3));
    const today = istDateOf(t.clock.now());
    const { subcategory } = await createCategory(t, w.agency);
    const post = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id, date: today });
    await prepare(w.clients.admin);
    const prepared = await w.clients.customer.get(renderPath(post.id), { query: { businessId: w.business.id } });
    // The card's colour changes after the night: a new version, a new key, a new drawing.
    const { cards } = await import('#db/schema');
    const [card] = await t.db.select().from(cards).where(eq(cards.businessId, w.business.id));
    if (!card) throw new Error('the world has a card');
    await t.db
      .update(cards)
      .set({ sections: { ...card.sections, template: { ...card.sections.template, primaryColor: '#123456' } } })
      .where(eq(cards.businessId, w.business.id));
    const before = overlayCacheStats();
    const fresh = await w.clients.customer.get(renderPath(post.id), { query: { businessId: w.business.id } });
    expect(fresh.status).toBe(200);
    expect(overlayCacheStats().misses).toBe(before.misses + 1);
    expect(Buffer.compare(fresh.bytes, prepared.bytes)).not.toBe(0);
  });

  it('only today and the next 7 days; read back by its own agency only; customers may not ask', async () => {
    const w = await greetingsWorld(t);
    const today = istDateOf(t.clock.now());
    const late = await w.clients.admin.call(endpoints.prepareGreetings, { body: { date: addDays(today, 8) } });
    expect(late.status).toBe(400);
    expect(late.error().fields).toEqual({ date: GREETING_PREPARATION_MESSAGES.dateOutOfRange });
    const past = await w.clients.admin.call(endpoints.prepareGreetings, { body: { date: addDays(today, -1) } });
    expect(past.status).toBe(400);
    const badDate = await w.clients.admin.call(endpoints.prepareGreetings, { body: { date: '06/12/2026' } });
    expect(badDate.status).toBe(400);
    expect(badDate.error().fields).toEqual({ date: GREETING_PREPARATION_MESSAGES.dateInvalid });
    const queued = await w.clients.admin.call(endpoints.prepareGreetings, { body: { date: addDays(today, 7) } });
    expect(queued.status, queued.text).toBe(200);
    const { jobId, date } = queued.data(ZPrepareGreetingsAccepted);
    expect(date).toBe(addDays(today, 7));
    const path = endpoints.getGreetingPreparation.path.replace('{jobId}', jobId);
    expectError(await w.clients.otherAdmin.get(path), 404, GREETING_PREPARATION_MESSAGES.unknownJob);
    expect((await w.clients.customer.call(endpoints.prepareGreetings, { body: {} })).status).toBe(403);
    await finished(w.clients.admin, jobId);
  });

  it('the nightly run is at 01:30 IST: later the same night, else the next', () => {
    // 2026-12-06 00:30 IST = 2026-12-05 19:00 UTC: tonight's 01:30 is still ahead.
    expect(nextNightlyRun(new Date('2026-12-05T19:00:00Z'))).toEqual({
      at: new Date('2026-12-05T20:00:00Z'),
      date: '2026-12-06',
    });
    // 09:00 IST: the next is tomorrow's.
    expect(nextNightlyRun(new Date('2026-12-06T03:30:00Z'))).toEqual({
      at: new Date('2026-12-06T20:00:00Z'),
      date: '2026-12-07',
    });
  });
});
