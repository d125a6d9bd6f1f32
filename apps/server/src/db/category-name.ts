// A business's category name as SQL, for every read that shows one (business lists, users'
// businesses, the public card, the QR kit, greetings). It sits in the shared kernel, beside the
// schema it reads, because those reads span the identity, cards and studio areas.
import { BUSINESS_CATEGORY_IMAGE_CATEGORY, OTHER_CATEGORY_KEY } from '@cardora/contract';
import { eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { allOf } from '#lib/sql';
import { imageCategories, imageSubcategories } from './schema';

// Spelled out with the table's name: in a select from businesses alone, drizzle writes a column
// as a bare "agency_id", which inside this subquery would be image_categories' own agency_id
// (every agency's own category would match any business).
const ofBusiness = (column: 'agency_id' | 'category' | 'other_category') => sql.raw(`"businesses"."${column}"`);

/**
 * The name of a business's category key; the agency's own category wins over the platform's.
 * "Other" shows the category its owner typed.
 */
export const categoryNameSql = sql<string>`case when ${ofBusiness('category')} = ${sql.raw(`'${OTHER_CATEGORY_KEY}'`)}
  then coalesce(${ofBusiness('other_category')}, ${sql.raw(`'Other'`)})
  else coalesce((
    select s.name from ${imageSubcategories} s
    join ${imageCategories} c on c.id = s.image_category_id
    where c.name = ${BUSINESS_CATEGORY_IMAGE_CATEGORY}
      and (c.agency_id is null or c.agency_id = ${ofBusiness('agency_id')})
      and s.key = ${ofBusiness('category')}
    order by c.agency_id nulls last
    limit 1
  ), ${ofBusiness('category')}) end`;

/** The subcategories of the category named `categoryName` an agency sees: the platform's and its own. */
export function subcategoriesIn(categoryName: string, agencyId: string): SQL {
  return allOf(
    eq(imageCategories.name, categoryName),
    or(isNull(imageCategories.agencyId), eq(imageCategories.agencyId, agencyId)),
  );
}
