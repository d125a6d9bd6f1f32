/** @jsxRuntime automatic @jsxImportSource react */
// Staff cards (docs/product-rules.md#staff-cards): the business's card lists its visible team,
// each opening their own page; a member's page shows the member in the business's place with the
// business around them, and its contact file, QR code, lead form and counting are the member's.
import type { TCardTeamMember, TCardView } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { renderCardPageHtml } from './document';
import { richCardView } from './fixtures';

const CARD_URL = 'https://demo.example.in/sharma-sweets';

function priyaOf(view: TCardView): TCardTeamMember {
  const priya = view.sections.team.members.find((member) => member.slug === 'priya');
  if (!priya) throw new Error('the fixture has Priya');
  return priya;
}

describe("the business's card", () => {
  it('lists the visible members, each linking to their page; a hidden one is not there', () => {
    const view = richCardView();
    const html = renderCardPageHtml(view, { canonicalUrl: CARD_URL, beaconScript: true });
    expect(html).toContain('<h2>Our team</h2>');
    expect(html).toContain(`href="/${view.cardId}/priya"`);
    expect(html).toContain('Priya Nair');
    expect(html).not.toContain('Ravi Kumar');
    expect(html).not.toContain(`/${view.cardId}/ravi`);
  });

  it('has no team section when nobody is shown, or when the owner hides the section', () => {
    const view = richCardView();
    view.sections.team.members = view.sections.team.members.map((member) => ({ ...member, hidden: true }));
    expect(renderCardPageHtml(view, { canonicalUrl: CARD_URL, beaconScript: true })).not.toContain('Our team');
    const hiddenSection = richCardView();
    hiddenSection.sections.settings.hiddenSections = ['team'];
    expect(renderCardPageHtml(hiddenSection, { canonicalUrl: CARD_URL, beaconScript: true })).not.toContain(
      'Priya Nair',
    );
  });
});

describe("a member's page", () => {
  const view = richCardView();
  const priya = priyaOf(view);
  const html = renderCardPageHtml(view, {
    canonicalUrl: `${CARD_URL}/priya`,
    beaconScript: true,
    member: priya,
  });
  const company = view.sections.basicDetails?.companyName ?? '';
  const owner = view.sections.basicDetails?.name ?? '';

  it("shows the member in the business's place, the business beside them", () => {
    expect(html).toContain(`<h1 class="name">Priya Nair</h1>`);
    expect(html).toContain('<p class="role">Sales</p>');
    expect(html).toContain(company);
    expect(html).not.toContain(`>${owner}<`);
    expect(html).toContain(`<title>Priya Nair · ${company}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${CARD_URL}/priya">`);
    expect(html).toContain('tel:+919812345678');
  });

  it("saves the member's contact, downloads the member's QR and leads back to the business's card", () => {
    expect(html).toContain(`href="/${view.cardId}/priya.vcf"`);
    expect(html).not.toContain(`href="/${view.cardId}.vcf"`);
    expect(html).toContain(`href="/${view.cardId}/priya/qr.png"`);
    expect(html).toContain(`href="/${view.cardId}"`);
    expect(html).toContain('See the business card');
  });

  it('addresses its lead form and its counted clicks to the member', () => {
    expect(html).toContain('<input type="hidden" name="member" value="m-priya"/>');
    expect(html).toContain(' data-member="m-priya"');
    expect(html).not.toContain('Our team');
  });
});
