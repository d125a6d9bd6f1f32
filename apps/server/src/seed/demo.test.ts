// The demo world on its own fresh database: seeded once, and the demo accounts work over HTTP.

import {
  endpoints,
  FRANCHISEE_PERMISSIONS,
  ZAgencyDetails,
  ZBusiness,
  ZCard,
  ZCardAnalytics,
  ZCardPaymentList,
  ZFranchiseeLoginResponse,
  ZLoginResponse,
  ZSubscriptionPlanList,
} from '@cardora/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openSeededDemo, type SeededDemo } from '#test/factories/seed';
import { TEST_ENV } from '#test/support/app';
import { TestClient } from '#test/support/client';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { LocalDiskStorage } from '../lib/storage';
import { DEMO_CREDENTIALS, DEMO_PASSWORD, formatDemoCredentials, seedDemoWorld } from './demo';

let seeded: SeededDemo;

beforeAll(async () => {
  seeded = await openSeededDemo('cardora-demo-uploads-');
});
afterAll(() => seeded.close());

describe('demo world', () => {
  it('is seeded only into an empty database', async () => {
    expect(await seedDemoWorld(seeded.database.db, new LocalDiskStorage(seeded.uploadsDir), seeded.config)).toBe(false);
  });

  it('has the superadmin agency and the demo agency as the default', async () => {
    const hq = (await new TestClient(seeded.app, 'cardora.localhost').call(endpoints.getAgencyDetails)).data(
      ZAgencyDetails,
    );
    expect(hq).toMatchObject({ slug: 'cardora', agencyName: 'Cardora HQ', roles: ['superadmin'] });
    const demo = (await new TestClient(seeded.app, 'localhost:3000').call(endpoints.getAgencyDetails)).data(
      ZAgencyDetails,
    );
    expect(demo).toMatchObject({ slug: 'demo', agencyName: 'Demo Agency', roles: [] });
    expect(demo.configuration.onlinePayment.enablePaymentIntegration).toBe(true);
    expect(demo.configuration.imagePost.enableImagePost).toBe(true);
  });

  it.each([
    ['cardora.localhost', '+919000000001', ['admin']],
    ['demo.localhost', '+919000000002', ['admin']],
    ['demo.localhost', '+919000000005', ['creator']],
  ])('staff on %s: %s signs in with roles %j', async (host, phoneNumber, roles) => {
    const res = await new TestClient(seeded.app, host).call(endpoints.login, {
      body: { phoneNumber, password: DEMO_PASSWORD },
    });
    expect(res.data(ZLoginResponse).details.user.roles).toEqual(roles);
  });

  it('Aarav has Sharma Sweets (active) and Sharma Tours & Travels', async () => {
    const res = await new TestClient(seeded.app, 'demo.localhost').call(endpoints.login, {
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
    const res = await new TestClient(seeded.app, 'demo.localhost').call(endpoints.login, {
      body: { email: 'demo.foreign@example.com', isForeignUser: true, password: DEMO_PASSWORD },
    });
    const { details } = res.data(ZLoginResponse);
    expect(details.user.isForeignUser).toBe(true);
    expect(details.businesses.map((b) => [b.businessName, b.category, b.categoryName])).toEqual([
      ['Lakeside Studio', 'photography', 'Photography'],
    ]);
  });

  it('the two franchisees have their roles, permissions and hideBilling', async () => {
    const ravi = await new TestClient(seeded.app, 'demo.localhost').call(endpoints.franchiseeLogin, {
      body: { phoneNumber: '+919000000003', password: DEMO_PASSWORD },
    });
    expect(ravi.data(ZFranchiseeLoginResponse).franchisee).toMatchObject({
      name: 'Ravi Franchise',
      roles: ['franchisee'],
      permissions: ['business:create', 'business:edit', 'card:edit'],
      configuration: { hideBilling: false },
    });
    const priya = await new TestClient(seeded.app, 'demo.localhost').call(endpoints.franchiseeLogin, {
      body: { phoneNumber: '+919000000004', password: DEMO_PASSWORD },
    });
    expect(priya.data(ZFranchiseeLoginResponse).franchisee).toMatchObject({
      name: 'Priya All-Access',
      roles: ['franchisee', 'franchisee-with-all-card-access'],
      permissions: [...FRANCHISEE_PERMISSIONS],
      configuration: { hideBilling: true },
    });
  });

  it('Sharma Sweets has a complete card at sharma-sweets with working gallery images', async () => {
    const client = new TestClient(seeded.app, 'demo.localhost');
    const login = await client.call(endpoints.login, {
      body: { phoneNumber: '+919876543210', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const mine = await client.call(endpoints.getBusinessesByUser);
    const [sweets, tours] = mine.data(z.array(ZBusiness));
    const cardsOf = async (businessId: string | undefined) =>
      (await client.call(endpoints.getCardsByBusiness, { query: { businessId: businessId ?? '' } })).data(
        z.array(ZCard),
      );
    expect(await cardsOf(tours?.businessId)).toEqual([]);
    const [card] = await cardsOf(sweets?.businessId);
    if (!card) throw new Error('no Sharma Sweets card');
    expect(card).toMatchObject({ cardId: 'sharma-sweets', status: 'active', isDone: true });
    const s = card.sections;
    expect(s.basicDetails).toMatchObject({
      name: 'Aarav Sharma',
      designation: 'Founder',
      companyName: 'Sharma Sweets',
      businessType: 'Retailer',
      whatsappNumber: '+919876543210',
    });
    expect(s.basicDetails?.phoneNumbers).toHaveLength(2);
    expect(s.basicDetails?.address).toContain('Jaipur');
    expect(s.basicDetails?.mapLink).toMatch(/^https:\/\/maps\.google\.com/);
    expect(s.paymentOptions).toMatchObject({ upiId: 'sharmasweets@okicici', upiPayeeName: 'Sharma Sweets' });
    expect(s.paymentOptions.bank?.ifsc).toBe('ICIC0001234');
    expect(s.youtubeVideos.videos).toHaveLength(2);
    expect(s.template).toMatchObject({ templateId: 'classic' });
    expect(s.aboutUs.yearEstablished).toBe(1986);
    expect(s.products.products).toHaveLength(5);
    expect(s.products.products[0]).toMatchObject({ name: 'Kaju Katli (1 kg)', priceInPaise: 90_000 });
    expect(s.links.links.map((l) => l.type)).toEqual(['tel', 'email', 'url', 'text']);
    expect(s.settings.seoTitle).toContain('Sharma Sweets');
    expect(s.gallery.images.length).toBeGreaterThanOrEqual(3);
    for (const image of [...s.gallery.images.map((i) => i.url), s.basicDetails?.logoUrl ?? '']) {
      const res = await seeded.app.inject({ method: 'GET', url: image });
      expect(res.statusCode, image).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
    const analytics = await client.call(endpoints.getCardAnalytics, { query: { cardNo: String(card.cardNo) } });
    expect(analytics.data(ZCardAnalytics).totals.views).toBeGreaterThan(0);
  });

  it('Lakeside Studio has the card lakeside-studio', async () => {
    const client = new TestClient(seeded.app, 'demo.localhost');
    const login = await client.call(endpoints.login, {
      body: { email: 'demo.foreign@example.com', isForeignUser: true, password: DEMO_PASSWORD },
    });
    const [studio] = login.data(ZLoginResponse).details.businesses;
    const res = await client.call(endpoints.getCardsByBusiness, { query: { businessId: studio?.businessId ?? '' } });
    expect(res.data(z.array(ZCard))).toMatchObject([{ cardId: 'lakeside-studio', isDone: true }]);
  });

  it('has three plans, Sharma Sweets paid by a recorded manual payment, Sharma Tours unpaid', async () => {
    const client = new TestClient(seeded.app, 'demo.localhost');
    const login = await client.call(endpoints.login, {
      body: { phoneNumber: '+919876543210', password: DEMO_PASSWORD },
    });
    const plans = (await client.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList);
    expect(plans.list.map((p) => [p.name, p.price, p.validity])).toEqual([
      ['Starter', 49_900, 1],
      ['Business', 149_900, 1],
      ['Premium', 399_900, 2],
    ]);
    expect(plans.list[2]).toMatchObject({ pdfCardLimit: 2, promotionalVideoLimit: 2, greetingImagesLimit: -1 });
    expect(login.status).toBe(200);
    const mine = await client.call(endpoints.getBusinessesByUser);
    const [sweets, tours] = mine.data(z.array(ZBusiness));
    expect(sweets).toMatchObject({ businessName: 'Sharma Sweets', paymentStatus: 1, isSubscriptionActive: true });
    expect(new Date(sweets?.expiryDateForCustomer ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(tours).toMatchObject({
      businessName: 'Sharma Tours & Travels',
      paymentStatus: 0,
      expiryDateForCustomer: null,
    });
    const payments = await client.call(endpoints.listCardPayments, { query: { businessId: sweets?.businessId ?? '' } });
    expect(payments.data(ZCardPaymentList).list).toMatchObject([
      {
        planName: 'Business',
        amount: 149_900,
        provider: 'manual',
        isManualUpdate: true,
        recordedBy: 'Demo Admin (admin)',
      },
    ]);
  });

  it('the invitation tiles open the sample invitation, served on the demo agency host only', async () => {
    // docs/product-rules.md#demo-invitation
    const sample = 'http://demo.localhost:3000/demo/invitation';
    for (const host of ['demo.localhost', 'cardora.localhost']) {
      const agency = (await new TestClient(seeded.app, host).call(endpoints.getAgencyDetails)).data(ZAgencyDetails);
      expect(agency.configuration.dashboardConfig.invitationSiteLink).toBe(sample);
    }
    for (const host of ['demo.localhost:3000', 'localhost:3000']) {
      const page = await seeded.app.inject({ method: 'GET', url: '/demo/invitation', headers: { host } });
      expect(page.statusCode, host).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain('Aditi &amp; Rohan');
      expect(page.body).toContain('Sample invitation</b> · Demo Agency');
      // Nothing on it runs or loads from elsewhere.
      expect(page.body).not.toMatch(/<script|<link|src="http/);
    }
    for (const host of ['cardora.localhost:3000', 'nobody.localhost:3000']) {
      const page = await seeded.app.inject({ method: 'GET', url: '/demo/invitation', headers: { host } });
      expect(page.statusCode, host).toBe(404);
    }
    // A server that is not running the demo serves no sample, even for an agency named demo.
    const plain = await buildApp(loadConfig({ ...TEST_ENV, REDIS_URL: undefined }), {
      database: seeded.database,
      storage: new LocalDiskStorage(seeded.uploadsDir),
    });
    try {
      const page = await plain.inject({ method: 'GET', url: '/demo/invitation', headers: { host: 'localhost:3000' } });
      expect(page.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('prints a credentials table naming every demo account', () => {
    const table = formatDemoCredentials('http://localhost:3000');
    for (const credential of DEMO_CREDENTIALS) expect(table).toContain(credential.login);
    expect(table).toContain('http://localhost:3000/panel/login?agency=cardora');
  });
});
