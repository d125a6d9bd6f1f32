import { describe, expect, it } from 'vitest';
import { agencyContactLinks, connectWithAdminMessage, telHref, whatsappHref } from './connect-with-admin';

describe('Connect with admin', () => {
  it('the message names the agency, the plan wanted and the business', () => {
    expect(
      connectWithAdminMessage({ agencyName: 'Bright Cards', businessName: 'Sharma Sweets', planName: 'Gold' }),
    ).toBe(
      'Hello Bright Cards, I would like to buy the Gold plan for my business "Sharma Sweets". Please help me upgrade.',
    );
    expect(connectWithAdminMessage({ agencyName: 'Bright Cards', businessName: ' ', planName: null })).toBe(
      'Hello Bright Cards, I would like to buy a subscription plan. Please help me upgrade.',
    );
  });

  it('builds wa.me and tel: links from E.164 numbers, with the message encoded', () => {
    const text = 'Hello & welcome: "Gold" plan?';
    const href = whatsappHref('+91 98765 43210', text);
    expect(href).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(text)}`);
    expect(new URL(href ?? '').searchParams.get('text')).toBe(text);
    expect(telHref('+919876543210')).toBe('tel:+919876543210');
    expect(whatsappHref(null, text)).toBeNull();
    expect(telHref('12')).toBeNull();
  });

  it('WhatsApp goes to the WhatsApp number, else the phone; no contact gives no links', () => {
    expect(agencyContactLinks({ phoneNumber: '+919000000001', whatsappNumber: '+919000000002' }, 'hi')).toEqual({
      whatsapp: 'https://wa.me/919000000002?text=hi',
      call: 'tel:+919000000001',
    });
    expect(agencyContactLinks({ phoneNumber: '+919000000001', whatsappNumber: null }, 'hi').whatsapp).toBe(
      'https://wa.me/919000000001?text=hi',
    );
    expect(agencyContactLinks({ phoneNumber: null, whatsappNumber: '+919000000002' }, 'hi').call).toBeNull();
    expect(agencyContactLinks(undefined, 'hi')).toEqual({ whatsapp: null, call: null });
  });
});
