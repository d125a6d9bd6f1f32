// Custom domains: DNS verification with a fake resolver, POST /createSsl, GET /tls/ask (Caddy's
// on-demand TLS), and tenancy by a verified custom domain only.
import { AGENCY_MESSAGES, endpoints, ZAgencyDetails, ZManagedAgency, ZTlsAskResponse } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '#db/schema';
import { agencyHost } from '#lib/public-url';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createStaff } from '#test/support/factories';
import { type DnsResolver, isDomainVerified } from './domains';

/** DNS records by name; a name without records answers ENOTFOUND like the real resolver. */
class FakeDns implements DnsResolver {
  txt = new Map<string, string[][]>();
  cname = new Map<string, string[]>();
  failing = false;
  private miss(name: string): never {
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  }
  async resolveTxt(name: string) {
    if (this.failing) throw Object.assign(new Error('ETIMEOUT'), { code: 'ETIMEOUT' });
    return this.txt.get(name) ?? this.miss(name);
  }
  async resolveCname(name: string) {
    if (this.failing) throw Object.assign(new Error('ETIMEOUT'), { code: 'ETIMEOUT' });
    return this.cname.get(name) ?? this.miss(name);
  }
  async lookup(name: string): Promise<{ address: string; family: number }[]> {
    return this.miss(name);
  }
}

const dns = new FakeDns();
const t = testAppPerFile({ deps: { dns } });
let admin: TestClient;
beforeAll(async () => {
  const superagency = await createAgency({ roles: ['superadmin'] });
  admin = t.client(superagency);
  await signIn(admin, await createStaff({ agency: superagency, role: 'admin' }));
});

let n = 0;
const freshDomain = () => `shop-${Date.now().toString(36)}-${++n}.example.com`;

/** An agency with an unverified custom domain, as Agency Management leaves it. */
async function agencyWithDomain() {
  const domain = freshDomain();
  const agency = await createAgency({ customDomain: domain, domainVerified: false });
  return { agency, domain, token: agency.domainVerificationToken ?? '' };
}

const ask = (domain: string | undefined) =>
  t.client('platform.localhost').get('/tls/ask', domain === undefined ? {} : { query: { domain } });

describe('isDomainVerified', () => {
  it('TXT with the token (chunks joined), or a CNAME to the platform, verifies; anything else does not', async () => {
    const fake = new FakeDns();
    fake.txt.set('_cardora-verify.a.example.com', [['other'], ['cardora-', 'tok']]);
    expect(await isDomainVerified(fake, 'a.example.com', 'cardora-tok', 'cardora.app')).toBe(true);
    expect(await isDomainVerified(fake, 'a.example.com', 'cardora-other', 'cardora.app')).toBe(false);
    fake.cname.set('b.example.com', ['acme.cardora.app.']);
    expect(await isDomainVerified(fake, 'b.example.com', 'x', 'cardora.app')).toBe(true);
    fake.cname.set('c.example.com', ['cardora.app']);
    expect(await isDomainVerified(fake, 'c.example.com', 'x', 'cardora.app')).toBe(true);
    fake.cname.set('d.example.com', ['evilcardora.app']);
    expect(await isDomainVerified(fake, 'd.example.com', 'x', 'cardora.app')).toBe(false);
    fake.failing = true;
    expect(await isDomainVerified(fake, 'a.example.com', 'cardora-tok', 'cardora.app')).toBe(false);
  });
});

describe('POST /createSsl', () => {
  it('without the DNS record: 400 on customDomain, still unverified, not resolvable, no certificate', async () => {
    const { agency, domain } = await agencyWithDomain();
    const res = await admin.call(endpoints.createSsl, { body: { agencyId: agency.id } });
    expect(res.status).toBe(400);
    expect(res.error().fields).toEqual({ customDomain: AGENCY_MESSAGES.domainNotVerified(domain) });
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row?.domainVerifiedAt).toBeNull();
    expect((await ask(domain)).status).toBe(404);
    expect((await t.client(domain).call(endpoints.getAgencyDetails)).status).toBe(404);
  });

  it('a TXT record with the wrong token is not enough', async () => {
    const { agency, domain } = await agencyWithDomain();
    dns.txt.set(`_cardora-verify.${domain}`, [['cardora-wrong']]);
    expect((await admin.call(endpoints.createSsl, { body: { agencyId: agency.id } })).status).toBe(400);
  });

  it('with the TXT record: verified and SSL-eligible; the domain then names the agency and /tls/ask says yes', async () => {
    const { agency, domain, token } = await agencyWithDomain();
    dns.txt.set(`_cardora-verify.${domain}`, [[token]]);
    const res = await admin.call(endpoints.createSsl, { body: { agencyId: agency.id } });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZManagedAgency).domainStatus).toMatchObject({
      domain,
      verified: true,
      sslEnabled: true,
      verifiedAt: t.clock.now().toISOString(),
    });
    const asked = await ask(domain);
    expect(asked.status).toBe(200);
    expect(asked.data(ZTlsAskResponse)).toEqual({ domain, allowed: true });
    expect((await ask(domain.toUpperCase())).status).toBe(200);
    const details = await t.client(domain).call(endpoints.getAgencyDetails);
    expect(details.data(ZAgencyDetails).agencyId).toBe(agency.id);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row && agencyHost(t.config, row)).toBe(domain);
  });

  it('a CNAME to the agency’s platform host verifies too', async () => {
    const { agency, domain } = await agencyWithDomain();
    dns.cname.set(domain, [`${agency.slug}.localhost`]);
    const res = await admin.call(endpoints.createSsl, { body: { agencyId: agency.id } });
    expect(res.status, res.text).toBe(200);
    expect((await ask(domain)).status).toBe(200);
  });

  it('a DNS failure is a 400 with the message, never a 500', async () => {
    const { agency } = await agencyWithDomain();
    dns.failing = true;
    try {
      const res = await admin.call(endpoints.createSsl, { body: { agencyId: agency.id } });
      expect(res.status).toBe(400);
    } finally {
      dns.failing = false;
    }
  });

  it('no custom domain: 400 on customDomain; unknown agency 404; bad id named', async () => {
    const plain = await createAgency();
    const res = await admin.call(endpoints.createSsl, { body: { agencyId: plain.id } });
    expect(res.status).toBe(400);
    expect(res.error()).toMatchObject({
      message: AGENCY_MESSAGES.noDomain,
      fields: { customDomain: AGENCY_MESSAGES.noDomain },
    });
    const missing = await admin.call(endpoints.createSsl, {
      body: { agencyId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const bad = await admin.call(endpoints.createSsl, { body: { agencyId: 'x' } });
    expect(Object.keys(bad.error().fields ?? {})).toEqual(['agencyId']);
  });
});

describe('GET /tls/ask', () => {
  it('404 for unknown, missing, unverified, or verified-but-not-enabled domains; no session needed', async () => {
    expect((await ask('nobody.example.net')).status).toBe(404);
    expect((await ask(undefined)).status).toBe(404);
    expect((await ask('')).status).toBe(404);
    const { domain } = await agencyWithDomain();
    expect((await ask(domain)).status).toBe(404);
    // Verified (e.g. set up before SSL) but createSsl never ran: no certificate.
    const verifiedOnly = freshDomain();
    await createAgency({ customDomain: verifiedOnly });
    expect((await ask(verifiedOnly)).status).toBe(404);
    // A platform subdomain is not a custom domain (the edge has a wildcard for those).
    const agency = await createAgency();
    expect((await ask(`${agency.slug}.localhost`)).status).toBe(404);
  });

  it('lives outside /api/v1', async () => {
    expect(endpoints.tlsAsk.path).toBe('/tls/ask');
    expect((await t.client('platform.localhost').get('/api/v1/tls/ask', { query: { domain: 'x' } })).status).toBe(404);
  });
});

describe('tenancy by custom domain', () => {
  it('an unverified custom domain names no agency; a verified one does', async () => {
    const unverified = freshDomain();
    await createAgency({ customDomain: unverified, domainVerified: false });
    const res = await t.client(unverified).call(endpoints.getAgencyDetails);
    expect(res.status).toBe(404);
    expect(res.error().code).toBe('UNKNOWN_AGENCY');
    const verified = freshDomain();
    const agency = await createAgency({ customDomain: verified });
    expect((await t.client(verified).call(endpoints.getAgencyDetails)).data(ZAgencyDetails).agencyId).toBe(agency.id);
  });
});
