import { endpoints, MAX_LOG_EVENTS_PER_CALL } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, clientLogs } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import { createAgency } from '#test/support/factories';
import { signedInCustomer } from '#test/support/worlds';

const t = testAppPerFile();

const event = (sessionId: string, logEventName = 'PageView') => ({
  logEventName,
  sessionId,
  context: 'customer',
  pageUrl: 'https://demo.localhost/panel/customer',
  metaData: { step: 1 },
});

describe('POST /api/v1/analytics/log', () => {
  it('stores every event with the agency, and the user when signed in', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const sessionId = `sess-${Date.now()}`;
    const res = await client.call(endpoints.analyticsLog, {
      body: { logEvents: [event(sessionId), event(sessionId, 'Login')] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { logged: 2 } });
    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.logEventName).sort()).toEqual(['Login', 'PageView']);
    for (const row of rows) {
      expect(row).toMatchObject({ agencyId: agency.id, userId: user.id, metaData: { step: 1 }, context: 'customer' });
    }
  });

  it('stores anonymous events without a user', async () => {
    const agency = await createAgency();
    const sessionId = `anon-${Date.now()}`;
    await t.client(agency).call(endpoints.analyticsLog, { body: { logEvents: [event(sessionId)] } });
    const [row] = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));
    expect(row?.userId).toBeNull();
  });

  it('validates: empty list, too many events, a missing field', async () => {
    const agency = await createAgency();
    const client = t.client(agency);
    const empty = await client.call(endpoints.analyticsLog, { body: { logEvents: [] } });
    expect(empty.status).toBe(400);
    expect(empty.error()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Send at least one event.' });
    expect(empty.error().fields).toHaveProperty('logEvents');

    const many = Array.from({ length: MAX_LOG_EVENTS_PER_CALL + 1 }, () => event('sess-too-many'));
    expect((await client.call(endpoints.analyticsLog, { body: { logEvents: many } })).status).toBe(400);

    const { pageUrl: _omitted, ...withoutUrl } = event('sess-missing');
    const missing = await client.call(endpoints.analyticsLog, { body: { logEvents: [withoutUrl] } });
    expect(missing.status).toBe(400);
    expect(missing.error().fields).toHaveProperty(['logEvents.0.pageUrl']);
    const stored = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, 'sess-too-many'));
    expect(stored).toHaveLength(0);
  });
});

describe('POST /log', () => {
  it('stores the client log with agency, user and user agent', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const message = `boom ${Date.now()}`;
    const res = await client.post(
      '/log',
      { level: 'error', message, additionalInfo: { stack: 'at x' }, source: 'window.onerror' },
      { headers: { 'user-agent': 'TestAgent/1.0' } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { logged: true } });
    const [row] = await t.db.select().from(clientLogs).where(eq(clientLogs.message, message));
    expect(row).toMatchObject({
      level: 'error',
      source: 'window.onerror',
      additionalInfo: { stack: 'at x' },
      agencyId: agency.id,
      userId: user.id,
      userAgent: 'TestAgent/1.0',
    });
  });

  it('keeps a log from an unknown host without an agency', async () => {
    const message = `orphan ${Date.now()}`;
    const res = await t.client('nobody.localhost').post('/log', { level: 'warn', message, source: 'test' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(clientLogs).where(eq(clientLogs.message, message));
    expect(row?.agencyId).toBeNull();
  });

  it('validates level and message', async () => {
    const agency = await createAgency();
    const client = t.client(agency);
    const badLevel = await client.post('/log', { level: 'fatal', message: 'x', source: 'test' });
    expect(badLevel.status).toBe(400);
    expect(Object.keys(badLevel.error().fields ?? {})).toEqual(['level']);
    const noMessage = await client.post('/log', { level: 'info', message: '  ', source: 'test' });
    expect(noMessage.error()).toMatchObject({
      message: 'A message is required.',
      fields: { message: 'A message is required.' },
    });
  });
});
