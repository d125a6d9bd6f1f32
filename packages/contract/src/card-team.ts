// A card's team (docs/product-rules.md#staff-cards): who shows on the business's card, a
// member's own page at /<cardId>/<slug>, and the card a member's page is drawn from. Shared by
// the server (the public pages, the contact file) and the editor's preview.
import type { TCardTeamMember, TCardView } from './card';

/** The members a visitor sees, in the owner's order: hidden ones are left out everywhere. */
export function visibleTeam(view: Pick<TCardView, 'sections'>): TCardTeamMember[] {
  return (view.sections.team?.members ?? []).filter((member) => !member.hidden);
}

/** A visible member by the address's last part (lowercase), or null. */
export function teamMemberBySlug(view: Pick<TCardView, 'sections'>, slug: string): TCardTeamMember | null {
  const wanted = slug.toLowerCase();
  return visibleTeam(view).find((member) => member.slug === wanted) ?? null;
}

/** A visible member by memberId (a lead form's hidden field), or null. */
export function teamMemberById(view: Pick<TCardView, 'sections'>, memberId: string): TCardTeamMember | null {
  return visibleTeam(view).find((member) => member.memberId === memberId) ?? null;
}

/** A member's page address under the card's: /<cardId>/<slug>. */
export function teamMemberPath(cardId: string, member: Pick<TCardTeamMember, 'slug'>): string {
  return `/${cardId}/${member.slug}`;
}

/**
 * The card a member's page shows: the member in the business's place at the top (name, role,
 * photo, phone, WhatsApp, e-mail, own links), the business's name, logo, address, map and
 * website beside them, and the rest of the business's card (about, products, payments) below.
 * The owner's translated name and role are the owner's, not the member's: the member's own
 * translations (the second language's members) take their place.
 */
export function memberCardView(view: TCardView, member: TCardTeamMember): TCardView {
  const basic = view.sections.basicDetails;
  const business = basic ?? {
    salutation: 'none' as const,
    companyName: view.businessName,
    businessType: null,
    phoneNumbers: [],
    address: null,
    mapLink: null,
    website: null,
    logoUrl: null,
  };
  const translation = (view.sections.secondLanguage.members ?? []).find((entry) => entry.memberId === member.memberId);
  const phones = [member.phoneNumber ?? business.phoneNumbers[0]].filter((phone): phone is string => Boolean(phone));
  return {
    ...view,
    sections: {
      ...view.sections,
      basicDetails: {
        ...business,
        salutation: 'none',
        name: member.name,
        designation: member.designation,
        phoneNumbers: phones,
        whatsappNumber: member.whatsappNumber,
        email: member.email,
        photoUrl: member.photoUrl,
        logoUrl: business.logoUrl,
      },
      links: { links: member.links },
      // The business's search title names the business; the member's page is named by the member.
      settings: { ...view.sections.settings, seoTitle: null },
      // The second language's name and role become the member's own translations.
      secondLanguage: {
        ...view.sections.secondLanguage,
        name: translation?.name ?? null,
        designation: translation?.designation ?? null,
      },
      team: { members: [] },
    },
  };
}
