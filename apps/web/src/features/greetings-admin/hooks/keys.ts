// Greetings Management's query keys: its own root, so the customer's greetings pages (another
// feature, other calls) never share a cache entry with these.
export const greetingsAdminKeys = {
  all: ['greetings-admin'] as const,
  posts: () => [...greetingsAdminKeys.all, 'posts'] as const,
  postList: (query: object) => [...greetingsAdminKeys.posts(), query] as const,
  categories: () => [...greetingsAdminKeys.all, 'categories'] as const,
  subcategories: (imageCategoryId: string) => [...greetingsAdminKeys.all, 'subcategories', imageCategoryId] as const,
  allSubcategories: () => [...greetingsAdminKeys.all, 'subcategories'] as const,
  tags: () => [...greetingsAdminKeys.all, 'tags'] as const,
  upload: () => [...greetingsAdminKeys.all, 'upload'] as const,
  edit: () => [...greetingsAdminKeys.all, 'edit'] as const,
  remove: () => [...greetingsAdminKeys.all, 'delete'] as const,
  regenerate: () => [...greetingsAdminKeys.all, 'regenerate'] as const,
  saveCategory: () => [...greetingsAdminKeys.all, 'saveCategory'] as const,
  createSubcategory: () => [...greetingsAdminKeys.all, 'createSubcategory'] as const,
  deleteSubcategory: () => [...greetingsAdminKeys.all, 'deleteSubcategory'] as const,
  createTag: () => [...greetingsAdminKeys.all, 'createTag'] as const,
  deleteTag: () => [...greetingsAdminKeys.all, 'deleteTag'] as const,
};
