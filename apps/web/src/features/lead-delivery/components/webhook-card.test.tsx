// An endpoint's card: its address as text (whatever was typed), its events by their names, how
// its last delivery went; and an agency-wide endpoint in a business owner's list is shown, not changed.
import type { LanguageCode, TWebhookEndpoint } from '@cardora/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '#i18n/test-i18n';
import { WebhookCard } from './webhook-card';

// The API client reads the page's address when it loads; Node has no page.
vi.hoisted(() => {
  Object.assign(globalThis, { window: { location: { search: '', host: 'demo.localhost' } } });
});
// notistack styles itself into the page's <head> when it loads; its snackbars are not under test.
vi.mock('notistack', () => ({ useSnackbar: () => ({ enqueueSnackbar: () => undefined }) }));

const endpoint: TWebhookEndpoint = {
  id: '6f1c2a9e-1111-4000-8000-000000000009',
  businessId: '6f1c2a9e-1111-4000-8000-000000000000',
  businessName: 'Sharma Sweets',
  url: 'https://hooks.example.in/catch/<script>alert(1)</script>',
  description: 'Zoho CRM',
  events: ['lead.created', 'feedback.created'],
  enabled: true,
  secretHint: 'x9Qa',
  createdAt: '2026-05-01T10:00:00.000Z',
  lastDelivery: { status: 'failed', createdAt: '2026-04-01T10:00:00.000Z' },
};

function render(
  props: { endpoint: TWebhookEndpoint; canManage: boolean; showScope: boolean },
  language: LanguageCode = 'en',
) {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={testI18n(language)}>
        <WebhookCard {...props} onAction={() => undefined} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('WebhookCard', () => {
  it('shows the address as text, the events by name, the last delivery and the actions', () => {
    const html = render({ endpoint, canManage: true, showScope: true });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('New lead');
    expect(html).toContain('New feedback');
    expect(html).toMatch(/Last: Failed, 1 Apr 2026/);
    expect(html).toContain('Secret ends in x9Qa');
    expect(html).toContain('data-testid="webhook-send-test"');
    expect(html).toContain('data-testid="webhook-menu"');
    expect(html).not.toContain('Every business of the agency');
  });

  it("marks an agency-wide endpoint, and leaves a business owner's copy of it without actions", () => {
    const agencyWide = { ...endpoint, businessId: null, businessName: null, lastDelivery: null };
    const html = render({ endpoint: agencyWide, canManage: false, showScope: true });
    expect(html).toContain('Every business of the agency');
    expect(html).toContain('Added by your agency');
    expect(html).toContain('Nothing sent yet');
    expect(html).not.toContain('data-testid="webhook-send-test"');
    expect(html).not.toContain('data-testid="webhook-menu"');
  });

  it('speaks Hindi', () => {
    const html = render(
      { endpoint: { ...endpoint, events: ['lead.created'] }, canManage: true, showScope: false },
      'hi',
    );
    expect(html).toContain('नई लीड');
    expect(html).toContain('टेस्ट भेजें');
  });
});
