// The account page: GET and PUT /account, POST /account/logout-others and
// DELETE /user's rules (the last admin; businesses with recorded payments kept, anonymised).
// Password and e-mail changes: account-password.test.ts.
import {
  ACCOUNT_MESSAGES,
  emptyCardSections,
  endpoints,
  MESSAGES,
  VIDEO_MESSAGES,
  ZAccount,
  ZFranchiseeSummary,
  ZLogoutOtherSessionsResponse,
  ZUserDetails,
  ZVerifyUserResponse,
} from '@cardora/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminNotifications,
  businesses,
  cardFeedback,
  cardLeads,
  cardPayments,
  cards,
  documents,
  users,
  userVideos,
} from '#db/schema';
import { paidPlan } from '#test/factories/dashboard';
import { GOOD_FEEDBACK, GOOD_LEAD, visitor } from '#test/factories/feedback';
import { uploadPhoto } from '#test/factories/pdf-cards';
import { insertVideo } from '#test/factories/videos';
import { signIn, testAppPerFile } from '#test/support/app';
import {
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
  createStaff,
  TEST_PASSWORD,
} from '#test/support/factories';
import {
  customerOnThreeDevices,
  franchiseeOnTwoDevices,
  signedIn,
  signedInCustomer,
  strangerOnHost,
} from '#test/support/worlds';
import { notifyNewCustomer } from '../admin-notifications/service';

const t = testAppPerFile();

describe('GET /account', () => {
  it('a customer: name, phone, roles, how they sign in, and their other live sessions', async () => {
    const { agency, user, client } = await signedInCustomer(t, { name: 'Aarav Sharma' });
    await signIn(t.client(agency), user);
    await signIn(t.client(agency), user);
    const account = (await client.call(endpoints.getAccount)).data(ZAccount);
    expect(account).toEqual({
      kind: 'user',
      name: 'Aarav Sharma',
      phoneNumber: user.phoneNumber,
      email: null,
      isForeignUser: false,
      roles: ['customer'],
      signInWith: 'phone',
      passwordSet: true,
      emailEditable: true,
      otherSessions: 2,
      deleteRefusal: null,
    });
  });

  it('an idle session past the limit is not counted', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    await signIn(t.client(agency), user);
    t.clock.advance(t.config.sessionInactivityMs + 1000);
    const client = t.client(agency);
    await signIn(client, user);
    expect((await client.call(endpoints.getAccount)).data(ZAccount).otherSessions).toBe(0);
  });

  it('a foreign customer signs in with the e-mail, which is not editable here', async () => {
    const { user, client } = await signedInCustomer(t, { isForeignUser: true });
    const account = (await client.call(endpoints.getAccount)).data(ZAccount);
    expect(account).toMatchObject({ signInWith: 'email', email: user.email, emailEditable: false });
  });

  it("a franchisee: roles, no e-mail, and deleting is the agency's", async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({
      agency,
      name: 'Ravi Kumar',
      roles: ['franchisee', 'franchisee-with-all-card-access'],
    });
    const client = await signedIn(t.client(agency), franchisee);
    const account = (await client.call(endpoints.getAccount)).data(ZAccount);
    expect(account).toEqual({
      kind: 'franchisee',
      name: 'Ravi Kumar',
      phoneNumber: franchisee.phoneNumber,
      email: null,
      isForeignUser: false,
      roles: ['franchisee', 'franchisee-with-all-card-access'],
      signInWith: 'phone',
      passwordSet: true,
      emailEditable: false,
      otherSessions: 0,
      deleteRefusal: ACCOUNT_MESSAGES.franchiseeDelete,
    });
  });

  it("the agency's only admin is told why the account cannot be deleted; with a second admin, no refusal", async () => {
    const agency = await createAgency();
    const admin = await createStaff({ agency, role: 'admin' });
    // An admin of another agency does not count for this one.
    await createStaff({ agency: await createAgency(), role: 'admin' });
    const client = t.client(agency);
    await signIn(client, admin);
    expect((await client.call(endpoints.getAccount)).data(ZAccount).deleteRefusal).toBe(ACCOUNT_MESSAGES.lastAdmin);
    await createStaff({ agency, role: 'admin' });
    expect((await client.call(endpoints.getAccount)).data(ZAccount)).toMatchObject({
      roles: ['admin'],
      deleteRefusal: null,
    });
  });

  it("is 401 signed out, and for a session of another agency shown on this agency's host", async () => {
    const agency = await createAgency();
    expect((await t.client(agency).call(endpoints.getAccount)).status).toBe(401);
    const { here } = await strangerOnHost(t, agency);
    const res = await here.call(endpoints.getAccount);
    expect(res.status).toBe(401);
    expect(res.error()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.notSignedIn });
  });
});

describe('PUT /account', () => {
  it('a user changes their name; GET /user shows it', async () => {
    const { client } = await signedInCustomer(t, { name: null });
    const res = await client.call(endpoints.updateAccount, { body: { name: '  Meera Iyer ' } });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZAccount).name).toBe('Meera Iyer');
    expect((await client.call(endpoints.getUser)).data(ZUserDetails).user.name).toBe('Meera Iyer');
  });

  it('a franchisee changes their name; GET /franchisee shows it', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency });
    const client = await signedIn(t.client(agency), franchisee);
    const res = await client.call(endpoints.updateAccount, { body: { name: 'Priya Nair' } });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZAccount)).toMatchObject({ kind: 'franchisee', name: 'Priya Nair' });
    expect((await client.call(endpoints.getFranchisee)).data(ZFranchiseeSummary).name).toBe('Priya Nair');
  });

  it('a blank or too long name is 400 naming the field, and nothing changes', async () => {
    const { client } = await signedInCustomer(t, { name: 'Kept Name' });
    const blank = await client.call(endpoints.updateAccount, { body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.error().fields).toEqual({ name: ACCOUNT_MESSAGES.nameRequired });
    const long = await client.call(endpoints.updateAccount, { body: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.error().fields).toEqual({ name: ACCOUNT_MESSAGES.nameTooLong });
    const missing = await client.call(endpoints.updateAccount, { body: {} });
    expect(missing.status).toBe(400);
    expect((await client.call(endpoints.getAccount)).data(ZAccount).name).toBe('Kept Name');
  });

  it("is 401 signed out; another agency's session changes nobody", async () => {
    const agency = await createAgency();
    expect((await t.client(agency).call(endpoints.updateAccount, { body: { name: 'X' } })).status).toBe(401);
    const { stranger, here } = await strangerOnHost(t, agency, 'Stranger');
    expect((await here.call(endpoints.updateAccount, { body: { name: 'Hijacked' } })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(row?.name).toBe('Stranger');
  });
});

describe('POST /account/logout-others', () => {
  it("ends the user's other sessions (they get 401), keeps this one and touches nobody else's", async () => {
    const { agency, client, phone, laptop } = await customerOnThreeDevices(t);
    const bystander = await createCustomer({ agency });
    const theirs = await signedIn(t.client(agency), bystander);

    const res = await client.call(endpoints.logoutOtherSessions);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZLogoutOtherSessionsResponse)).toEqual({ otherSessionsEnded: 2 });
    expect((await phone.call(endpoints.getUser)).status).toBe(401);
    expect((await laptop.call(endpoints.getAccount)).status).toBe(401);
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    expect((await theirs.call(endpoints.getUser)).status).toBe(200);
    expect((await client.call(endpoints.getAccount)).data(ZAccount).otherSessions).toBe(0);
    // Again: nothing left to end.
    expect((await client.call(endpoints.logoutOtherSessions)).data(ZLogoutOtherSessionsResponse)).toEqual({
      otherSessionsEnded: 0,
    });
  });

  it("ends a franchisee's other sessions", async () => {
    const { client, other } = await franchiseeOnTwoDevices(t);
    const res = await client.call(endpoints.logoutOtherSessions);
    expect(res.data(ZLogoutOtherSessionsResponse)).toEqual({ otherSessionsEnded: 1 });
    expect((await other.call(endpoints.getFranchisee)).status).toBe(401);
    expect((await client.call(endpoints.getFranchisee)).status).toBe(200);
  });

  it('is 401 signed out', async () => {
    const agency = await createAgency();
    expect((await t.client(agency).call(endpoints.logoutOtherSessions)).status).toBe(401);
  });
});

describe('DELETE /user', () => {
  it("refuses the agency's last admin with 409 and keeps them signed in; a second admin may leave", async () => {
    const agency = await createAgency();
    const admin = await createStaff({ agency, role: 'admin' });
    const client = t.client(agency);
    await signIn(client, admin);
    const refused = await client.call(endpoints.deleteUser);
    expect(refused.status).toBe(409);
    expect(refused.error()).toEqual({ code: 'CONFLICT', message: ACCOUNT_MESSAGES.lastAdmin });
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);

    const second = await createStaff({ agency, role: 'admin' });
    const secondClient = t.client(agency);
    await signIn(secondClient, second);
    expect((await secondClient.call(endpoints.deleteUser)).status).toBe(200);
    // Now the first is the last again.
    expect((await client.call(endpoints.deleteUser)).status).toBe(409);
  });

  it('a creator may delete the account', async () => {
    const agency = await createAgency();
    await createStaff({ agency, role: 'admin' });
    const creator = await createStaff({ agency, role: 'creator' });
    const client = t.client(agency);
    await signIn(client, creator);
    expect((await client.call(endpoints.deleteUser)).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, creator.id))).toHaveLength(0);
  });

  it('a franchisee is 403 (the agency removes franchisees)', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency });
    const client = await signedIn(t.client(agency), franchisee);
    expect((await client.call(endpoints.deleteUser)).status).toBe(403);
  });

  it('keeps a business with recorded payments (card emptied and off, leads gone, owner anonymised) and deletes the rest', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency, name: 'Aarav Sharma' });
    const paid = await createBusiness({ user, businessName: 'Sharma Sweets', active: true });
    const paidCard = await createCard({ business: paid });
    await paidPlan(t, paid, 99_900, new Date());
    await t.db
      .update(businesses)
      .set({ phoneNumber: '+919811100000', email: 'shop@example.com' })
      .where(eq(businesses.id, paid.id));
    const guest = visitor(t, agency);
    expect((await guest.post(paidCard.cardId ?? '', 'lead', GOOD_LEAD)).status).toBe(303);
    expect((await guest.post(paidCard.cardId ?? '', 'feedback', GOOD_FEEDBACK)).status).toBe(303);
    const unpaid = await createBusiness({ user, businessName: 'Side Project' });
    await createCard({ business: unpaid });
    const client = t.client(agency);
    const other = t.client(agency);
    await signIn(client, user);
    await signIn(other, user);

    const res = await client.call(endpoints.deleteUser);
    expect(res.status, res.text).toBe(200);
    expect(res.setCookies.get('cardora_sid')?.cleared).toBe(true);
    expect((await other.call(endpoints.getUser)).status).toBe(401);

    expect(await t.db.select().from(businesses).where(eq(businesses.id, unpaid.id))).toHaveLength(0);
    const [kept] = await t.db.select().from(businesses).where(eq(businesses.id, paid.id));
    expect(kept).toMatchObject({ businessName: 'Sharma Sweets', phoneNumber: null, email: null });
    const [card] = await t.db.select().from(cards).where(eq(cards.cardNo, paidCard.cardNo));
    expect(card?.status).toBe('inactive');
    expect(card?.sections).toEqual(emptyCardSections());
    expect(await t.db.select().from(cardLeads).where(eq(cardLeads.businessId, paid.id))).toEqual([]);
    expect(await t.db.select().from(cardFeedback).where(eq(cardFeedback.businessId, paid.id))).toEqual([]);
    expect(await t.db.select().from(cardPayments).where(eq(cardPayments.businessId, paid.id))).toHaveLength(1);
    const [owner] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(owner).toMatchObject({
      name: ACCOUNT_MESSAGES.deletedAccountName,
      phoneNumber: null,
      email: null,
      passwordHash: null,
      roles: ['customer'],
      activeBusinessId: null,
    });
    expect(owner?.deletedAt).toBeInstanceOf(Date);

    // The phone no longer signs in, and is a new person to sign up again.
    const login = await t.client(agency).call(endpoints.login, {
      body: { phoneNumber: user.phoneNumber, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(400);
    const identify = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber: user.phoneNumber } });
    expect(identify.data(ZVerifyUserResponse).userExist).toBe(false);
  });

  it("removes the stored files of every business the account owned, kept or not, and no one else's", async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const paid = await createBusiness({ user, businessName: 'Kept For The Books' });
    await paidPlan(t, paid, 99_900, new Date());
    const unpaid = await createBusiness({ user, businessName: 'Gone Entirely' });
    const neighbourOwner = await createCustomer({ agency });
    const neighbour = await createBusiness({ user: neighbourOwner, businessName: 'Next Door' });
    const client = t.client(agency);
    await signIn(client, user);
    const neighbourClient = t.client(agency);
    await signIn(neighbourClient, neighbourOwner);

    // What each business stores: uploads through the API, a drawn greeting, a rendered video.
    const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
    const uploads = [await uploadPhoto(client, paid.id), await uploadPhoto(client, unpaid.id)].map(keyOf);
    const neighbourUpload = keyOf(await uploadPhoto(neighbourClient, neighbour.id));
    const greetingOf = (business: { id: string }) => `greetings/${agency.id}/${business.id}/post/v1-band-general.jpg`;
    for (const business of [paid, unpaid, neighbour]) {
      await t.storage.put(greetingOf(business), Buffer.from('a drawn greeting'), 'image/jpeg');
    }
    const readyVideo = await insertVideo(t, { business: paid, file: Buffer.from('an mp4') });
    const queuedVideo = await insertVideo(t, { business: paid, renderStatus: 'queued' });
    const neighbourVideo = await insertVideo(t, { business: neighbour, file: Buffer.from('their mp4') });
    const ownFiles = [
      ...uploads,
      greetingOf(paid),
      greetingOf(unpaid),
      readyVideo.outputKey ?? '',
      readyVideo.posterKey ?? '',
    ];
    const othersFiles = [
      neighbourUpload,
      greetingOf(neighbour),
      neighbourVideo.outputKey ?? '',
      neighbourVideo.posterKey ?? '',
    ];
    for (const key of [...ownFiles, ...othersFiles]) expect(await t.storage.get(key), key).not.toBeNull();

    expect((await client.call(endpoints.deleteUser)).status).toBe(200);

    // In the same commit: the uploads' records, and the kept videos no longer point at files.
    const records = await t.db
      .select({ hierarchy2: documents.hierarchy2 })
      .from(documents)
      .where(inArray(documents.hierarchy2, [paid.id, unpaid.id, neighbour.id]));
    expect(records).toEqual([{ hierarchy2: neighbour.id }]);
    const videos = await t.db
      .select()
      .from(userVideos)
      .where(inArray(userVideos.videoNo, [readyVideo.videoNo, queuedVideo.videoNo]));
    expect(videos.find((v) => v.videoNo === readyVideo.videoNo)).toMatchObject({ outputKey: null, posterKey: null });
    expect(videos.find((v) => v.videoNo === queuedVideo.videoNo)).toMatchObject({
      renderStatus: 'failed',
      failureReason: VIDEO_MESSAGES.renderStoppedAccountDeleted,
      attempts: queuedVideo.attempts + 1,
    });
    // Then the job: every file of theirs goes, every file of the neighbour's stays.
    for (const key of ownFiles) await expect.poll(() => t.storage.get(key), { timeout: 10_000 }).toBeNull();
    for (const key of othersFiles) expect(await t.storage.get(key), key).not.toBeNull();
  });

  it('leaves the admins\' "new customer" notification saying someone came, not who', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency, name: 'Meera Pillai', email: 'meera@example.com' });
    const other = await createCustomer({ agency, name: 'Someone Else' });
    for (const customer of [user, other])
      await notifyNewCustomer(t.db, { agencyId: agency.id, user: customer, registeredBy: null });
    const client = t.client(agency);
    await signIn(client, user);
    expect((await client.call(endpoints.deleteUser)).status).toBe(200);

    const notificationOf = async (userId: string) =>
      (
        await t.db
          .select()
          .from(adminNotifications)
          .where(eq(adminNotifications.sourceKey, `user:${userId}`))
      )[0];
    const forgotten = await notificationOf(user.id);
    expect(forgotten).toMatchObject({
      title: 'New customer',
      body: 'A customer signed up and has since deleted their account.',
      link: '/admin/businesses',
    });
    expect(forgotten?.metadata).toMatchObject({
      userId: user.id,
      name: null,
      phoneNumber: null,
      email: null,
      via: 'sign-up',
    });
    const text = JSON.stringify(forgotten);
    for (const personal of ['Meera', 'meera@example.com', (user.phoneNumber ?? '').slice(3)]) {
      expect(text).not.toContain(personal);
    }
    // Another customer's stays as it was.
    expect((await notificationOf(other.id))?.body).toContain('Someone Else');
  });

  it('staff cannot reach the anonymised owner: regenerateRandomPassword is 404, a new business for it 404', async () => {
    const agency = await createAgency();
    const admin = await createStaff({ agency, role: 'admin' });
    const user = await createCustomer({ agency });
    const paid = await createBusiness({ user });
    await paidPlan(t, paid, 50_000, new Date());
    const client = t.client(agency);
    await signIn(client, user);
    expect((await client.call(endpoints.deleteUser)).status).toBe(200);

    const staff = t.client(agency);
    await signIn(staff, admin);
    expect((await staff.call(endpoints.regenerateRandomPassword, { body: { userId: user.id } })).status).toBe(404);
    const created = await staff.call(endpoints.createBusiness, {
      body: { businessName: 'Another', category: 'sweet-shop', userId: user.id },
    });
    expect(created.status).toBe(404);
  });
});
