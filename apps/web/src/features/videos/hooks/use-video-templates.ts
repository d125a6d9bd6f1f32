import { endpoints, type TVideoTemplateListQuery } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
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
    ...endpointQuery(videoKeys.template(id ?? ''), endpoints.getVideoTemplate, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

/**
 * PUT /video/template/popularity: a customer picked a template (the server counts one per
 * customer, template and day). Quiet: a missed count must never stand in the customer's way.
 */
export function useCountTemplateUse() {
  return useEndpointMutation(endpoints.countVideoTemplateUse, {
    mutationKey: videoKeys.countUse(),
    call: (templateId: string) => ({ body: { templateId } }),
    onSuccess: (result, _templateId, queryClient) => {
      if (result.counted) void queryClient.invalidateQueries({ queryKey: videoKeys.templates() });
    },
    meta: { silent: true },
  });
}
