import { endpoints, type TVideoTemplateListQuery } from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { listQuery } from '#api/list-query';
import { videoKeys } from '#api/video-keys';

/** GET /video/template: a page of templates (customers: the published ones, popular first) with the categories. */
export function useVideoTemplates(query: TVideoTemplateListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...listQuery(videoKeys.templateList(query), endpoints.listVideoTemplates, query),
    enabled: options.enabled ?? true,
  });
}

/** GET /video/template/{id}: one template with its slots. */
export function useVideoTemplate(id: string | null) {
  return useQuery({
    queryKey: videoKeys.template(id ?? ''),
    queryFn: ({ signal }) => callEndpoint(endpoints.getVideoTemplate, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/**
 * PUT /video/template/popularity: a customer picked a template (the server counts one per
 * customer, template and day). Quiet: a missed count must never stand in the customer's way.
 */
export function useCountTemplateUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: videoKeys.countUse(),
    mutationFn: (templateId: string) => callEndpoint(endpoints.countVideoTemplateUse, { body: { templateId } }),
    onSuccess: (result) => {
      if (result.counted) void queryClient.invalidateQueries({ queryKey: videoKeys.templates() });
    },
    meta: { silent: true },
  });
}
