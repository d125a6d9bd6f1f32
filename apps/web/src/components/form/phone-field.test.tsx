// The phone field's country code as a person sees it: +91 for India, the
// owner's own code for a foreign user who has a phone, and "Code" to choose when none is known.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '#i18n/test-i18n';
import { PhoneCountryScope } from './phone-country';
import { PhoneField } from './phone-field';
import type { PhoneOwner } from './phone-number';

// The session hook's API client reads the page's address when it loads; Node has no page.
vi.hoisted(() => {
  Object.assign(globalThis, { window: { location: { search: '' } } });
});

function WhatsAppForm({ value }: { value: string }) {
  const form = useForm<{ whatsappNumber: string }>({ defaultValues: { whatsappNumber: value } });
  return <PhoneField control={form.control} name="whatsappNumber" label="WhatsApp" testId="whatsapp" />;
}

function render(owner: PhoneOwner, value = ''): string {
  return renderToString(
    <I18nextProvider i18n={testI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <PhoneCountryScope owner={owner}>
          <WhatsAppForm value={value} />
        </PhoneCountryScope>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const codeButton = (html: string) => /data-testid="whatsapp-code"[^>]*>([^<]*)</.exec(html)?.[1];

describe('PhoneField', () => {
  it('starts an Indian customer at +91', () => {
    expect(codeButton(render({ isForeignUser: false, phoneNumber: '+919876543210' }))).toBe('+91');
  });

  it("starts a foreign user with a phone at that phone's code", () => {
    expect(codeButton(render({ isForeignUser: true, phoneNumber: '+447700900123' }))).toBe('+44');
  });

  it('makes a foreign user without a phone choose: no +91 anywhere', () => {
    const html = render({ isForeignUser: true, phoneNumber: null });
    expect(codeButton(html)).toBe('Code');
    expect(html).toContain('Choose the country code');
    expect(html).not.toContain('+91');
  });

  it("shows a saved number's own code, whoever looks", () => {
    const html = render({ isForeignUser: true, phoneNumber: null }, '+971501234567');
    expect(codeButton(html)).toBe('+971');
    expect(html).toContain('value="501234567"');
  });
});
