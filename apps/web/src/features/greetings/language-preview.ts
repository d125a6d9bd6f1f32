// A text-layer post's thumbnail in the customer's language: the server draws the preview in the
// business's card language and keeps it (docs/product-rules.md#greetings-text-layers).
import { endpoints, type TImagePost } from '@cardora/contract';
import { agencyQueryParam } from '#api/agency-param';

/** The preview address of a post with text layers for this business; null for a post without. */
export function languagePreviewUrl(post: TImagePost, businessId: string | null): string | null {
  if (!post.textLayers?.length) return null;
  const search = new URLSearchParams();
  if (businessId) search.set('businessId', businessId);
  const agency = agencyQueryParam();
  if (agency) search.set('agency', agency);
  const path = endpoints.getImagePostPreview.path.replace('{imageId}', encodeURIComponent(post.imageId));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
