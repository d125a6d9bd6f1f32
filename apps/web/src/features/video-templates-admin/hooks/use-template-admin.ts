import { endpoints, type TVideoTemplate, type TVideoTemplateListQuery } from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
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
    queryKey: videoKeys.template(id ?? ''),
    queryFn: ({ signal }) => callEndpoint(endpoints.getVideoTemplate, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (previewPending(q.state.data) ? PREVIEW_POLL_MS : false),
  });
}

/** A saved template: its detail is the answer, the lists (the managers' and the customers') read again. */
function useTemplateChanged() {
  const queryClient = useQueryClient();
  return (template: TVideoTemplate) => {
    queryClient.setQueryData(videoKeys.template(template.id), template);
    void queryClient.invalidateQueries({ queryKey: [...videoKeys.templates(), 'list'] });
  };
}

/** POST /video/template (multipart, with upload progress). Errors show in the dialog, on their fields. */
export function useSaveVideoTemplate() {
  const changed = useTemplateChanged();
  return useMutation({
    mutationKey: videoKeys.saveTemplate(),
    mutationFn: (request: SaveTemplateRequest) => saveVideoTemplate(request),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** POST /video/template/preview: the sample preview made again (after a failed one). */
export function useRemakePreview() {
  const changed = useTemplateChanged();
  return useMutation({
    mutationKey: videoKeys.remakePreview(),
    mutationFn: (templateId: string) => callEndpoint(endpoints.remakeVideoTemplatePreview, { body: { templateId } }),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** DELETE /video/template, after a confirm. */
export function useDeleteVideoTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: videoKeys.deleteTemplate(),
    mutationFn: (templateId: string) => callEndpoint(endpoints.deleteVideoTemplate, { body: { templateId } }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: videoKeys.template(result.templateId) });
      void queryClient.invalidateQueries({ queryKey: videoKeys.templates() });
    },
    meta: { inlineErrors: true },
  });
}
