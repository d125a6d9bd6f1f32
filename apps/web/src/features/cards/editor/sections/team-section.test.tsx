// The team panel (docs/product-rules.md#staff-cards): each member's fields under the test ids
// the phone journey drives, a saved member's page, QR code and link, and the plan's allowance —
// Add while there is room, the upgrade prompt in its place once the plan's members are used.
import {
  emptyCardSections,
  type LanguageCode,
  type TBusinessEntitlementsView,
  type TCard,
  type TCardTeamMember,
} from '@cardora/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { entitlementKeys } from '#api/query-keys';
import { testI18n } from '#i18n/test-i18n';
import { createEditorStore, EditorStoreContext } from '../editor-store';
import type { SectionProps } from '../section-props';
import { EditorSection } from '../section-table';

// The session hook's API client reads the page's address when it loads; Node has no page.
vi.hoisted(() => {
  Object.assign(globalThis, {
    window: { location: { search: '', host: 'demo.localhost', origin: 'http://demo.localhost' } },
  });
});
// notistack styles itself into the page's <head> when it loads; the panel's snackbars are not under test.
vi.mock('notistack', () => ({ useSnackbar: () => ({ enqueueSnackbar: () => undefined }) }));

const BUSINESS = '6f1c2a9e-1111-4000-8000-000000000000';

function member(slug: string, name: string, over: Partial<TCardTeamMember> = {}): TCardTeamMember {
  return {
    memberId: `id-${slug}`,
    slug,
    name,
    designation: null,
    photoUrl: null,
    phoneNumber: null,
    whatsappNumber: null,
    email: null,
    links: [],
    hidden: false,
    ...over,
  };
}

function cardWith(members: TCardTeamMember[]): TCard {
  return {
    cardNo: 41,
    cardId: 'gupta-bakery',
    businessId: BUSINESS,
    status: 'active',
    isDone: true,
    sections: { ...emptyCardSections(), team: { members } },
    publicUrl: 'http://demo.localhost/gupta-bakery',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

function entitlements(teamMembers: number, used: number): TBusinessEntitlementsView {
  return {
    businessId: BUSINESS,
    paymentStatus: 1,
    expiryDateForCustomer: '2027-12-04T00:00:00.000Z',
    entitlements: {
      onPlan: true,
      digitalCards: 1,
      pdfCards: 0,
      promotionalVideos: 0,
      greetingVideosPerDay: 0,
      greetingImages: false,
      teamMembers,
      tags: -1,
      tagsIncluded: 0,
      tagsBought: 0,
    },
    usage: { digitalCard: 1, pdfCard: 0, promotionalVideo: 0, teamMember: used, tag: 0 },
    tagPricePaise: null,
  };
}

function render(card: TCard, plan: TBusinessEntitlementsView | null, language: LanguageCode = 'en'): string {
  const client = new QueryClient();
  if (plan) client.setQueryData(entitlementKeys.of(BUSINESS), plan);
  const props = { card, expanded: true, onToggle: () => undefined } as unknown as SectionProps;
  return renderToString(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={testI18n(language)}>
          <EditorStoreContext value={createEditorStore()}>
            <EditorSection {...props} panel="team" />
          </EditorStoreContext>
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const inputValue = (html: string, testId: string) =>
  /value="([^"]*)"/.exec(new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '')?.[1];

describe('The team panel', () => {
  const team = [
    member('priya', 'Priya Sharma', { designation: 'Pharmacist' }),
    member('ravi', 'Ravi', { hidden: true }),
  ];

  it("shows each member's fields under their position's test ids", () => {
    const html = render(cardWith(team), entitlements(5, 2));
    expect(inputValue(html, 'team-member-0-name')).toBe('Priya Sharma');
    expect(inputValue(html, 'team-member-0-designation')).toBe('Pharmacist');
    expect(inputValue(html, 'team-member-0-slug')).toBe('priya');
    expect(inputValue(html, 'team-member-1-name')).toBe('Ravi');
    for (const field of ['phone', 'whatsapp', 'email', 'hidden', 'add-link', 'photo', 'up', 'down', 'remove']) {
      expect(html, field).toContain(`data-testid="team-member-0-${field}`);
    }
    expect(html).toContain('Their page: http://demo.localhost/gupta-bakery/priya');
    expect(html).toContain('data-testid="save-team"');
  });

  it("gives a saved, visible member's page its link and QR code; a hidden one's page is off", () => {
    const html = render(cardWith(team), entitlements(5, 2));
    expect(html).toMatch(/href="http:\/\/demo\.localhost\/gupta-bakery\/priya"[^>]*data-testid="team-member-0-open"/);
    expect(html).toContain('data-testid="team-member-0-copy"');
    expect(html).toContain('data-testid="team-member-0-qr"');
    expect(html).not.toContain('data-testid="team-member-1-open"');
    expect(html).toContain('data-testid="team-member-1-hidden-chip"');
  });

  it('counts the members against the plan and offers Add while there is room', () => {
    const html = render(cardWith(team), entitlements(5, 2));
    expect(html).toContain('2 of 5 team members on your plan');
    expect(html).toContain('data-testid="team-add"');
    expect(html).not.toContain('data-testid="team-upgrade"');
    expect(render(cardWith(team), entitlements(-1, 2))).toContain('2 team members · unlimited on your plan');
  });

  it('puts the upgrade prompt in place of Add once the plan is used up, or when it has no team', () => {
    const full = render(cardWith(team), entitlements(2, 2));
    expect(full).not.toContain('data-testid="team-add"');
    expect(full).toContain('data-testid="team-upgrade"');
    expect(full).toContain('You have all the team members your plan allows.');
    const none = render(cardWith([]), entitlements(0, 0));
    expect(none).toContain('Your plan has no team members.');
    expect(none).not.toContain('data-testid="team-add"');
  });

  it("keeps Add until the plan's answer arrives: the server holds the limit on save", () => {
    const html = render(cardWith([]), null);
    expect(html).toContain('data-testid="team-add"');
    expect(html).not.toContain('data-testid="team-allowance"');
  });

  it("speaks the panel's language", () => {
    const html = render(cardWith(team), entitlements(5, 2), 'hi');
    expect(html).toContain('आपके प्लान के 5 में से 2 टीम सदस्य');
    expect(html).toContain('टीम सदस्य जोड़ें');
    expect(html).not.toContain('Add team member');
  });
});
