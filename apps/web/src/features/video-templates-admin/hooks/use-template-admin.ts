import { endpoints, type TVideoTemplate, type TVideoTemplateListQuery } from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dropsDetail, endpointQuery, keepsAnswer, useEndpointMutation } from '#api/endpoint-query';
import { listQuery } from '#api/list-query';
import { videoKeys } from '#api/video-keys';
import { type SaveTemplateRequest, saveVideoTemplate } from '../upload';

/** A template whose sample preview is being made is read again until it is there. */
const PREVIEW_POLL_MS = 2000;
const previewPending = (template: TVideoTemplate | undefined) => template?.previewStatus === 'pending';

/** GET /video/template, every status (the template managers'). */
export function useAdminVideoTemplates(query: TVideoTemplateListQuery) {
  return useQuery({
    ...listQuery(videoKeys.templateList({ ...query, admin: true }), endpoints.listVideoTemplates, query),
    refetchInterval: (q) => (q.state.data?.list.some(previewPending) ? PREVIEW_POLL_MS : false),
  });
}

/** GET /video/template/{id}, read again while its preview is being made. */
export function useAdminVideoTemplate(id: string | null) {
  return useQuery({
    ...endpointQuery(videoKeys.template(id ?? ''), endpoints.getVideoTemplate, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (q) => (previewPending(q.state.data) ? PREVIEW_POLL_MS : false),
  });
}

/**
 * A saved template: its detail is the answer, the lists (the managers' and the customers') read
 * again. Errors show in the dialog, on their fields.
 */
const changesTemplate = {
  onSuccess: keepsAnswer(
    (template: TVideoTemplate) => videoKeys.template(template.id),
    () => [[...videoKeys.templates(), 'list']],
  ),
  meta: { inlineErrors: true },
};

/** POST /video/template (multipart, with upload progress). */
export function useSaveVideoTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: videoKeys.saveTemplate(),
    mutationFn: (request: SaveTemplateRequest) => saveVideoTemplate(request),
    ...changesTemplate,
    onSuccess: (template, request) => changesTemplate.onSuccess(template, request, queryClient),
  });
}

/** POST /video/template/preview: the sample preview made again (after a failed one). */
export function useRemakePreview() {
  return useEndpointMutation(endpoints.remakeVideoTemplatePreview, {
    mutationKey: videoKeys.remakePreview(),
    call: (templateId: string) => ({ body: { templateId } }),
    ...changesTemplate,
  });
}

/** DELETE /video/template, after a confirm: the template's detail goes, every template list reads again. */
export function useDeleteVideoTemplate() {
  return useEndpointMutation(endpoints.deleteVideoTemplate, {
    mutationKey: videoKeys.deleteTemplate(),
    call: (templateId: string) => ({ body: { templateId } }),
    onSuccess: dropsDetail((result: { templateId: string }) => videoKeys.template(result.templateId)),
    invalidates: [videoKeys.templates()],
    meta: { inlineErrors: true },
  });
}
