import { PDF_TEMPLATES, type PdfTemplateCode } from '@cardora/contract';
import { describe, expect, test } from 'vitest';
import { testT } from '#i18n/test-i18n';
import { designDescription, designName } from './design-words';

describe('PDF designs in words', () => {
  test("English is the contract's, design by design", () => {
    const t = testT('en', 'products');
    for (const template of PDF_TEMPLATES) {
      expect(designName(template, t)).toBe(template.name);
      expect(designDescription(template, t)).toBe(template.description);
    }
  });

  test('Hindi names every design', () => {
    const t = testT('hi', 'products');
    for (const template of PDF_TEMPLATES) {
      expect(designName(template, t)).not.toBe(template.name);
      expect(designDescription(template, t)).not.toBe(template.description);
    }
  });

  test("a design the words do not know yet reads in the contract's English", () => {
    const t = testT('hi', 'products');
    // A code from a newer contract than these words.
    const unknown = { code: 'future-design' as PdfTemplateCode, name: 'Future ID', description: 'Not yet translated.' };
    expect(designName(unknown, t)).toBe('Future ID');
    expect(designDescription(unknown, t)).toBe('Not yet translated.');
  });
});
