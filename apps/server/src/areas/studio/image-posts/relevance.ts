// Posts that suit the shop (docs/product-rules.md#greetings-relevance): what a business is shown
// in Today, Upcoming and "For your business". A post suits the business categories it was marked
// with (image_posts.suited_categories) and, when it is filed under 'Business Category', its own
// subcategory's; neither: a general post, for every business. A business sees its own trade's
// posts first, then the general ones, and never a post suited only to other trades (browsing that
// trade's category still finds it). The rule itself is the contract's rankForBusiness; the SQL
// here is the same rule for the queries (so a page's limit is spent on posts that are shown).
import { BUSINESS_CATEGORY_IMAGE_CATEGORY, rankForBusiness, type TImagePost } from '@cardora/contract';
import { type SQL, sql } from 'drizzle-orm';
import { imageCategories, imagePosts, imageSubcategories } from '#db/schema';

const filedUnderBusinessCategory = sql`${imageCategories.name} = ${BUSINESS_CATEGORY_IMAGE_CATEGORY}`;

/** The post suits this business category (marked with it, or filed under it). */
export function suitsCategorySql(categoryKey: string): SQL {
  return sql`(${categoryKey} = any(${imagePosts.suitedCategories})
    or (${filedUnderBusinessCategory} and ${imageSubcategories.key} = ${categoryKey}))`;
}

/** A general post: marked with no business category and not filed under one. */
export const generalPostSql: SQL = sql`(cardinality(${imagePosts.suitedCategories}) = 0 and not (${filedUnderBusinessCategory}))`;

/** The posts a business of this category is shown: its own trade's and the general ones. */
export function relevantToSql(categoryKey: string): SQL {
  return sql`(${suitsCategorySql(categoryKey)} or ${generalPostSql})`;
}

/** Posts in the order a business of this category sees them (none named: as they are). */
export function rankPosts(posts: TImagePost[], categoryKey: string | null | undefined): TImagePost[] {
  return rankForBusiness(posts, categoryKey);
}
