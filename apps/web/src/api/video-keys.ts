// Query keys of videos (one factory for the domain, as in src/api/query-keys.ts): templates and
// the videos made from them. The template managers' page uses the same keys, so a published
// template shows on the customer's page without a reload.
export const videoKeys = {
  all: ['video'] as const,
  templates: () => [...videoKeys.all, 'template'] as const,
  templateList: (query: object) => [...videoKeys.templates(), 'list', query] as const,
  template: (id: string) => [...videoKeys.templates(), 'detail', id] as const,
  userVideos: () => [...videoKeys.all, 'user-video'] as const,
  business: (businessId: string) => [...videoKeys.userVideos(), 'byBusiness', businessId] as const,
  byBusiness: (businessId: string, kind?: string) => [...videoKeys.business(businessId), kind ?? 'all'] as const,
  userVideo: (videoNo: number) => [...videoKeys.userVideos(), 'detail', videoNo] as const,
  lists: () => [...videoKeys.userVideos(), 'list'] as const,
  list: (query: object) => [...videoKeys.lists(), query] as const,
  file: (url: string) => [...videoKeys.all, 'file', url] as const,
  create: () => [...videoKeys.userVideos(), 'create'] as const,
  createGreeting: () => [...videoKeys.userVideos(), 'createGreeting'] as const,
  retry: () => [...videoKeys.userVideos(), 'retry'] as const,
  status: () => [...videoKeys.userVideos(), 'status'] as const,
  remove: () => [...videoKeys.userVideos(), 'delete'] as const,
  /** Promotional videos bought beyond the plan (its order, then the recorded payment). */
  purchase: () => [...videoKeys.all, 'purchase'] as const,
  purchaseOrder: () => [...videoKeys.purchase(), 'order'] as const,
  countUse: () => [...videoKeys.templates(), 'popularity'] as const,
  saveTemplate: () => [...videoKeys.templates(), 'save'] as const,
  deleteTemplate: () => [...videoKeys.templates(), 'delete'] as const,
  remakePreview: () => [...videoKeys.templates(), 'preview'] as const,
};
