import { describe, expect, it } from 'vitest';
import { cardUrlWithSource, visitSourceOfQuery } from './card-sources';

describe('visitSourceOfQuery', () => {
  it('reads greeting, QR and PDF sources from the card address, and nothing else', () => {
    expect(visitSourceOfQuery({})).toBe('card');
    expect(visitSourceOfQuery({ g: '6f1c2a9e-0000-4000-8000-000000000000' })).toBe('greeting');
    expect(visitSourceOfQuery({ src: 'qr' })).toBe('qr');
    expect(visitSourceOfQuery({ src: 'pdf' })).toBe('pdf_card');
    expect(visitSourceOfQuery({ src: 'QR' })).toBe('card');
    expect(visitSourceOfQuery({ src: ['qr'] })).toBe('card');
    expect(visitSourceOfQuery({ src: 'constructor' })).toBe('card');
    expect(visitSourceOfQuery({ g: 'x', src: 'qr' })).toBe('greeting');
  });

  it('round-trips the addresses the QR kit and the PDF card print', () => {
    for (const source of ['qr', 'pdf_card'] as const) {
      const url = new URL(cardUrlWithSource('https://demo.cardora.app/sharma-sweets', source));
      expect(visitSourceOfQuery(Object.fromEntries(url.searchParams))).toBe(source);
    }
  });
});
