import { describe, expect, it } from 'vitest';
import {
  emptyCardSections,
  isCardDone,
  youtubeVideoId,
  ZCardAboutUs,
  ZCardBasicDetails,
  ZCardLink,
  ZCardSettings,
  ZHttpUrl,
} from './card';
import { CARD_ID_MESSAGES, cardIdProblem, suggestCardId } from './card-id';
import { MESSAGES } from './messages';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('card settings', () => {
  it('accepts headings left undefined by a form (the default heading shows)', () => {
    const parsed = ZCardSettings.parse({ headings: { basicDetails: undefined, products: 'Our sweets' } });
    expect(parsed.headings.products).toBe('Our sweets');
    expect(parsed.headings.basicDetails).toBeUndefined();
  });

  it('refuses an empty heading and an unknown section', () => {
    expect(firstMessage(ZCardSettings.safeParse({ headings: { products: '  ' } }))).toBe('A heading cannot be empty.');
    expect(ZCardSettings.safeParse({ headings: { nonsense: 'x' } }).success).toBe(false);
  });
});

describe('card links (spec 5 messages)', () => {
  it.each([
    ['tel', 'not a phone', MESSAGES.linkTelRequired],
    ['email', 'x@', MESSAGES.linkEmailRequired],
    ['url', 'javascript:alert(1)', MESSAGES.linkUrlRequired],
    ['url', 'ftp://example.com/file', MESSAGES.linkUrlRequired],
    ['text', '', MESSAGES.linkTextRequired],
  ])('a %s link with %j says %j', (type, value, message) => {
    expect(firstMessage(ZCardLink.safeParse({ type, label: 'Label', value }))).toBe(message);
  });

  it('normalises a typed phone number and lowercases an e-mail', () => {
    expect(ZCardLink.parse({ type: 'tel', label: 'Shop', value: '+91 98765-43210' }).value).toBe('+919876543210');
    expect(ZCardLink.parse({ type: 'email', label: 'Mail', value: 'Hi@Example.COM' }).value).toBe('hi@example.com');
  });

  it('allows only http and https web links', () => {
    expect(ZHttpUrl.safeParse('https://example.com/x').success).toBe(true);
    expect(ZHttpUrl.safeParse('data:text/html,hi').success).toBe(false);
  });
});

describe('card address (cardId)', () => {
  it.each([
    ['ab', 'tooShort'],
    ['a'.repeat(41), 'tooLong'],
    ['Sharma', 'characters'],
    ['sharma--sweets', 'characters'],
    ['-sharma', 'characters'],
    ['sharma_sweets', 'characters'],
    ['panel', 'reserved'],
    ['api', 'reserved'],
    ['sharma-sweets', null],
  ])('%j -> %s', (cardId, problem) => {
    expect(cardIdProblem(cardId)).toBe(problem);
  });

  it('has a message for every problem', () => {
    for (const problem of ['tooShort', 'tooLong', 'characters', 'reserved', 'taken'] as const) {
      expect(CARD_ID_MESSAGES[problem]).toMatch(/\.$/);
    }
  });

  it('suggests a valid address from a business name', () => {
    expect(suggestCardId('Sharma Sweets & Co.')).toBe('sharma-sweets-co');
    expect(cardIdProblem(suggestCardId('Café Déjà Vu'))).toBeNull();
  });
});

describe('sections', () => {
  it('reads YouTube ids from the usual link shapes and nothing else', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://vimeo.com/123')).toBeNull();
    expect(youtubeVideoId('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
  });

  it('takes the year established from 1950 to this year', () => {
    expect(firstMessage(ZCardAboutUs.safeParse({ yearEstablished: 1949 }))).toBe('Enter a year from 1950.');
    expect(ZCardAboutUs.parse({ yearEstablished: '1986' }).yearEstablished).toBe(1986);
    expect(ZCardAboutUs.safeParse({ yearEstablished: new Date().getFullYear() + 1 }).success).toBe(false);
  });

  it('is done once basic details have a name, company and phone', () => {
    const sections = emptyCardSections();
    expect(isCardDone(sections)).toBe(false);
    const basicDetails = ZCardBasicDetails.parse({
      name: 'Aarav',
      companyName: 'Sharma Sweets',
      phoneNumbers: ['+919876543210'],
    });
    expect(isCardDone({ basicDetails })).toBe(true);
  });
});
