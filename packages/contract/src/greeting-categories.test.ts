// The pure rules of greetings that suit the shop: which posts a business is shown and in what
// order, and which frame kinds a business category gets (docs/product-rules.md#greetings-relevance,
// docs/product-rules.md#greetings-frames).
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_IMAGE_CATEGORY } from './business';
import {
  categoryFrameKinds,
  defaultCategoryFrameKinds,
  isPoliticalCategory,
  offeredFrameKinds,
  postRelevance,
  rankForBusiness,
  suitedCategoriesOf,
} from './greeting-categories';

const post = (id: string, fields: { suited?: string[]; trade?: string }) => ({
  id,
  suitedCategories: fields.suited ?? [],
  imageCategoryName: fields.trade ? BUSINESS_CATEGORY_IMAGE_CATEGORY : 'Festivals',
  imageSubcategoryKey: fields.trade ?? 'diwali',
});

describe('rankForBusiness', () => {
  // Newest first, as the queries give them: the sweet shop's offer is the newest.
  const sweetOffer = post('sweet-offer', { trade: 'sweet-shop' });
  const goodMorning = post('good-morning', {});
  const phoneSale = post('phone-sale', { suited: ['mobile-shop', 'electronics'] });
  const diwali = post('diwali', {});
  const phoneTrade = post('phone-trade', { trade: 'mobile-shop' });
  const posts = [sweetOffer, goodMorning, phoneSale, diwali, phoneTrade];

  it("a mobile shop never sees the sweet shop's offer; its own trade's posts come first, general posts follow", () => {
    const ranked = rankForBusiness(posts, 'mobile-shop').map((p) => p.id);
    expect(ranked).toEqual(['phone-sale', 'phone-trade', 'good-morning', 'diwali']);
    expect(ranked[0]).not.toBe('sweet-offer');
  });

  it('a sweet shop gets its offer on top and no phone posts', () => {
    expect(rankForBusiness(posts, 'sweet-shop').map((p) => p.id)).toEqual(['sweet-offer', 'good-morning', 'diwali']);
  });

  it('without a business category nothing is left out or moved', () => {
    expect(rankForBusiness(posts, null)).toEqual(posts);
  });

  it('a post filed under a trade suits that trade as well as the ones it was marked with', () => {
    const both = post('both', { trade: 'bakery', suited: ['sweet-shop'] });
    expect(suitedCategoriesOf(both).sort()).toEqual(['bakery', 'sweet-shop']);
    expect(postRelevance(both, 'bakery')).toBe('own');
    expect(postRelevance(both, 'sweet-shop')).toBe('own');
    expect(postRelevance(both, 'mobile-shop')).toBe('other');
    expect(postRelevance(post('plain', {}), 'mobile-shop')).toBe('general');
    expect(postRelevance({ ...post('legacy', {}), suitedCategories: undefined }, 'x')).toBe('general');
  });
});

describe('frame kinds per business category', () => {
  it('political categories get the political kind only; every other regular and product', () => {
    expect(isPoliticalCategory('politician')).toBe(true);
    expect(isPoliticalCategory('political-party')).toBe(true);
    expect(isPoliticalCategory('sweet-shop')).toBe(false);
    expect(defaultCategoryFrameKinds('politician')).toEqual(['political']);
    expect(defaultCategoryFrameKinds('sweet-shop')).toEqual(['regular', 'product']);
  });

  it("the agency's choice replaces the default, in the kinds' own order", () => {
    expect(categoryFrameKinds('sweet-shop', ['political', 'regular'])).toEqual(['regular', 'political']);
    expect(categoryFrameKinds('politician', ['regular'])).toEqual(['regular']);
    expect(categoryFrameKinds('politician', null)).toEqual(['political']);
  });

  it('a kind is offered when the plan shows it and the category gets it', () => {
    expect(offeredFrameKinds(['regular', 'product', 'political'], ['regular', 'product'])).toEqual([
      'regular',
      'product',
    ]);
    expect(offeredFrameKinds(['regular'], ['political'])).toEqual([]);
  });
});
