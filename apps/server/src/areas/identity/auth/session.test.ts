// Sessions: GET /session states, touch, inactivity expiry (with the clock), logout, and
// a session cookie presented on another agency's host.
import {
  ACTIVITY_THROTTLE_MS,
  endpoints,
  MESSAGES,
  SESSION_INACTIVITY_MS,
  ZSessionState,
  ZSessionTouchResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#db/schema';
import { signIn, testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCustomer, createFranchisee } from '#test/support/factories';
import { signedIn, signedInCustomer } from '#test/support/worlds';

const t = testAppPerFile();

describe('GET /session', () => {
  it('is 200 {kind: none} for a fresh visit', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.getSession);
    expect(res.status).toBe(200);
    expect(res.data(ZSessionState)).toEqual({ kind: 'none' });
  });

  it('describes a signed-in user with their businesses', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const business = await createBusiness({ user, active: true });
    const client = t.client(agency);
    await signIn(client, user);
    const state = (await client.call(endpoints.getSession)).data(ZSessionState);
    expect(state).toMatchObject({
      kind: 'user',
      details: { user: { userId: user.id }, activeBusinessId: business.id },
      lastInteractionTimestamp: t.clock.now().toISOString(),
    });
  });

  it('describes a signed-in franchisee', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency, permissions: ['card:edit'] });
    const client = await signedIn(t.client(agency), franchisee);
    const state = (await client.call(endpoints.getSession)).data(ZSessionState);
    expect(state).toMatchObject({
      kind: 'franchisee',
      franchisee: { franchiseeId: franchisee.id, permissions: ['card:edit'] },
    });
  });

  it("treats a session cookie on another agency's host as no session", async () => {
    const a = await createAgency();
    const b = await createAgency();
    const user = await createCustomer({ agency: a });
    const client = t.client(a);
    await signIn(client, user);
    const onB = t.client(b);
    onB.jar.set('cardora_sid', client.cookie('cardora_sid') ?? '');
    expect((await onB.call(endpoints.getSession)).data(ZSessionState)).toEqual({ kind: 'none' });
    expect((await onB.call(endpoints.getUser)).status).toBe(401);
    // Still alive at home.
    expect((await client.call(endpoints.getUser)).status).toBe(200);
  });
});

describe('inactivity', () => {
  it('ends the session after SESSION_INACTIVITY_MS without activity: 401, row deleted, cookie cleared', async () => {
    const { user, client } = await signedInCustomer(t);
    t.clock.advance(SESSION_INACTIVITY_MS + 1_000);
    const res = await client.call(endpoints.getUser);
    expect(res.status).toBe(401);
    expect(res.error()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.notSignedIn });
    expect(res.setCookies.get('cardora_sid')?.cleared).toBe(true);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
    expect((await client.call(endpoints.getSession)).data(ZSessionState)).toEqual({ kind: 'none' });
  });

  it('activity keeps it alive: touches within the limit push the deadline on', async () => {
    const { client } = await signedInCustomer(t);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(SESSION_INACTIVITY_MS - 60_000);
      const touch = await client.call(endpoints.touchSession);
      expect(touch.status).toBe(200);
      expect(touch.data(ZSessionTouchResponse).lastInteractionTimestamp).toBe(t.clock.now().toISOString());
    }
    expect((await client.call(endpoints.getUser)).status).toBe(200);
  });

  it('writes last_interaction_at at most once per 5 s', async () => {
    const { client } = await signedInCustomer(t);
    const signedInAt = t.clock.now().toISOString();
    t.clock.advance(ACTIVITY_THROTTLE_MS - 1_000);
    const soon = await client.call(endpoints.touchSession);
    expect(soon.data(ZSessionTouchResponse).lastInteractionTimestamp).toBe(signedInAt);
    t.clock.advance(2_000);
    const later = await client.call(endpoints.touchSession);
    expect(later.data(ZSessionTouchResponse).lastInteractionTimestamp).toBe(t.clock.now().toISOString());
  });

  it('POST /session/touch without a session is 401', async () => {
    const agency = await createAgency();
    expect((await t.client(agency).call(endpoints.touchSession)).status).toBe(401);
  });

  it('a franchisee session lapses the same way', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency });
    const client = await signedIn(t.client(agency), franchisee);
    t.clock.advance(SESSION_INACTIVITY_MS + 1);
    expect((await client.call(endpoints.getFranchisee)).status).toBe(401);
  });
});

describe('POST /logout', () => {
  it('deletes the session and clears the cookie; the old cookie no longer works', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const sid = client.cookie('cardora_sid');
    const res = await client.call(endpoints.logout);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { userLoggedOut: true } });
    expect(res.setCookies.get('cardora_sid')?.cleared).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const replay = t.client(agency);
    replay.jar.set('cardora_sid', sid ?? '');
    expect((await replay.call(endpoints.getUser)).status).toBe(401);
  });

  it('is harmless when signed out', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.logout);
    expect(res.status).toBe(200);
  });
});
