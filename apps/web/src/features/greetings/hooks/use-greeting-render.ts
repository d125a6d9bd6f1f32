import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '#api/api-error';
import { greetingKeys } from '#api/greeting-keys';
import { fetchGreeting, type RenderRequest } from '../render-fetch';

/**
 * GET /image-post/{imageId}/render: the post branded with the business at a frame and kind, as a
 * Blob. Each frame/kind is kept for the visit, so switching back is instant (and the server
 * counts a post once a day however many frames are tried). A refusal (409 over the daily limit,
 * 400) is the query's error for the viewer to show; only 401/403 raise the sign-out dialog.
 */
export function useGreetingRender(request: RenderRequest | null) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ key: string; fraction: number } | null>(null);
  const key = request ? JSON.stringify(greetingKeys.render(request)) : '';
  const query = useQuery({
    queryKey: request ? greetingKeys.render(request) : [...greetingKeys.all, 'render', 'none'],
    queryFn: async ({ signal }) => {
      if (!request) throw new Error('no render asked');
      setProgress({ key, fraction: 0 });
      // Either way today's allowance may have moved (a new post counted, or refused): read it again.
      const refreshOptions = () =>
        void queryClient.invalidateQueries({ queryKey: greetingKeys.options(request.businessId) });
      try {
        const blob = await fetchGreeting(request, signal, (fraction) => setProgress({ key, fraction }));
        refreshOptions();
        return blob;
      } catch (error) {
        if (isApiError(error) && error.status === 409) refreshOptions();
        throw error;
      }
    },
    enabled: request !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });
  return { render: query, downloaded: progress?.key === key ? progress.fraction : 0 };
}
