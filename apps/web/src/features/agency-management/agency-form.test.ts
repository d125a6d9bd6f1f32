import { DEFAULT_TEAM_MEMBERS_PER_CARD, ZAgencyInput } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_AGENCY_FORM, formPathOf } from './components/agency-form';
import { paiseOf } from './components/rupee-field';

describe('agency form', () => {
  it('server field names land on the form fields', () => {
    expect(formPathOf('agency.slug')).toBe('slug');
    expect(formPathOf('agency.customDomain')).toBe('customDomain');
    expect(formPathOf('agency.razorpayKeys.keySecret')).toBe('razorpayKeys.keySecret');
    expect(formPathOf('agency.configuration.pdfCardConfig.customerPlans.2.price')).toBe(
      'configuration.pdfCardConfig.customerPlans.2.price',
    );
    expect(formPathOf('agency.configuration.dashboardConfig.invitationSiteLink')).toBe(
      'configuration.dashboardConfig.invitationSiteLink',
    );
    expect(formPathOf('agency.configuration.contact.whatsappNumber')).toBe('configuration.contact.whatsappNumber');
    expect(formPathOf('agency.configuration.team.membersPerCard')).toBe('configuration.team.membersPerCard');
    expect(formPathOf('agency.agencyId')).toBeNull();
    expect(formPathOf('something.else')).toBeNull();
  });

  it('rupees typed become whole paise', () => {
    expect(paiseOf('99')).toBe(9_900);
    expect(paiseOf('99.5')).toBe(9_950);
    expect(paiseOf('0.015')).toBe(2);
    expect(paiseOf('')).toBeUndefined();
  });

  it('a new agency form needs only a name and an address to pass the contract', () => {
    expect(ZAgencyInput.safeParse(EMPTY_AGENCY_FORM).success).toBe(false);
    const parsed = ZAgencyInput.parse({ ...EMPTY_AGENCY_FORM, slug: 'acme', agencyName: 'Acme' });
    expect(parsed.customDomain).toBeNull();
    expect(parsed.configuration.dashboardConfig.invitationSiteLink).toBeNull();
    expect(parsed.razorpayKeys).toBeUndefined();
    expect(parsed.configuration.contact).toEqual({ phoneNumber: null, whatsappNumber: null });
  });

  // docs/product-rules.md#staff-cards
  it("team members per card: the product's default for a new agency and one saved before the setting", () => {
    expect(EMPTY_AGENCY_FORM.configuration.team).toEqual({ membersPerCard: DEFAULT_TEAM_MEMBERS_PER_CARD });
    const parsed = ZAgencyInput.parse({
      ...EMPTY_AGENCY_FORM,
      slug: 'acme',
      agencyName: 'Acme',
      configuration: { ...EMPTY_AGENCY_FORM.configuration, team: { membersPerCard: -1 } },
    });
    expect(parsed.configuration.team).toEqual({ membersPerCard: -1 });
    expect(
      ZAgencyInput.safeParse({
        ...EMPTY_AGENCY_FORM,
        slug: 'acme',
        agencyName: 'Acme',
        configuration: { ...EMPTY_AGENCY_FORM.configuration, team: { membersPerCard: -2 } },
      }).success,
    ).toBe(false);
  });

  // docs/product-rules.md#physical-tags
  it('price per tag: empty is free (null); a price is ₹1 or more; a server refusal lands on the field', () => {
    expect(EMPTY_AGENCY_FORM.configuration.tags).toEqual({ pricePerTagPaise: null });
    const withPrice = (pricePerTagPaise: number | null) =>
      ZAgencyInput.safeParse({
        ...EMPTY_AGENCY_FORM,
        slug: 'acme',
        agencyName: 'Acme',
        configuration: { ...EMPTY_AGENCY_FORM.configuration, tags: { pricePerTagPaise } },
      });
    expect(withPrice(null).success).toBe(true);
    expect(withPrice(4_900).data?.configuration.tags).toEqual({ pricePerTagPaise: 4_900 });
    expect(withPrice(50).success).toBe(false);
    expect(formPathOf('agency.configuration.tags.pricePerTagPaise')).toBe('configuration.tags.pricePerTagPaise');
  });
});
