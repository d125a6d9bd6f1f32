// The agency of a host and the session of a cookie are kept for about a second
// (AGENCY_CACHE_TTL_MS, SESSION_CACHE_TTL_MS, on the app's clock). A change made through this
// app takes effect at once; one made by another replica (here: straight in the database) once
// the time to live has passed.

import { randomUUID } from 'node:crypto';
import { endpoints, MESSAGES, ZAgencyDetails, ZUiCustomisation, ZUserDetails } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';
import { signedInCustomer, signedInStaff } from '#test/support/worlds';
import { SESSION_CACHE_TTL_MS } from '../areas/identity/auth/sessions';
import { agencies, sessions } from '../db/schema';
import { AGENCY_CACHE_TTL_MS } from './tenancy';

const t = testAppPerFile();

const agencyName = async (client: TestClient) => {
  const res = await client.call(endpoints.getAgencyDetails);
  expect(res.status, res.text).toBe(200);
  return res.data(ZAgencyDetails).agencyName;
};

/** A second browser holding the same session cookie (a copied cookie, another tab). */
function copyOf(client: TestClient): TestClient {
  const copy = t.client(client.host);
  for (const [name, value] of client.jar) copy.jar.set(name, value);
  return copy;
}

describe('the agency of a host', () => {
  it('a change by another replica shows once AGENCY_CACHE_TTL_MS has passed', async () => {
    const agency = await createAgency({ agencyName: 'Before Agency' });
    const client = t.client(agency);
    expect(await agencyName(client)).toBe('Before Agency');
    await t.db.update(agencies).set({ agencyName: 'After Agency' }).where(eq(agencies.id, agency.id));
    // Within the time to live this replica still answers from memory: no query per request.
    expect(await agencyName(client)).toBe('Before Agency');
    t.clock.advance(AGENCY_CACHE_TTL_MS + 1);
    expect(await agencyName(client)).toBe('After Agency');
  });

  it('a change through the API (the theme) shows at once on the agency host', async () => {
    const superagency = await createAgency({ roles: ['superadmin'] });
    const agency = await createAgency({ agencyName: 'Plain Agency' });
    const platform = await signedInStaff(t, superagency, 'admin');
    const client = t.client(agency);
    expect(await agencyName(client)).toBe('Plain Agency');

    const saved = await platform.call(endpoints.saveUiCustomisation, {
      body: {
        type: 'theme',
        agencyId: agency.id,
        theme: {
          appName: 'Themed Cards',
          primaryColor: '#7b1fa2',
          secondaryColor: '#1a237e',
          logoUrl: null,
          faviconUrl: null,
          loginBackgroundUrl: null,
        },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data(ZUiCustomisation).theme.appName).toBe('Themed Cards');
    expect(await agencyName(client)).toBe('Themed Cards');
  });

  it('an unknown host is remembered as unknown only for the time to live', async () => {
    const slug = `later-${randomUUID().slice(0, 8)}`;
    const client = t.client(`${slug}.localhost`);
    const unknown = await client.call(endpoints.getAgencyDetails);
    expect(unknown.status).toBe(404);
    expect(unknown.error()).toEqual({ code: 'UNKNOWN_AGENCY', message: MESSAGES.unknownAgency });
    await createAgency({ slug, agencyName: 'New Agency' });
    t.clock.advance(AGENCY_CACHE_TTL_MS + 1);
    expect(await agencyName(client)).toBe('New Agency');
  });
});

describe('the session of a cookie', () => {
  it('logout refuses the same cookie at once, even from another browser that holds a copy', async () => {
    const agency = await createAgency();
    const client = t.client(agency);
    await signIn(client, await createCustomer({ agency }));
    const copy = copyOf(client);
    expect((await copy.call(endpoints.getUser)).status).toBe(200);
    expect((await client.call(endpoints.logout)).status).toBe(200);
    const after = await copy.call(endpoints.getUser);
    expect(after.status).toBe(401);
    expect(after.setCookies.get('cardora_sid')?.cleared).toBe(true);
  });

  it("an admin's new password for a user ends the user's sessions at once", async () => {
    const { agency, user, client: customer } = await signedInCustomer(t);
    expect((await customer.call(endpoints.getUser)).status).toBe(200);
    const admin = await signedInStaff(t, agency, 'admin');
    const reset = await admin.call(endpoints.regenerateRandomPassword, { body: { userId: user.id } });
    expect(reset.status, reset.text).toBe(200);
    expect((await customer.call(endpoints.getUser)).status).toBe(401);
    // The admin's own session goes on.
    expect((await admin.call(endpoints.getUser)).status).toBe(200);
  });

  it('a change through the API to the user a session carries (the active business) shows on the next request', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const first = await createBusiness({ user, active: true });
    const second = await createBusiness({ user });
    const client = t.client(agency);
    await signIn(client, user);
    const activeBusiness = async () => (await client.call(endpoints.getUser)).data(ZUserDetails).activeBusinessId;
    expect(await activeBusiness()).toBe(first.id);
    const res = await client.call(endpoints.updateUserPreference, { body: { activeBusinessId: second.id } });
    expect(res.status, res.text).toBe(200);
    expect(await activeBusiness()).toBe(second.id);
  });

  it('a session deleted by another replica is refused once SESSION_CACHE_TTL_MS has passed', async () => {
    const { user, client } = await signedInCustomer(t);
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await client.call(endpoints.getUser)).status).toBe(200); // this replica's memory
    t.clock.advance(SESSION_CACHE_TTL_MS + 1);
    expect((await client.call(endpoints.getUser)).status).toBe(401);
  });

  it('a request served from memory still records activity (once per throttle) in the database', async () => {
    const { user, client } = await signedInCustomer(t);
    const lastInteraction = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]?.lastInteractionAt.getTime();
    const signedInAt = await lastInteraction();
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    t.clock.advance(6_000); // past ACTIVITY_THROTTLE_MS (5 s)
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    expect(await lastInteraction()).toBe(t.clock.now().getTime());
    expect(await lastInteraction()).not.toBe(signedInAt);
    // The next request within the throttle neither writes nor fails.
    t.clock.advance(500);
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    expect(await lastInteraction()).toBe(t.clock.now().getTime() - 500);
  });
});
