// The small rules the frames lean on: contact rows from whatever was filled in, money,
// phone numbers, readable colours, initials, text sizing.
import { describe, expect, it } from 'vitest';
import { contrast, paletteOf, parseHex, readableOn, textOn } from './colors';
import { contactItems, formatPhone, priceText } from './frames/parts';
import { estimateEms, fitFontSize, initialsOf, keepUnits } from './text';
import type { BrandProfile } from './types';

const base: BrandProfile = {
  version: '1',
  businessName: 'Sharma Sweets',
  cardAddress: 'demo.cardora.app/sharma',
  colors: { primary: '#b3261e', secondary: '#ffc542' },
};

describe('contactItems', () => {
  it('makes no row for a missing or blank field', () => {
    expect(contactItems(base)).toEqual([]);
    expect(contactItems({ ...base, phone: '  ', address: '', website: null })).toEqual([]);
  });

  it('shows one WhatsApp row when the phone is the WhatsApp number', () => {
    const items = contactItems({ ...base, phone: '9876543210', whatsapp: '+91 98765 43210' });
    expect(items).toEqual([{ icon: 'whatsapp', text: '+91 98765 43210', long: false }]);
  });

  it('orders phone, WhatsApp, email (when asked), website, address', () => {
    const items = contactItems(
      {
        ...base,
        phone: '9876543210',
        whatsapp: '9812345678',
        email: 'a@b.in',
        website: 'https://www.sharma.in/',
        address: ' Shop 12,\n  Main Road ',
      },
      { email: true },
    );
    expect(items.map((i) => [i.icon, i.text])).toEqual([
      ['phone', '+91 98765 43210'],
      ['whatsapp', '+91 98123 45678'],
      ['mail', 'a@b.in'],
      ['globe', 'www.sharma.in'],
      ['pin', 'Shop 12, Main Road'],
    ]);
    expect(contactItems({ ...base, email: 'a@b.in' })).toEqual([]);
  });
});

describe('formatPhone and priceText', () => {
  it('formats Indian mobile numbers and leaves others as typed', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+91-98765-43210')).toBe('+91 98765 43210');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('writes rupees with Indian grouping', () => {
    expect(priceText(12_500_000)).toBe('₹1,25,000');
    expect(priceText(9_950)).toBe('₹99.50');
    expect(priceText(null)).toBeNull();
  });
});

describe('colours', () => {
  it('picks the text colour that reads on a background', () => {
    expect(textOn('#ffffff')).toBe('#16181d');
    expect(textOn('#b3261e')).toBe('#ffffff');
    expect(textOn('#ffc542')).toBe('#16181d');
    expect(readableOn('#ffc542', '#ffffff')).toBe('#16181d');
    expect(readableOn('#b3261e', '#ffffff')).toBe('#b3261e');
  });

  it('reads anything as a colour', () => {
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseHex('not a colour')).toEqual([0x1e, 0x63, 0xd6]);
  });

  it('gives every palette a deep shade that carries white text', () => {
    for (const colors of [
      { primary: '#f4f1de', secondary: '#3d405b' },
      { primary: '#ffff00', secondary: '#ffee00' },
      { primary: '#b3261e', secondary: '#b3261e' },
    ]) {
      const palette = paletteOf(colors);
      expect(contrast('#ffffff', palette.primaryDeep)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.onPrimary, palette.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.primaryInk, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.accent, palette.primary)).toBeGreaterThan(1.5);
    }
  });
});

describe('text helpers', () => {
  it('takes initials a sign would use', () => {
    expect(initialsOf('Sharma Sweets')).toBe('SS');
    expect(initialsOf('green')).toBe('G');
    expect(initialsOf('श्री गणेश')).toBe('श्री');
    expect(initialsOf('க்ஷேத்ரா')).toBe('க்ஷே');
    expect(initialsOf('பொங்கல் ஸ்வீட்ஸ்')).toBe('பொ');
    expect(initialsOf('  ')).toBe('?');
  });

  it('shrinks long text between its limits', () => {
    expect(fitFontSize('Ravi', { max: 46, min: 28, width: 600 })).toBe(46);
    const long = 'Shree Lakshmi Narasimha Swamy Textiles and Readymade Garments';
    const size = fitFontSize(long, { max: 46, min: 28, width: 600, lines: 2 });
    expect(size).toBeLessThan(46);
    expect(size).toBeGreaterThanOrEqual(28);
    expect(fitFontSize(long.repeat(4), { max: 46, min: 28, width: 600 })).toBe(28);
  });

  it('keeps a number with its unit', () => {
    expect(keepUnits('Kaju Katli (1 kg)')).toBe('Kaju Katli (1\u00a0kg)');
    expect(keepUnits('काजू कतली 1 किलो')).toBe('काजू कतली 1\u00a0किलो');
    expect(keepUnits('Shop 12 Main Road')).toBe('Shop 12 Main Road');
  });
});

describe('estimateEms', () => {
  it('counts an emoji as a picture wider than a letter, a flag or a skin-toned emoji as one', () => {
    expect(estimateEms('🎉')).toBeGreaterThan(estimateEms('M'));
    expect(estimateEms('🇮🇳')).toBeCloseTo(estimateEms('🎉'), 5);
    expect(estimateEms('👍🏽')).toBeCloseTo(estimateEms('👍'), 5);
    expect(estimateEms('Offer 🎉🔥')).toBeGreaterThan(estimateEms('Offer ') + 2);
  });
});
