// What a visitor typed, shown in the owner's panel: always text, never markup or a script link,
// even for rows that reached the database some other way than the card's checked form.
import type { TFeedback, TLead } from '@cardora/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '#i18n/test-i18n';
import { FeedbackCard } from './feedback-card';
import { LeadCard } from './lead-card';

const PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>';

const lead: TLead = {
  leadNo: 7,
  businessId: '6f1c2a9e-1111-4000-8000-000000000000',
  businessName: `Shop ${PAYLOAD}`,
  cardId: 'sharma-sweets',
  name: PAYLOAD,
  phone: '+919811122334',
  cardLink: 'javascript:alert(3)',
  source: 'greeting',
  createdAt: new Date().toISOString(),
  consentedAt: new Date().toISOString(),
  noticeVersion: '2026-12',
  teamMember: null,
};

const feedback: TFeedback = {
  feedbackNo: 3,
  businessId: lead.businessId,
  businessName: lead.businessName,
  cardId: 'sharma-sweets',
  rating: 4,
  message: `Great ${PAYLOAD}\nsecond line`,
  name: `"><svg onload=alert(4)>`,
  contact: 'javascript:alert(5)',
  contactKind: 'email',
  createdAt: new Date().toISOString(),
  consentedAt: null,
  noticeVersion: null,
};

const render = (node: ReactNode) => renderToString(<I18nextProvider i18n={testI18n('en')}>{node}</I18nextProvider>);

function expectNoMarkupFromVisitor(html: string) {
  expect(html).not.toMatch(/<img|<script|<svg onload/);
  expect(html).not.toMatch(/href="javascript:/i);
}

describe('the owner sees what visitors typed as text', () => {
  it('a lead: name, business and link escaped; the link dropped when it is not http(s)', () => {
    const html = render(<LeadCard lead={lead} showBusiness onDelete={() => undefined} />);
    expectNoMarkupFromVisitor(html);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('href="https://wa.me/919811122334?text=');
    expect(html).toContain('href="tel:+919811122334"');
    expect(html).toContain('Greeting');
  });

  it('a feedback: message and name escaped, a contact that is not an address is no link', () => {
    const html = render(<FeedbackCard feedback={feedback} showBusiness onDelete={() => undefined} />);
    expectNoMarkupFromVisitor(html);
    expect(html).toContain('&quot;&gt;&lt;svg onload=alert(4)&gt;');
    expect(html).toContain('Great &lt;img src=x');
    expect(html).not.toContain('mailto:');
  });
});

describe('the consent the visitor gave', () => {
  it('shows that they agreed, and to which notice; nothing for what came before the notice', () => {
    expect(render(<LeadCard lead={lead} showBusiness={false} onDelete={() => undefined} />)).toContain(
      'Agreed to the notice (2026-12)',
    );
    expect(render(<FeedbackCard feedback={feedback} showBusiness={false} onDelete={() => undefined} />)).not.toContain(
      'Agreed to the notice',
    );
  });
});

// docs/product-rules.md#staff-cards
describe('a lead written to a team member', () => {
  it("says whose it is, the member's name escaped like the rest; a lead to the business says nothing", () => {
    const toMember = render(
      <LeadCard
        lead={{ ...lead, teamMember: { memberId: 'm-1', name: `Priya ${PAYLOAD}` } }}
        showBusiness={false}
        onDelete={() => undefined}
      />,
    );
    expect(toMember).toContain('data-testid="lead-team-member"');
    expect(toMember).toContain('For Priya &lt;img');
    expectNoMarkupFromVisitor(toMember);
    expect(render(<LeadCard lead={lead} showBusiness={false} onDelete={() => undefined} />)).not.toContain(
      'lead-team-member',
    );
    const hindi = renderToString(
      <I18nextProvider i18n={testI18n('hi')}>
        <LeadCard
          lead={{ ...lead, teamMember: { memberId: 'm-1', name: 'Priya' } }}
          showBusiness={false}
          onDelete={() => undefined}
        />
      </I18nextProvider>,
    );
    expect(hindi).toContain('Priya के लिए');
  });
});
