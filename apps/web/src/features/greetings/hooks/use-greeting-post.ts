import { endpoints, type TImagePost } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { greetingKeys } from '#api/greeting-keys';

/**
 * One post for the viewer: the one it was opened with (from the list that showed it), else
 * GET /image-post/ids (the viewer's address opened directly, or after a reload).
 */
export function useGreetingPost(imageId: string | null, known: TImagePost | null) {
  return useQuery({
    queryKey: greetingKeys.post(imageId ?? ''),
    queryFn: async ({ signal }) => {
      const posts = await callEndpoint(endpoints.getImagePostsByIds, { query: { imageIds: [imageId ?? ''] }, signal });
      return posts[0] ?? null;
    },
    enabled: imageId !== null,
    initialData: known && known.imageId === imageId ? known : undefined,
    staleTime: 5 * 60_000,
  });
}
