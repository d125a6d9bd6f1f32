import { namedKeys } from '#api/query-keys';

// Greetings Management's query keys: its own root, so the customer's greetings pages (another
// feature, other calls) never share a cache entry with these.
const greetingsAdmin = ['greetings-admin'] as const;
export const greetingsAdminKeys = {
  all: greetingsAdmin,
  postList: (query: object) => [...greetingsAdmin, 'posts', query] as const,
  subcategories: (imageCategoryId: string) => [...greetingsAdmin, 'subcategories', imageCategoryId] as const,
  allSubcategories: () => [...greetingsAdmin, 'subcategories'] as const,
  remove: () => [...greetingsAdmin, 'delete'] as const,
  ...namedKeys(greetingsAdmin, [
    'posts',
    'categories',
    'tags',
    'upload',
    'edit',
    'regenerate',
    'saveCategory',
    'createSubcategory',
    'deleteSubcategory',
    'createTag',
    'deleteTag',
  ]),
};
