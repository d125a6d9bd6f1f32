// Leads delivered to other systems (docs/product-rules.md#lead-webhooks): who manages endpoints;
// a new lead and feedback POSTed signed to a receiver on this machine; retries after a 500 and
// the give-up a day after the event; the test event; redirects not followed; and, with private
// addresses refused as in production, loopback, private, link-local and metadata destinations
// refused when saved and at connect time, also when a name resolves to one only later.
import { createHmac } from 'node:crypto';
import {
  endpoints,
  type TWebhookWithSecret,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_HOURS,
  ZDeleteWebhookResponse,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookWithSecret,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '#db/schema';
import { GOOD_FEEDBACK, GOOD_LEAD, visitor } from '#test/factories/feedback';
import { FakeWebhookDns, type Receiver, startReceiver } from '#test/factories/webhooks';
import { createTestApp, type TestApp, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { signedIn, signedInAs, signedInStaff } from '#test/support/worlds';
import { attemptDelivery, pruneFinishedDeliveries, retryWaitMs } from './deliver';
import { verifySignature } from './signature';

const t = testAppPerFile();

const path = (template: string, id: string) => template.replace('{id}', id);

/** An agency with a customer's business and card; the owner, an admin, a creator and another customer signed in. */
async function world(app: TestApp = t) {
  const agency = await createAgency({ agencyName: 'Acme Cards' });
  const ownerRow = await createCustomer({ agency });
  const business = await createBusiness({ user: ownerRow, businessName: 'Sharma Sweets' });
  const card = await createCard({ business });
  return {
    agency,
    business,
    cardId: card.cardId ?? '',
    owner: await signedIn(app.client(agency), ownerRow),
    admin: await signedInStaff(app, agency, 'admin'),
    creator: await signedInStaff(app, agency, 'creator'),
    otherCustomer: await signedInAs(app, agency, 'customer'),
  };
}

async function addEndpoint(
  client: TestClient,
  body: { businessId: string | null; url: string; events?: string[]; description?: string },
): Promise<TWebhookWithSecret> {
  const res = await client.post(endpoints.createWebhook.path, body);
  expect(res.status, res.text).toBe(200);
  return res.data(ZWebhookWithSecret);
}

async function deliveriesOf(endpointId: string) {
  return t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

/** Polls the endpoint's deliveries until `done` holds (the job works them in the background). */
async function waitForDeliveries(
  endpointId: string,
  done: (rows: Awaited<ReturnType<typeof deliveriesOf>>) => boolean,
  timeoutMs = 15_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await deliveriesOf(endpointId);
    if (done(rows)) return rows;
    if (Date.now() > until) throw new Error(`deliveries never settled: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('webhook endpoints: who manages them', () => {
  it('gives the owner an endpoint for their business and its secret once; lists it without the secret', async () => {
    const w = await world();
    const created = await addEndpoint(w.owner, {
      businessId: w.business.id,
      url: 'http://127.0.0.1:9/hooks',
      description: ' My CRM ',
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.endpoint).toMatchObject({
      businessId: w.business.id,
      businessName: 'Sharma Sweets',
      description: 'My CRM',
      events: ['lead.created', 'feedback.created'],
      enabled: true,
      secretHint: created.secret.slice(-4),
      lastDelivery: null,
    });
    for (const client of [w.owner, w.admin]) {
      const listed = await client.get(endpoints.listWebhooks.path, { query: { businessId: w.business.id } });
      expect(listed.status, listed.text).toBe(200);
      const list = listed.data(ZWebhookEndpointList).list;
      expect(list.map((one) => one.id)).toEqual([created.endpoint.id]);
      expect(listed.text).not.toContain(created.secret);
    }
    const mine = await w.owner.get(endpoints.listWebhooks.path);
    expect(mine.data(ZWebhookEndpointList).list.map((one) => one.id)).toEqual([created.endpoint.id]);
  });

  it('refuses a creator (403), another customer and another agency (404), and a customer an agency-wide endpoint (403)', async () => {
    const w = await world();
    const other = await world();
    const body = { businessId: w.business.id, url: 'http://127.0.0.1:9/hooks' };
    expectError(await w.creator.post(endpoints.createWebhook.path, body), 403, WEBHOOK_MESSAGES.ownerOrAdminOnly);
    expectError(await w.otherCustomer.post(endpoints.createWebhook.path, body), 404, WEBHOOK_MESSAGES.unknownBusiness);
    expectError(await other.admin.post(endpoints.createWebhook.path, body), 404, WEBHOOK_MESSAGES.unknownBusiness);
    expectError(
      await w.owner.post(endpoints.createWebhook.path, { ...body, businessId: null }),
      403,
      WEBHOOK_MESSAGES.agencyWideAdminsOnly,
    );
    const { endpoint } = await addEndpoint(w.owner, body);
    for (const stranger of [w.otherCustomer, other.admin]) {
      expectError(
        await stranger.request('PUT', path(endpoints.updateWebhook.path, endpoint.id), { body: { enabled: false } }),
        404,
        WEBHOOK_MESSAGES.unknownEndpoint,
      );
      expectError(
        await stranger.request('DELETE', path(endpoints.deleteWebhook.path, endpoint.id)),
        404,
        WEBHOOK_MESSAGES.unknownEndpoint,
      );
      expectError(
        await stranger.get(path(endpoints.listWebhookDeliveries.path, endpoint.id)),
        404,
        WEBHOOK_MESSAGES.unknownEndpoint,
      );
    }
    expectError(
      await w.creator.post(path(endpoints.rotateWebhookSecret.path, endpoint.id)),
      403,
      WEBHOOK_MESSAGES.ownerOrAdminOnly,
    );
    // An admin's agency-wide endpoint is not the owner's to see or change.
    const agencyWide = await addEndpoint(w.admin, { businessId: null, url: 'http://127.0.0.1:9/all' });
    expect(agencyWide.endpoint.businessId).toBeNull();
    expectError(
      await w.owner.request('DELETE', path(endpoints.deleteWebhook.path, agencyWide.endpoint.id)),
      404,
      WEBHOOK_MESSAGES.unknownEndpoint,
    );
    const ownersView = await w.owner.get(endpoints.listWebhooks.path, { query: { businessId: w.business.id } });
    expect(ownersView.data(ZWebhookEndpointList).list.map((one) => one.id)).toEqual([endpoint.id]);
    const adminsView = await w.admin.get(endpoints.listWebhooks.path, { query: { businessId: w.business.id } });
    expect(new Set(adminsView.data(ZWebhookEndpointList).list.map((one) => one.id))).toEqual(
      new Set([endpoint.id, agencyWide.endpoint.id]),
    );
  });

  it('refuses bad input with the field named, and a sixth endpoint', async () => {
    const w = await world();
    for (const [url, message] of [
      ['', WEBHOOK_MESSAGES.urlRequired],
      ['ftp://files.example.com/leads', WEBHOOK_MESSAGES.urlInvalid],
      ['javascript:alert(1)', WEBHOOK_MESSAGES.urlInvalid],
      ['https://user:pass@crm.example.com/hook', WEBHOOK_MESSAGES.urlWithPassword],
    ] as const) {
      const res = await w.owner.post(endpoints.createWebhook.path, { businessId: w.business.id, url });
      expect(res.status, res.text).toBe(400);
      expect(res.error().fields?.url).toBe(message);
    }
    const noEvents = await w.owner.post(endpoints.createWebhook.path, {
      businessId: w.business.id,
      url: 'https://crm.example.com/hook',
      events: [],
    });
    expect(noEvents.error().fields?.events).toBe(WEBHOOK_MESSAGES.eventsRequired);
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++) {
      await addEndpoint(w.owner, { businessId: w.business.id, url: `http://127.0.0.1:9/hook-${i}` });
    }
    expectError(
      await w.owner.post(endpoints.createWebhook.path, { businessId: w.business.id, url: 'http://127.0.0.1:9/six' }),
      409,
      WEBHOOK_MESSAGES.tooMany,
    );
  });

  it('turns an endpoint off and on, gives it a new secret, and deletes it', async () => {
    const w = await world();
    const { endpoint, secret } = await addEndpoint(w.owner, { businessId: w.business.id, url: 'http://127.0.0.1:9/a' });
    const off = await w.owner.request('PUT', path(endpoints.updateWebhook.path, endpoint.id), {
      body: { enabled: false, events: ['lead.created'] },
    });
    expect(off.data(ZWebhookEndpoint)).toMatchObject({ enabled: false, events: ['lead.created'] });
    const rotated = await w.admin.post(path(endpoints.rotateWebhookSecret.path, endpoint.id));
    const fresh = rotated.data(ZWebhookWithSecret);
    expect(fresh.secret).not.toBe(secret);
    expect(fresh.endpoint.secretHint).toBe(fresh.secret.slice(-4));
    const deleted = await w.owner.request('DELETE', path(endpoints.deleteWebhook.path, endpoint.id));
    expect(deleted.data(ZDeleteWebhookResponse)).toEqual({ deleted: true, id: endpoint.id });
    const listed = await w.owner.get(endpoints.listWebhooks.path, { query: { businessId: w.business.id } });
    expect(listed.data(ZWebhookEndpointList).list).toEqual([]);
  });
});

describe('a new lead and feedback, POSTed signed', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });

  it("delivers a lead with a signature the endpoint's secret verifies", async () => {
    const w = await world();
    receiver.answers = [{ status: 200 }];
    const before = receiver.received.length;
    const { endpoint, secret } = await addEndpoint(w.owner, { businessId: w.business.id, url: receiver.url });
    const sent = await visitor(t, w.agency).post(w.cardId, 'lead', GOOD_LEAD);
    expect(sent.status).toBe(303);
    const [request] = (await receiver.waitFor(before + 1)).slice(before);
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hooks/cardora');
    expect(request.headers['content-type']).toBe('application/json');
    const header = String(request.headers['x-cardora-signature']);
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
    expect(match, header).not.toBeNull();
    // What a receiver computes: HMAC-SHA256 of "<t>.<body>" with the secret.
    const expected = createHmac('sha256', secret).update(`${match?.[1]}.${request.body}`).digest('hex');
    expect(match?.[2]).toBe(expected);
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    expect(verifySignature(secret, request.body, header, nowSeconds)).toBe(true);
    expect(verifySignature(secret, request.body.replace('Rohan', 'Mohan'), header, nowSeconds)).toBe(false);
    expect(verifySignature('whsec_another', request.body, header, nowSeconds)).toBe(false);
    expect(verifySignature(secret, request.body, header, nowSeconds + 3600)).toBe(false);

    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      type: 'lead.created',
      business: { id: w.business.id, name: 'Sharma Sweets' },
      card: { cardId: w.cardId },
      data: { name: 'Rohan Mehta', phone: '+919811122334', source: 'card', cardLink: null },
    });
    expect(body.id).toMatch(/^evt_/);
    expect(body.card.url).toContain(`/${w.cardId}`);
    expect(request.headers['x-cardora-event']).toBe('lead.created');
    expect(request.headers['x-cardora-event-id']).toBe(body.id);

    const rows = await waitForDeliveries(endpoint.id, (all) => all.every((one) => one.status === 'delivered'));
    expect(rows).toHaveLength(1);
    const log = await w.owner.get(path(endpoints.listWebhookDeliveries.path, endpoint.id));
    const [delivery] = log.data(ZWebhookDeliveryList).list;
    expect(delivery).toMatchObject({ event: 'lead.created', status: 'delivered', attempts: 1, nextAttemptAt: null });
    expect(delivery?.log[0]).toMatchObject({ statusCode: 200, error: null });
    const listed = await w.owner.get(endpoints.listWebhooks.path, { query: { businessId: w.business.id } });
    expect(listed.data(ZWebhookEndpointList).list[0]?.lastDelivery?.status).toBe('delivered');
  });

  it('sends feedback to the agency-wide endpoint too, and nothing to an endpoint off or not wanting it', async () => {
    const w = await world();
    const before = receiver.received.length;
    const leadsOnly = await addEndpoint(w.owner, {
      businessId: w.business.id,
      url: `${receiver.url}?leads-only`,
      events: ['lead.created'],
    });
    const off = await addEndpoint(w.owner, { businessId: w.business.id, url: `${receiver.url}?off` });
    await w.owner.request('PUT', path(endpoints.updateWebhook.path, off.endpoint.id), {
      body: { enabled: false },
    });
    const agencyWide = await addEndpoint(w.admin, { businessId: null, url: `${receiver.url}?agency` });
    const sent = await visitor(t, w.agency).post(w.cardId, 'feedback', GOOD_FEEDBACK);
    expect(sent.status).toBe(303);
    const [request] = (await receiver.waitFor(before + 1)).slice(before);
    expect(request?.path).toBe('/hooks/cardora?agency');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      type: 'feedback.created',
      data: { rating: 5, name: 'Priya Nair', contact: '+919876543210', contactKind: 'phone' },
    });
    await waitForDeliveries(agencyWide.endpoint.id, (rows) => rows[0]?.status === 'delivered');
    expect(await deliveriesOf(leadsOnly.endpoint.id)).toEqual([]);
    expect(await deliveriesOf(off.endpoint.id)).toEqual([]);
    // Another agency's feedback never reaches this agency-wide endpoint.
    const other = await world();
    await visitor(t, other.agency).post(other.cardId, 'feedback', GOOD_FEEDBACK);
    expect(await deliveriesOf(agencyWide.endpoint.id)).toHaveLength(1);
  });
});

describe('retries', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    // The app's clock ahead of the queue's: a retry it queues (30 s after the attempt, by the
    // app's clock) stays in the queue while these tests make that attempt themselves.
    t.clock.advance(10 * 60_000);
  });

  it('waits 30 s, 1, 2, 4 … minutes between attempts, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryWaitMs(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('tries again after a 500, with the same event, and delivers', async () => {
    const w = await world();
    receiver.answers = [{ status: 500 }, { status: 200 }];
    const before = receiver.received.length;
    const { endpoint } = await addEndpoint(w.owner, { businessId: w.business.id, url: receiver.url });
    await visitor(t, w.agency).post(w.cardId, 'lead', GOOD_LEAD);
    const [failed] = await waitForDeliveries(endpoint.id, (rows) => rows[0]?.attempts === 1);
    if (!failed) throw new Error('no delivery');
    expect(failed.status).toBe('pending');
    expect(failed.log[0]).toMatchObject({ statusCode: 500, error: 'The receiver answered 500.' });
    // The next attempt is due 30 s after the first (the test's clock does not move on its own).
    expect(failed.nextAttemptAt?.getTime()).toBe(Date.parse(failed.log[0]?.at ?? '') + 30_000);

    const after = await attemptDelivery(t.services, failed.id);
    expect(after).toMatchObject({ status: 'delivered', attempts: 2, nextAttemptAt: null });
    expect(after?.log.map((one) => one.statusCode)).toEqual([200, 500]);
    const [first, second] = receiver.received.slice(before);
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['x-cardora-event-id']).toBe(first?.headers['x-cardora-event-id']);
    // Delivered is final: another attempt does nothing.
    expect(await attemptDelivery(t.services, failed.id)).toBeNull();
    expect(receiver.received.length).toBe(before + 2);
  });

  it(`gives up ${WEBHOOK_RETRY_HOURS} hours after the event`, async () => {
    const w = await world();
    receiver.answers = [{ status: 503 }];
    const before = receiver.received.length;
    const { endpoint } = await addEndpoint(w.owner, { businessId: w.business.id, url: receiver.url });
    await visitor(t, w.agency).post(w.cardId, 'lead', GOOD_LEAD);
    const [failed] = await waitForDeliveries(endpoint.id, (rows) => rows[0]?.attempts === 1);
    if (!failed) throw new Error('no delivery');
    // The lead came a day ago, less 20 s: the next wait (30 s) would pass the day.
    const dayAgo = new Date(t.clock.now().getTime() - WEBHOOK_RETRY_HOURS * 3_600_000 + 20_000);
    await t.db.update(webhookDeliveries).set({ createdAt: dayAgo }).where(eq(webhookDeliveries.id, failed.id));
    const last = await attemptDelivery(t.services, failed.id);
    expect(last).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });
    expect(last?.log[0]).toMatchObject({ statusCode: 503 });
    expect(await attemptDelivery(t.services, failed.id)).toBeNull();
    expect(receiver.received.length).toBe(before + 2);
    const log = await w.owner.get(path(endpoints.listWebhookDeliveries.path, endpoint.id));
    expect(log.data(ZWebhookDeliveryList).list[0]).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });

  it('sends a test event once, and does not follow a redirect', async () => {
    const w = await world();
    const elsewhere = await startReceiver();
    receiver.answers = [{ status: 204 }];
    const { endpoint } = await addEndpoint(w.owner, { businessId: w.business.id, url: receiver.url });
    const before = receiver.received.length;
    const tested = await w.owner.post(path(endpoints.sendWebhookTest.path, endpoint.id));
    expect(tested.status, tested.text).toBe(200);
    expect(tested.data(ZWebhookDelivery)).toMatchObject({ event: 'webhook.test', status: 'delivered', attempts: 1 });
    expect(JSON.parse(receiver.received[before]?.body ?? '{}')).toMatchObject({
      type: 'webhook.test',
      business: { name: 'Sharma Sweets' },
    });

    receiver.answers = [{ status: 302, headers: { location: elsewhere.url } }];
    const redirected = await w.owner.post(path(endpoints.sendWebhookTest.path, endpoint.id));
    const delivery = redirected.data(ZWebhookDelivery);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(delivery.log[0]).toMatchObject({
      statusCode: 302,
      error: `Redirects are not followed (answered 302 to ${elsewhere.url}).`,
    });
    expect(elsewhere.received).toEqual([]);
  });
});

describe('old deliveries', () => {
  it("are deleted once finished and past an endpoint's newest the log shows; pending ones and other endpoints' stay", async () => {
    const w = await world();
    const busy = (await addEndpoint(w.owner, { businessId: w.business.id, url: 'https://crm.example.com/a' })).endpoint;
    const quiet = (await addEndpoint(w.admin, { businessId: null, url: 'https://crm.example.com/b' })).endpoint;
    const start = Date.parse('2026-11-01T00:00:00Z');
    // The busy endpoint: 60 deliveries a minute apart, the five oldest still pending.
    const rows = Array.from({ length: WEBHOOK_DELIVERIES_SHOWN + 10 }, (_, i) => ({
      agencyId: w.agency.id,
      endpointId: busy.id,
      event: 'lead.created' as const,
      eventId: `evt_busy_${i}`,
      body: `{"n":${i}}`,
      status: i < 5 ? ('pending' as const) : i % 2 ? ('delivered' as const) : ('failed' as const),
      createdAt: new Date(start + i * 60_000),
    }));
    const quietRows = Array.from({ length: 3 }, (_, i) => ({
      agencyId: w.agency.id,
      endpointId: quiet.id,
      event: 'lead.created' as const,
      eventId: `evt_quiet_${i}`,
      body: '{}',
      status: 'delivered' as const,
      createdAt: new Date(start - 86_400_000 + i),
    }));
    await t.db.insert(webhookDeliveries).values([...rows, ...quietRows]);

    // Of the ten past the newest 50, the five finished go.
    expect(await pruneFinishedDeliveries(t.db)).toBe(5);
    const left = (await deliveriesOf(busy.id)).map((row) => row.eventId).sort();
    const newest = rows.slice(-WEBHOOK_DELIVERIES_SHOWN).map((row) => row.eventId);
    const oldPending = rows.slice(0, 5).map((row) => row.eventId);
    expect(left).toEqual([...newest, ...oldPending].sort());
    expect(await deliveriesOf(quiet.id)).toHaveLength(3);
    // The log still shows its newest, and a second sweep finds nothing more to delete.
    const log = await w.owner.get(path(endpoints.listWebhookDeliveries.path, busy.id));
    expect(log.data(ZWebhookDeliveryList).list.map((one) => one.eventId)).toEqual(newest.reverse());
    expect(await pruneFinishedDeliveries(t.db)).toBe(0);
  });
});

describe('a secret the server can no longer read', () => {
  it('is never sent unsigned: the attempt fails, says why, and is not tried again', async () => {
    const w = await world();
    const receiver = await startReceiver();
    const { endpoint } = await addEndpoint(w.owner, { businessId: w.business.id, url: receiver.url });
    // As after PAYMENT_SECRET_KEY changed: the sealed secret no longer opens.
    await t.db
      .update(webhookEndpoints)
      .set({ secretSealed: 'v1.AAAA.BBBB.CCCC' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const tested = (await w.owner.post(path(endpoints.sendWebhookTest.path, endpoint.id))).data(ZWebhookDelivery);
    expect(tested).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(tested.log[0]?.error).toBe(WEBHOOK_MESSAGES.secretUnreadable);
    expect(receiver.connections).toBe(0);
  });
});

describe('private destinations refused (as in production)', () => {
  const dns = new FakeWebhookDns();
  let guarded: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    guarded = await createTestApp({ env: { WEBHOOK_PRIVATE_ADDRESSES: 'refuse' }, deps: { dns } });
    receiver = await startReceiver();
  });
  afterAll(() => guarded.close());

  it('refuses plain http, loopback, private, link-local and metadata addresses when saved', async () => {
    const w = await world(guarded);
    dns.addresses.set('hooks.internal.example', ['10.20.30.40']);
    dns.addresses.set('mixed.example', ['93.184.216.34', '192.168.1.7']);
    const refused: [string, string][] = [
      ['http://crm.example.com/hook', WEBHOOK_MESSAGES.urlHttpsOnly],
      ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.urlPrivate('127.0.0.1')],
      ['https://10.0.0.8/hook', WEBHOOK_MESSAGES.urlPrivate('10.0.0.8')],
      ['https://169.254.169.254/latest/meta-data/', WEBHOOK_MESSAGES.urlPrivate('169.254.169.254')],
      ['https://[::1]/hook', WEBHOOK_MESSAGES.urlPrivate('[::1]')],
      ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.urlPrivate('[::ffff:7f00:1]')],
      ['https://localhost/hook', WEBHOOK_MESSAGES.urlPrivate('localhost')],
      ['https://hooks.internal.example/hook', WEBHOOK_MESSAGES.urlPrivate('hooks.internal.example (10.20.30.40)')],
      ['https://mixed.example/hook', WEBHOOK_MESSAGES.urlPrivate('mixed.example (192.168.1.7)')],
    ];
    for (const [url, message] of refused) {
      const res = await w.owner.post(endpoints.createWebhook.path, { businessId: w.business.id, url });
      expect(res.status, `${url}: ${res.text}`).toBe(400);
      expect(res.error().fields?.url, url).toBe(message);
    }
  });

  it('checks the address at connect time: a name that turns private later is not connected to', async () => {
    const w = await world(guarded);
    const name = 'crm-rebind.example';
    dns.addresses.set(name, ['93.184.216.34']);
    const { endpoint } = await addEndpoint(w.owner, {
      businessId: w.business.id,
      url: `https://${name}:${receiver.port}/hooks`,
    });
    dns.addresses.set(name, ['127.0.0.1']);
    const connections = receiver.connections;
    const tested = await w.owner.post(path(endpoints.sendWebhookTest.path, endpoint.id));
    const delivery = tested.data(ZWebhookDelivery);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery.log[0]).toMatchObject({
      statusCode: null,
      error: `Not sent: ${name} resolves to 127.0.0.1, a private or local address.`,
    });
    for (const address of ['10.1.2.3', '169.254.169.254', '::1']) {
      dns.addresses.set(name, [address]);
      const again = (await w.owner.post(path(endpoints.sendWebhookTest.path, endpoint.id))).data(ZWebhookDelivery);
      expect(again.log[0]?.error).toBe(`Not sent: ${name} resolves to ${address}, a private or local address.`);
    }
    expect(receiver.connections).toBe(connections);
  });
});
