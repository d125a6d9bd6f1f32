// The typed "Other" category and what "published" means for a card.
import { describe, expect, it } from 'vitest';
import {
  isCardPublished,
  OTHER_CATEGORY_KEY,
  OTHER_CATEGORY_MESSAGES,
  otherCategoryProblem,
  ZCreateBusinessBody,
  ZOtherCategoryName,
} from './business';

describe('ZOtherCategoryName', () => {
  it.each([
    ['Optician', 'Optician'],
    ['  Optician  ', 'Optician'],
    ['Eye\n\tCare   Centre', 'Eye Care Centre'],
    ['चश्मा दुकान', 'चश्मा दुकान'],
    ['Zero\u200bwidth', 'Zero width'],
    ['A1', 'A1'],
  ])('%j → %j', (input, output) => {
    expect(ZOtherCategoryName.parse(input)).toBe(output);
  });

  it.each([
    ['', OTHER_CATEGORY_MESSAGES.required],
    ['   ', OTHER_CATEGORY_MESSAGES.required],
    ['x', OTHER_CATEGORY_MESSAGES.tooShort],
    ['x'.repeat(61), OTHER_CATEGORY_MESSAGES.tooLong],
    ['x'.repeat(500), OTHER_CATEGORY_MESSAGES.tooLong],
    ['-- ?? --', OTHER_CATEGORY_MESSAGES.noLetters],
  ])('%j is refused', (input, message) => {
    const parsed = ZOtherCategoryName.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('otherCategoryProblem', () => {
  it('asks for the typed category with "Other" only', () => {
    expect(otherCategoryProblem(OTHER_CATEGORY_KEY, null)).toBe(OTHER_CATEGORY_MESSAGES.required);
    expect(otherCategoryProblem(OTHER_CATEGORY_KEY, undefined)).toBe(OTHER_CATEGORY_MESSAGES.required);
    expect(otherCategoryProblem(OTHER_CATEGORY_KEY, 'Optician')).toBeNull();
    expect(otherCategoryProblem('bakery', null)).toBeNull();
  });

  it('an empty typed category from a form is none', () => {
    const body = ZCreateBusinessBody.parse({ businessName: 'Mehta', category: OTHER_CATEGORY_KEY, otherCategory: ' ' });
    expect(body.otherCategory).toBeNull();
  });
});

describe('isCardPublished', () => {
  it.each([
    [{ cardId: 'mehta-opticals', isDone: true }, true],
    [{ cardId: 'mehta-opticals', isDone: false }, false],
    [{ cardId: null, isDone: true }, false],
    [{ cardId: null, isDone: false }, false],
  ])('%j → %s', (card, published) => {
    expect(isCardPublished(card)).toBe(published);
  });
});
