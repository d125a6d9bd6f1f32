// The wording of notifications where the API tests do not reach every branch.
import { describe, expect, it } from 'vitest';
import { businessLink, customerLink, imageRequestText, paymentText, personLabel, staffLabel } from './text';

describe('notification text', () => {
  it('names people by name and contact, staff by name and role, falling back to the contact', () => {
    expect(personLabel({ name: ' Neha ', phoneNumber: '+919812345678', email: null })).toBe('Neha (+91 98123 45678)');
    expect(personLabel({ name: null, phoneNumber: null, email: 'far@example.com' })).toBe('far@example.com');
    expect(staffLabel({ name: null, phoneNumber: '+919000000002', email: null, role: 'admin' })).toBe(
      '+91 90000 00002 (admin)',
    );
  });

  it('says what a payment bought, in rupees with Indian grouping', () => {
    const base = { businessName: 'Sharma Sweets', recordedBy: null };
    expect(
      paymentText({ ...base, amountPaise: 10_000_000, purchase: { kind: 'plan', planName: 'Premium' } }).body,
    ).toBe('₹1,00,000 from Sharma Sweets for the Premium plan, paid online.');
    expect(
      paymentText({ ...base, amountPaise: 29_950, purchase: { kind: 'promotional-video', quantity: 1 } }).body,
    ).toBe('₹299.50 from Sharma Sweets for 1 promotional video, paid online.');
  });

  it('quotes a message on one line', () => {
    expect(imageRequestText({ businessName: 'A', category: 'Diwali', message: 'two\n\nlines' }).body).toBe(
      'A asked for greeting images: Diwali. “two lines”',
    );
  });

  it('links into All Businesses with the search in the address', () => {
    expect(businessLink('Sharma Tours & Travels')).toBe(
      '/admin/businesses?searchKey=businessName&search=Sharma+Tours+%26+Travels',
    );
    expect(customerLink('+919812345678')).toBe(
      '/admin/businesses?searchKey=registeredPhoneNumber&search=%2B919812345678',
    );
  });
});
