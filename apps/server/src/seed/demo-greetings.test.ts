// The demo's greetings library: today's posts, festivals ahead and posts for
// the demo shop's trade reach the demo customer, with previews, and render branded.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, endpoints, istDateOf, ZBusiness, ZGreetingsHome } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openSeededDemo, type SeededDemo } from '#test/factories/seed';
import { TestClient } from '#test/support/client';
import { festivalByKey, nextDateOf } from '../areas/studio/festivals/calendar';
import { imagePosts } from '../db/schema';
import { DEMO_PASSWORD } from './demo';
import { rollDemoDailyPosts } from './demo-day-roll';
import { DEMO_DAILY_POST_FILES, demoGreetingsDir } from './demo-greetings';
import { DEMO_GREETINGS, demoPostDate } from './demo-greetings-library';
import { GREETING_VIDEO } from './demo-videos-seed';

let seeded: SeededDemo;
beforeAll(async () => {
  seeded = await openSeededDemo('cardora-demo-greetings-');
});
afterAll(() => seeded.close());

async function demoCustomer() {
  const client = new TestClient(seeded.app, 'localhost:3000');
  const login = await client.call(endpoints.login, { body: { phoneNumber: '+919876543210', password: DEMO_PASSWORD } });
  expect(login.status).toBe(200);
  const [sweets] = (await client.call(endpoints.getBusinessesByUser)).data(z.array(ZBusiness));
  if (!sweets) throw new Error('the demo customer has no business');
  return { client, sweets };
}

describe('demoPostDate', () => {
  it('puts a yearly day on its next date, today included, and drops festivals whose dates are past', () => {
    expect(demoPostDate({ kind: 'yearly', month: 11, day: 26 }, '2026-11-24')).toBe('2026-11-26');
    expect(demoPostDate({ kind: 'yearly', month: 1, day: 1 }, '2026-11-24')).toBe('2027-01-01');
    expect(demoPostDate({ kind: 'yearly', month: 11, day: 24 }, '2026-11-24')).toBe('2026-11-24');
    expect(demoPostDate({ kind: 'on', dates: ['2026-11-08', '2027-10-29'] }, '2026-11-24')).toBe('2027-10-29');
    expect(demoPostDate({ kind: 'on', dates: ['2026-11-08'] }, '2026-11-24')).toBeUndefined();
    expect(demoPostDate({ kind: 'today' }, '2026-11-24')).toBe('2026-11-24');
    expect(demoPostDate({ kind: 'any' }, '2026-11-24')).toBeNull();
  });
});

describe('the demo library data', () => {
  it('has text-free art for every post, and text layers in English, Hindi and two more languages', () => {
    expect(DEMO_GREETINGS.length).toBeGreaterThanOrEqual(60);
    expect(DEMO_GREETINGS.filter((post) => post.layout === 'STORY').length).toBeGreaterThanOrEqual(15);
    expect(new Set(DEMO_GREETINGS.map((post) => post.file)).size).toBe(DEMO_GREETINGS.length);
    const dir = demoGreetingsDir();
    for (const post of DEMO_GREETINGS) {
      expect(existsSync(join(dir, `${post.file}.jpg`)), post.file).toBe(true);
      expect(post.textLayers.length, post.file).toBeGreaterThanOrEqual(1);
      expect(post.textLayers.length, post.file).toBeLessThanOrEqual(3);
      expect(post.textLayers[0]?.role, post.file).toBe('headline');
      for (const layer of post.textLayers) {
        const languages = Object.keys(layer.texts);
        expect(languages, `${post.file} ${layer.role}`).toEqual(expect.arrayContaining(['en', 'hi']));
        expect(languages.length, `${post.file} ${layer.role}`).toBeGreaterThanOrEqual(4);
        // The text stays in the poster's text area (docs/product-rules.md#layouts-that-hold).
        const area = post.layout === 'STORY' ? { top: 0.05, bottom: 0.5 } : { top: 0.06, bottom: 0.45 };
        expect(layer.box.y, post.file).toBeGreaterThanOrEqual(area.top);
        expect(layer.box.y + layer.box.height, post.file).toBeLessThanOrEqual(area.bottom);
      }
      // What the seed stores today: the post's title is its headline in its own language.
      expect(post.title).toBe(post.textLayers[0]?.texts[post.language]);
    }
  });
});

describe('the demo greetings library', () => {
  it("opens on today's posts (several languages), festivals ahead and the shop's trade, all with previews", async () => {
    const { client, sweets } = await demoCustomer();
    const res = await client.call(endpoints.getGreetingsHome, {
      query: { businessId: sweets.businessId, days: '90' },
    });
    expect(res.status, res.text).toBe(200);
    const home = res.data(ZGreetingsHome);
    expect(home.today).toBe(istDateOf(new Date()));
    expect(home.todays.length).toBeGreaterThanOrEqual(4);
    expect(new Set(home.todays.map((post) => post.language)).size).toBeGreaterThanOrEqual(3);
    // The Demo Agency's own post is among today's.
    expect(home.todays.some((post) => post.imageCategoryName === 'Demo Agency Specials')).toBe(true);
    // The festivals and days ahead: every library date after today within the next 80 days (a
    // festival post's from the festival calendar, the others' from their date rule).
    const soon = new Date(Date.now() + 80 * 86_400_000);
    // A regional festival shows only in its states (the demo shop's is Maharashtra).
    const shown = (key: string) => {
      const states = festivalByKey(key)?.states ?? [];
      return states.length === 0 || (home.stateCode !== null && states.includes(home.stateCode));
    };
    const ahead = DEMO_GREETINGS.map((post) => {
      if (!post.festival) return demoPostDate(post.date, home.today);
      return shown(post.festival) ? nextDateOf(post.festival, addDays(home.today, 1)) : null;
    }).filter((date): date is string => typeof date === 'string' && date > home.today && date <= istDateOf(soon));
    expect(home.upcoming.map((day) => day.date)).toEqual(expect.arrayContaining([...new Set(ahead)]));
    expect(home.forBusiness.map((post) => post.title)).toEqual(
      expect.arrayContaining(DEMO_GREETINGS.filter((p) => p.subcategory === 'sweet-shop').map((p) => p.title)),
    );
    for (const post of [...home.todays, ...home.forBusiness]) {
      expect(post.previewStatus, post.title ?? post.imageId).toBe('ready');
      expect(post.previewUrl).toMatch(/^\/uploads\//);
    }
  });

  it("renders today's post branded with Sharma Sweets as a 1080×1080 JPEG", async () => {
    const { client, sweets } = await demoCustomer();
    const home = (await client.call(endpoints.getGreetingsHome, { query: { businessId: sweets.businessId } })).data(
      ZGreetingsHome,
    );
    const square = home.todays.find((post) => post.layout === 'SQUARE');
    if (!square) throw new Error('no square post today');
    const res = await seeded.app.inject({
      method: 'GET',
      url: `${endpoints.renderImagePost.path.replace('{imageId}', square.imageId)}?businessId=${sweets.businessId}`,
      headers: { host: client.host, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
  });
});

describe("the demo's daily posts on later days", () => {
  const dailyFiles = [...DEMO_DAILY_POST_FILES.platform, ...DEMO_DAILY_POST_FILES.agency, GREETING_VIDEO.file];
  const NOT_COMMITTED = new Error('rolled back on purpose');

  it("move to the current IST day (festival posts and a content admin's posts stay), once a day", async () => {
    const seedDay = istDateOf(new Date());
    const twoDaysOn = new Date(Date.now() + 2 * 86_400_000);
    // In a transaction rolled back at the end, so the other tests see the demo as seeded.
    await expect(
      seeded.database.db.transaction(async (tx) => {
        const before = await tx
          .select({ id: imagePosts.id, originalName: imagePosts.originalName, postDate: imagePosts.postDate })
          .from(imagePosts);
        const daily = before.filter(
          (post) => post.postDate === seedDay && dailyFiles.includes(post.originalName ?? ''),
        );
        // Every Good Morning and Thought of the Day post of the platform, the agency's offer, the video.
        expect(daily).toHaveLength(dailyFiles.length);
        // A content admin's own post for the seed day, under a demo file's name, is not the demo's.
        const [copied] = await tx
          .select()
          .from(imagePosts)
          .where(eq(imagePosts.id, daily[0]?.id ?? ''));
        if (!copied) throw new Error('no daily post to copy');
        const { id: _id, ...fields } = copied;
        const [own] = await tx
          .insert(imagePosts)
          .values({ ...fields, storageKey: 'image-posts/platform/own.jpg' })
          .returning({ id: imagePosts.id });

        expect(await rollDemoDailyPosts(tx, new Date())).toBe(0);
        expect(await rollDemoDailyPosts(tx, twoDaysOn)).toBe(dailyFiles.length);
        expect(await rollDemoDailyPosts(tx, twoDaysOn)).toBe(0);

        const after = new Map(
          (await tx.select({ id: imagePosts.id, postDate: imagePosts.postDate }).from(imagePosts)).map((post) => [
            post.id,
            post.postDate,
          ]),
        );
        const moved = new Set(daily.map((post) => post.id));
        for (const post of before) {
          expect(after.get(post.id), post.originalName ?? post.id).toBe(
            moved.has(post.id) ? istDateOf(twoDaysOn) : post.postDate,
          );
        }
        expect(after.get(own?.id ?? '')).toBe(seedDay);
        throw NOT_COMMITTED;
      }),
    ).rejects.toBe(NOT_COMMITTED);
  });
});
