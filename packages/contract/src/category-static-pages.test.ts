import { describe, expect, it } from 'vitest';
import { CATEGORY_PAGE_MESSAGES, isCallToActionLink, ZSaveCategoryStaticPageBody } from './category-static-pages';

describe('isCallToActionLink', () => {
  it.each([
    ['https://example.com/offer', true],
    ['http://shop.example.in', true],
    ['tel:+919876543210', true],
    ['tel:+91 98765 43210', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['mailto:a@example.com', false],
    ['//example.com', false],
    ['https://localhost', false],
    ['tel:', false],
    ['tel:call-me', false],
  ])('%s → %s', (link, ok) => {
    expect(isCallToActionLink(link)).toBe(ok);
  });
});

describe('ZSaveCategoryStaticPageBody', () => {
  const base = { category: 'sweet-shop', title: 'Title', content: '<p>x</p>' };

  it('defaults to published, without a cover or a call to action', () => {
    expect(ZSaveCategoryStaticPageBody.parse(base)).toMatchObject({
      isPublished: true,
      coverImageUrl: null,
      callToAction: null,
    });
  });

  it('takes only our own uploads as the cover', () => {
    expect(ZSaveCategoryStaticPageBody.safeParse({ ...base, coverImageUrl: '/uploads/a/b.webp' }).success).toBe(true);
    expect(ZSaveCategoryStaticPageBody.safeParse({ ...base, coverImageUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(ZSaveCategoryStaticPageBody.safeParse({ ...base, coverImageUrl: '' }).data?.coverImageUrl).toBeNull();
  });

  it("refuses an unsafe call to action with the field's message", () => {
    const result = ZSaveCategoryStaticPageBody.safeParse({
      ...base,
      callToAction: { label: 'Go', link: 'javascript:alert(1)' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['callToAction.link', CATEGORY_PAGE_MESSAGES.ctaLinkInvalid],
    ]);
  });
});
