// The demo world on its own fresh database: seeded once, and the demo accounts work over HTTP.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  endpoints,
  FRANCHISEE_PERMISSIONS,
  ZAgencyDetails,
  ZFranchiseeLoginResponse,
  ZLoginResponse,
} from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPglite } from '../db/client';
import { LocalDiskStorage } from '../lib/storage';
import { TEST_ENV } from '../test/app';
import { TestClient } from '../test/client';
import { DEMO_CREDENTIALS, DEMO_PASSWORD, formatDemoCredentials, seedDemoWorld } from './demo';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

let uploadsDir: string;

beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  uploadsDir = mkdtempSync(join(tmpdir(), 'cardora-demo-uploads-'));
  const storage = new LocalDiskStorage(uploadsDir);
  expect(await seedDemoWorld(database.db, storage)).toBe(true);
  app = await buildApp(loadConfig({ ...TEST_ENV, REDIS_URL: undefined }), { database, storage });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('demo world', () => {
  it('is seeded only into an empty database', async () => {
    expect(await seedDemoWorld(database.db, new LocalDiskStorage(uploadsDir))).toBe(false);
  });

  it('has the superadmin agency and the demo agency as the default', async () => {
    const hq = (await new TestClient(app, 'cardora.localhost').call(endpoints.getAgencyDetails)).data(ZAgencyDetails);
    expect(hq).toMatchObject({ slug: 'cardora', agencyName: 'Cardora HQ', roles: ['superadmin'] });
    const demo = (await new TestClient(app, 'localhost:3000').call(endpoints.getAgencyDetails)).data(ZAgencyDetails);
    expect(demo).toMatchObject({ slug: 'demo', agencyName: 'Demo Agency', roles: [] });
    expect(demo.configuration.onlinePayment.enablePaymentIntegration).toBe(true);
    expect(demo.configuration.imagePost.enableImagePost).toBe(true);
  });

  it.each([
    ['cardora.localhost', '+919000000001', ['admin']],
    ['demo.localhost', '+919000000002', ['admin']],
    ['demo.localhost', '+919000000005', ['creator']],
  ])('staff on %s: %s signs in with roles %j', async (host, phoneNumber, roles) => {
    const res = await new TestClient(app, host).call(endpoints.login, {
      body: { phoneNumber, password: DEMO_PASSWORD },
    });
    expect(res.data(ZLoginResponse).details.user.roles).toEqual(roles);
  });

  it('Aarav has Sharma Sweets (active) and Sharma Tours & Travels', async () => {
    const res = await new TestClient(app, 'demo.localhost').call(endpoints.login, {
      body: { phoneNumber: '+919876543210', password: DEMO_PASSWORD },
    });
    const { details } = res.data(ZLoginResponse);
    expect(details.user.name).toBe('Aarav Sharma');
    expect(details.businesses.map((b) => [b.businessName, b.category, b.categoryName])).toEqual([
      ['Sharma Sweets', 'sweet-shop', 'Sweet Shop'],
      ['Sharma Tours & Travels', 'travel-agency', 'Travel Agency'],
    ]);
    expect(details.activeBusinessId).toBe(details.businesses[0]?.businessId);
  });

  it('the foreign customer signs in by e-mail and owns Lakeside Studio', async () => {
    const res = await new TestClient(app, 'demo.localhost').call(endpoints.login, {
      body: { email: 'demo.foreign@example.com', isForeignUser: true, password: DEMO_PASSWORD },
    });
    const { details } = res.data(ZLoginResponse);
    expect(details.user.isForeignUser).toBe(true);
    expect(details.businesses.map((b) => [b.businessName, b.category, b.categoryName])).toEqual([
      ['Lakeside Studio', 'photography', 'Photography'],
    ]);
  });

  it('the two franchisees have their roles, permissions and hideBilling', async () => {
    const ravi = await new TestClient(app, 'demo.localhost').call(endpoints.franchiseeLogin, {
      body: { phoneNumber: '+919000000003', password: DEMO_PASSWORD },
    });
    expect(ravi.data(ZFranchiseeLoginResponse).franchisee).toMatchObject({
      name: 'Ravi Franchise',
      roles: ['franchisee'],
      permissions: ['business:create', 'business:edit', 'card:edit'],
      configuration: { hideBilling: false },
    });
    const priya = await new TestClient(app, 'demo.localhost').call(endpoints.franchiseeLogin, {
      body: { phoneNumber: '+919000000004', password: DEMO_PASSWORD },
    });
    expect(priya.data(ZFranchiseeLoginResponse).franchisee).toMatchObject({
      name: 'Priya All-Access',
      roles: ['franchisee', 'franchisee-with-all-card-access'],
      permissions: [...FRANCHISEE_PERMISSIONS],
      configuration: { hideBilling: true },
    });
  });

  it('prints a credentials table naming every demo account', () => {
    const table = formatDemoCredentials('http://localhost:3000');
    for (const credential of DEMO_CREDENTIALS) expect(table).toContain(credential.login);
    expect(table).toContain('http://localhost:3000/panel/login?agency=cardora');
  });
});
