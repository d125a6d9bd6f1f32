import { DEFAULT_AGENCY_THEME, endpoints, ZAgencyDetails } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, testAppPerFile } from '#test/support/app';
import { createAgency } from '#test/support/factories';

const t = testAppPerFile({ env: { ANALYTICS_HOST: 'cards.example.com' } });

describe('GET /agency-details', () => {
  it("returns the host's agency: name, roles, configuration, theme and analytics host", async () => {
    const agency = await createAgency({ agencyName: 'Acme Cards', roles: ['superadmin'] });
    const res = await t.client(agency).call(endpoints.getAgencyDetails);
    expect(res.status).toBe(200);
    expect(res.data(ZAgencyDetails)).toEqual({
      agencyId: agency.id,
      slug: agency.slug,
      agencyName: 'Acme Cards',
      roles: ['superadmin'],
      configuration: agency.configuration,
      theme: DEFAULT_AGENCY_THEME,
      analyticsHost: 'cards.example.com',
    });
  });

  it('answers per host: two agencies, two answers', async () => {
    const a = await createAgency();
    const b = await createAgency();
    expect((await t.client(a).call(endpoints.getAgencyDetails)).data(ZAgencyDetails).agencyId).toBe(a.id);
    expect((await t.client(b).call(endpoints.getAgencyDetails)).data(ZAgencyDetails).agencyId).toBe(b.id);
  });

  it('analyticsHost is null when ANALYTICS_HOST is unset', async () => {
    const plain = await createTestApp();
    try {
      const agency = await createAgency();
      expect(
        (await plain.client(agency).call(endpoints.getAgencyDetails)).data(ZAgencyDetails).analyticsHost,
      ).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('an unknown host is 404 UNKNOWN_AGENCY', async () => {
    const res = await t.client('missing-agency.localhost').call(endpoints.getAgencyDetails);
    expect(res.status).toBe(404);
    expect(res.error().code).toBe('UNKNOWN_AGENCY');
  });
});
