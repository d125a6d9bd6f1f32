// The agency's contact for 'Connect with admin': set in Agency Management,
// served with the agency's details to its customers, optional for agencies saved before it.
import {
  DEFAULT_AGENCY_CONFIGURATION,
  DEFAULT_AGENCY_THEME,
  endpoints,
  MESSAGES,
  type TAgencyInput,
  ZAgencyDetails,
  ZManagedAgency,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '#test/support/app';
import { createAgency } from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

function input(slug: string, contact?: TAgencyInput['configuration']['contact']): TAgencyInput {
  return {
    slug,
    agencyName: 'Contact Agency',
    customDomain: null,
    configuration: {
      ...DEFAULT_AGENCY_CONFIGURATION,
      pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] },
      ...(contact === undefined ? {} : { contact }),
    },
    theme: DEFAULT_AGENCY_THEME,
  };
}

describe('agency contact', () => {
  it('is saved by Agency Management and served in /agency-details; an agency without one has none', async () => {
    const platform = await createAgency({ roles: ['superadmin'] });
    const client = await signedInStaff(t, platform, 'admin');
    const slug = `contact-${Date.now().toString(36)}`;
    const created = await client.call(endpoints.createAgency, {
      body: { agency: input(slug, { phoneNumber: '+91 98765 43210', whatsappNumber: '' }) },
    });
    expect(created.status, created.text).toBe(200);
    const agency = created.data(ZManagedAgency);
    expect(agency.configuration.contact).toEqual({ phoneNumber: '+919876543210', whatsappNumber: null });
    const details = (await t.client({ slug }).call(endpoints.getAgencyDetails)).data(ZAgencyDetails);
    expect(details.configuration.contact).toEqual({ phoneNumber: '+919876543210', whatsappNumber: null });

    const bad = await client.call(endpoints.updateAgency, {
      body: { agency: { ...input(slug, { phoneNumber: '12345', whatsappNumber: null }), agencyId: agency.agencyId } },
    });
    expect(bad.status).toBe(400);
    expect(bad.error().fields).toEqual({ 'agency.configuration.contact.phoneNumber': MESSAGES.phoneInvalid });

    const older = await createAgency();
    const plain = (await t.client(older).call(endpoints.getAgencyDetails)).data(ZAgencyDetails);
    expect(plain.configuration.contact).toBeUndefined();
  });

  it("an agency's own admin cannot set it (Agency Management is the platform's)", async () => {
    const agency = await createAgency();
    const client = await signedInStaff(t, agency, 'admin');
    const res = await client.call(endpoints.updateAgency, {
      body: {
        agency: {
          ...input(agency.slug, { phoneNumber: '+919876543210', whatsappNumber: null }),
          agencyId: agency.id,
        },
      },
    });
    expect(res.status).toBe(403);
  });
});
