// Query keys of the customer's greetings (one factory for the domain, as in src/api/query-keys.ts).
export const greetingKeys = {
  all: ['greetings'] as const,
  home: (businessId: string) => [...greetingKeys.all, 'home', businessId] as const,
  options: (businessId: string) => [...greetingKeys.all, 'options', businessId] as const,
  categories: () => [...greetingKeys.all, 'categories'] as const,
  subcategories: (imageCategoryId: string) => [...greetingKeys.all, 'subcategories', imageCategoryId] as const,
  tags: () => [...greetingKeys.all, 'tags'] as const,
  feed: (filters: object) => [...greetingKeys.all, 'feed', filters] as const,
  post: (imageId: string) => [...greetingKeys.all, 'post', imageId] as const,
  render: (parts: {
    imageId: string;
    businessId: string;
    frame: string;
    kind: string;
    stamp: number;
    language: string | null;
  }) => [...greetingKeys.all, 'render', parts] as const,
  visits: (businessId: string, days: number) => [...greetingKeys.all, 'visits', businessId, days] as const,
};
