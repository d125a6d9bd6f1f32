// Posts scheduled to a festival, the festivals in the greetings home, the content team's
// calendar and the reminders (docs/product-rules.md#festival-calendar). The clock is set to days
// of 2026 whose festivals the calendar tests pin down (Diwali 8 Nov, Onam 26 Aug, Christmas).
import { randomUUID } from 'node:crypto';
import { endpoints, FESTIVAL_MESSAGES, ZFestivalCalendar, ZGreetingsHome, ZImagePost } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminNotifications, businessTaxDetails, festivalReminders, imagePosts } from '#db/schema';
import {
  createCategory,
  createImagePost,
  GREETINGS_CONFIGURATION,
  type GreetingsWorld,
  greetingsWorld,
  imageBytes,
  postForm,
} from '#test/factories/image-posts';
import { signIn, testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { createAgency, createStaff } from '#test/support/factories';
import { nextRunAt, runFestivalReminders } from './reminders';

const t = testAppPerFile();

/** Sets the test clock to 10:00 IST of a date. */
function setToday(date: string) {
  const target = Date.parse(`${date}T04:30:00Z`);
  t.clock.advance(target - t.clock.now().getTime());
}

const png = async () => ({ filename: 'p.png', contentType: 'image/png', bytes: await imageBytes() });

describe('a post scheduled to a festival', () => {
  let w: GreetingsWorld;
  beforeAll(async () => {
    w = await greetingsWorld(t);
  });

  it('is saved with its festival, listed by it; an unknown festival or a date as well is a 400', async () => {
    const { subcategory } = await createCategory(t, w.agency);
    const path = endpoints.createImagePost.path;
    const ok = await postForm(w.clients.admin, path, { imageSubcategoryId: subcategory.id, festivalKey: 'diwali' }, [
      await png(),
    ]);
    expect(ok.status, ok.text).toBe(200);
    const post = ok.data(ZImagePost);
    expect(post).toMatchObject({ festivalKey: 'diwali', date: null });
    const listed = await w.clients.admin.call(endpoints.listImagePosts, {
      query: { festivalKey: 'diwali', owner: 'own' },
    });
    expect(listed.status, listed.text).toBe(200);

    const unknown = await postForm(
      w.clients.admin,
      path,
      { imageSubcategoryId: subcategory.id, festivalKey: 'no-such-day' },
      [await png()],
    );
    expectError(unknown, 400, FESTIVAL_MESSAGES.unknownFestival('no-such-day'));
    const both = await postForm(
      w.clients.admin,
      path,
      { imageSubcategoryId: subcategory.id, festivalKey: 'diwali', date: '2026-11-08' },
      [await png()],
    );
    expectError(both, 400, FESTIVAL_MESSAGES.dateAndFestival);
  });
});

describe('the greetings home', () => {
  it("shows a festival's posts on its date every year, with the festival's name; customers see no empty festival day", async () => {
    setToday('2026-11-01');
    const w = await greetingsWorld(t);
    const { subcategory } = await createCategory(t, w.agency);
    const [post] = await t.db
      .update(imagePosts)
      .set({ festivalKey: 'diwali' })
      .where(eq(imagePosts.id, (await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id })).id))
      .returning();
    const query = { businessId: w.business.id, days: '30' };
    const home = (await w.clients.customer.call(endpoints.getGreetingsHome, { query })).data(ZGreetingsHome);
    const diwali = home.upcoming.find((day) => day.date === '2026-11-08');
    expect(diwali?.festivals.map((f) => f.key)).toContain('diwali');
    expect(diwali?.festivals.find((f) => f.key === 'diwali')).toMatchObject({ name: 'Diwali', nameHi: 'दीपावली' });
    expect(diwali?.posts.map((p) => p.imageId)).toContain(post?.id);
    // Children's Day (14 Nov) has no post of this agency: not shown to the customer...
    expect(home.upcoming.every((day) => day.posts.length > 0)).toBe(true);
    // ...but to staff, to fill it.
    const staff = (await w.clients.admin.call(endpoints.getGreetingsHome, { query: { days: '30' } })).data(
      ZGreetingsHome,
    );
    expect(staff.upcoming.find((day) => day.date === '2026-11-14')?.festivals.map((f) => f.key)).toContain(
      'childrens-day',
    );

    // Next year, on its next date, without anyone touching the post.
    setToday('2027-10-29');
    const customer = t.client(w.agency);
    await signIn(customer, w.owner);
    const next = (await customer.call(endpoints.getGreetingsHome, { query })).data(ZGreetingsHome);
    expect(next.todaysFestivals.map((f) => f.key)).toContain('diwali');
    expect(next.todays.map((p) => p.imageId)).toContain(post?.id);
  });

  it('shows a regional festival only to a business in its states; without a known state, to all, with its states', async () => {
    setToday('2026-08-20');
    const w = await greetingsWorld(t);
    const { subcategory } = await createCategory(t, w.agency);
    const onamPost = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id });
    await t.db.update(imagePosts).set({ festivalKey: 'onam' }).where(eq(imagePosts.id, onamPost.id));
    const query = { businessId: w.business.id, days: '10' };
    const unknown = (await w.clients.customer.call(endpoints.getGreetingsHome, { query })).data(ZGreetingsHome);
    expect(unknown.stateCode).toBeNull();
    expect(unknown.upcoming.find((d) => d.date === '2026-08-26')?.festivals).toContainEqual(
      expect.objectContaining({ key: 'onam', kind: 'regional', states: ['KL'] }),
    );

    await t.db.insert(businessTaxDetails).values({ businessId: w.business.id, agencyId: w.agency.id, stateCode: '33' });
    const tamil = (await w.clients.customer.call(endpoints.getGreetingsHome, { query })).data(ZGreetingsHome);
    expect(tamil.stateCode).toBe('TN');
    expect(tamil.upcoming.flatMap((d) => d.festivals.map((f) => f.key))).not.toContain('onam');
    expect(tamil.upcoming.flatMap((d) => d.posts.map((p) => p.imageId))).not.toContain(onamPost.id);

    await t.db
      .update(businessTaxDetails)
      .set({ stateCode: '32' })
      .where(eq(businessTaxDetails.businessId, w.business.id));
    const kerala = (await w.clients.customer.call(endpoints.getGreetingsHome, { query })).data(ZGreetingsHome);
    expect(kerala.upcoming.find((d) => d.date === '2026-08-26')?.posts.map((p) => p.imageId)).toContain(onamPost.id);
  });
});

describe('GET /festivals (the content team)', () => {
  it("lists the festivals with their dates and the platform's and the agency's own posts", async () => {
    setToday('2026-12-01');
    const w = await greetingsWorld(t);
    const own = await createCategory(t, w.agency);
    await createImagePost(t, { agency: w.agency, imageSubcategoryId: own.subcategory.id, date: '2026-12-25' });
    const res = await w.clients.admin.call(endpoints.listFestivals, {
      query: { from: '2026-12-20', to: '2026-12-31' },
    });
    expect(res.status, res.text).toBe(200);
    const calendar = res.data(ZFestivalCalendar);
    const christmas = calendar.festivals.find((f) => f.key === 'christmas');
    expect(christmas).toMatchObject({ date: '2026-12-25', kind: 'religious', posts: { own: 1 } });
    // The other agency does not count our post.
    const theirs = (
      await w.clients.otherAdmin.call(endpoints.listFestivals, { query: { from: '2026-12-25', to: '2026-12-25' } })
    ).data(ZFestivalCalendar);
    expect(theirs.festivals.find((f) => f.key === 'christmas')?.posts.own).toBe(0);
    // The next 90 days by default.
    const ahead = (await w.clients.admin.call(endpoints.listFestivals, {})).data(ZFestivalCalendar);
    expect(ahead).toMatchObject({ from: '2026-12-01', to: '2027-03-01' });
    expectError(
      await w.clients.admin.call(endpoints.listFestivals, { query: { from: '2026-01-01', to: '2027-12-31' } }),
      400,
      FESTIVAL_MESSAGES.rangeTooLong,
    );
    expect((await w.clients.customer.call(endpoints.listFestivals, {})).status).toBe(403);
    expect((await w.clients.creator.call(endpoints.listFestivals, {})).status).toBe(403);
  });
});

describe('reminders 14 and 3 days ahead', () => {
  async function contentAgency() {
    const agency = await createAgency({ configuration: GREETINGS_CONFIGURATION });
    const email = `content-${randomUUID().slice(0, 8)}@example.com`;
    const admin = await createStaff({ agency, role: 'admin', email });
    return { agency, admin, email };
  }
  const sentFor = (sent: Awaited<ReturnType<typeof runFestivalReminders>>, agencyId: string, key: string) =>
    sent.filter((s) => s.agencyId === agencyId && s.festivalKey === key).map((s) => s.leadDays);

  it('fires at 14 and at 3 days ahead, not at 13 or 5, and never twice; by the bell and e-mail', async () => {
    const { agency, email } = await contentAgency();
    setToday('2026-10-25'); // Diwali (8 Nov) in 14 days
    const first = await runFestivalReminders(t.services);
    expect(sentFor(first, agency.id, 'diwali')).toEqual([14]);
    expect(sentFor(await runFestivalReminders(t.services), agency.id, 'diwali')).toEqual([]);
    const [bell] = await t.db
      .select()
      .from(adminNotifications)
      .where(
        and(
          eq(adminNotifications.agencyId, agency.id),
          eq(adminNotifications.sourceKey, 'festival:diwali:2026-11-08:14'),
        ),
      );
    expect(bell).toMatchObject({ kind: 'festival-reminder', link: '/admin/image-posts-management?tab=festivals' });
    await t.services.mails.flush();
    expect(t.outbox.list(email).some((m) => m.channel === 'email' && m.text.includes('Diwali: 2026-11-08'))).toBe(true);

    setToday('2026-10-26'); // 13 days
    expect(sentFor(await runFestivalReminders(t.services), agency.id, 'diwali')).toEqual([]);
    setToday('2026-11-03'); // 5 days
    expect(sentFor(await runFestivalReminders(t.services), agency.id, 'diwali')).toEqual([]);
    setToday('2026-11-05'); // 3 days
    expect(sentFor(await runFestivalReminders(t.services), agency.id, 'diwali')).toEqual([3]);
    expect(sentFor(await runFestivalReminders(t.services), agency.id, 'diwali')).toEqual([]);
    const rows = await t.db.select().from(festivalReminders).where(eq(festivalReminders.agencyId, agency.id));
    expect(
      rows
        .filter((r) => r.festivalKey === 'diwali')
        .map((r) => r.leadDays)
        .sort(),
    ).toEqual([14, 3].sort());
  });

  it("not when posts exist: the agency's own, or a platform post (which also quiets the platform's team)", async () => {
    const withOwn = await contentAgency();
    const without = await contentAgency();
    const platform = await createAgency({ roles: ['superadmin'], configuration: GREETINGS_CONFIGURATION });
    const off = await createAgency({
      configuration: {
        ...GREETINGS_CONFIGURATION,
        imagePost: { ...GREETINGS_CONFIGURATION.imagePost, enableImagePost: false },
      },
    });
    const own = await createCategory(t, withOwn.agency);
    await createImagePost(t, { agency: withOwn.agency, imageSubcategoryId: own.subcategory.id, date: '2026-12-25' });
    setToday('2026-12-11'); // Christmas in 14 days
    const sent = await runFestivalReminders(t.services);
    expect(sentFor(sent, withOwn.agency.id, 'christmas')).toEqual([]);
    expect(sentFor(sent, without.agency.id, 'christmas')).toEqual([14]);
    expect(sentFor(sent, platform.id, 'christmas')).toEqual([14]);
    expect(sent.some((s) => s.agencyId === off.id)).toBe(false);

    // Good Friday 2027 (26 Mar): a platform post scheduled to it quiets everyone.
    const shared = await createCategory(t, null);
    const post = await createImagePost(t, { agency: null, imageSubcategoryId: shared.subcategory.id });
    await t.db.update(imagePosts).set({ festivalKey: 'good-friday' }).where(eq(imagePosts.id, post.id));
    setToday('2027-03-12');
    const later = await runFestivalReminders(t.services);
    expect(later.filter((s) => s.festivalKey === 'good-friday')).toEqual([]);
  });

  it('runs each day at 07:00 IST', () => {
    expect(nextRunAt(new Date('2026-05-01T00:00:00Z'))).toEqual({
      istDate: '2026-05-01',
      at: new Date('2026-05-01T01:30:00Z'),
    });
    expect(nextRunAt(new Date('2026-05-01T02:00:00Z')).istDate).toBe('2026-05-02');
  });
});
