// Text layers: one post, every language (docs/product-rules.md#greetings-text-layers): saving a
// post's layers, the admin's exact preview of them, and the watermarked preview in a reader's
// language (kept in Storage beside the post's own preview, per language and text version).
import {
  IMAGE_POST_MESSAGES,
  type ImagePostLanguage,
  TEXT_LAYER_MESSAGES,
  type TImagePost,
  type TImagePostPreviewQuery,
  type TTextLayer,
  textLayerLanguage,
  type ZTextPreviewBody,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { composeArtWithText, renderLowQualityPreview, requireReachableBusiness } from '#cards';
import type { DbOrTx } from '#db/client';
import { type ImagePostRow, imagePosts } from '#db/schema';
import { AppError, notFound, validationFailed } from '#lib/errors';
import type { Storage } from '#lib/storage/index';
import type { Services } from '#services';
import { type Caller, visibilityOf } from './access';
import { type PostDeps, postView, requireManagedPost } from './posts';
import { PREVIEW_WATERMARK } from './previews';
import { findPostRow } from './repo';
import { checkTextLayers } from './text-layer-checks';
import { cardLanguageOf, textLayersOf, textOverlay, textVersion } from './text-overlays';

const previewKeyOf = (post: ImagePostRow, language: ImagePostLanguage, version: string) =>
  `${post.storageKey.slice(0, post.storageKey.lastIndexOf('.'))}-preview-${language}-${version}.jpg`;

async function originalOf(storage: Storage, post: ImagePostRow): Promise<Buffer> {
  const original = await storage.get(post.storageKey);
  if (!original) throw new Error(`original of image post ${post.id} is missing`);
  return original.body;
}

/**
 * GET /image-post/{imageId}/preview: the watermarked preview a reader browses. A text-layer
 * post's is drawn in the language asked for (else the business's card language, else the post's
 * own) and kept in Storage per language and text version, so each is drawn once. A post without
 * layers answers its one preview (409 while it is being made).
 */
export async function previewInLanguage(
  services: Services,
  caller: Caller,
  imageId: string,
  query: TImagePostPreviewQuery,
): Promise<{ jpeg: Buffer; language: ImagePostLanguage }> {
  const { db, storage } = services;
  const post = await findPostRow(db, visibilityOf(caller), imageId);
  if (!post) throw notFound(IMAGE_POST_MESSAGES.unknownPost(imageId));
  const layers = textLayersOf(post);
  if (!layers) {
    const stored = post.previewKey ? await storage.get(post.previewKey) : null;
    if (!stored) throw new AppError('CONFLICT', IMAGE_POST_MESSAGES.previewPending, 409);
    return { jpeg: stored.body, language: post.language };
  }
  let wanted: string | null = query.language ?? null;
  if (!wanted && query.businessId) {
    const business = await requireReachableBusiness(db, caller.agency.id, caller.principal, query.businessId);
    wanted = await cardLanguageOf(db, caller.agency.id, business.id);
  }
  const language = textLayerLanguage(layers, wanted, post.language);
  const key = previewKeyOf(post, language, textVersion(layers, post.layout));
  const kept = await storage.get(key);
  if (kept) return { jpeg: kept.body, language };
  const art = await originalOf(storage, post);
  const jpeg = await renderLowQualityPreview({
    image: await composeArtWithText(art, post.layout, await textOverlay(post, layers, language)),
    layout: post.layout,
    watermark: PREVIEW_WATERMARK,
  });
  await storage.put(key, jpeg, 'image/jpeg');
  return { jpeg, language };
}

/** An IMAGE post the caller manages (404 not seen, 400 the platform's for an agency, 400 a video). */
async function managedImagePost(db: DbOrTx, caller: Caller, imageId: string): Promise<ImagePostRow> {
  const post = await requireManagedPost(db, caller, imageId);
  if (post.mediaType !== 'IMAGE') throw validationFailed('textLayers', TEXT_LAYER_MESSAGES.videoPost);
  return post;
}

/**
 * POST /image-post/text-preview: the post's art with these layers in one language, exactly as
 * the customer's render draws them under the frame (a full-size JPEG; nothing is saved).
 */
export async function textPreview(
  services: Services,
  caller: Caller,
  body: z.output<typeof ZTextPreviewBody>,
): Promise<Buffer> {
  const post = await managedImagePost(services.db, caller, body.imageId);
  const layout = body.layout ?? post.layout;
  const layers = body.textLayers;
  await checkTextLayers(layers, layout);
  const art = await originalOf(services.storage, post);
  // The overlay cache's key hashes the layers: trying the same layers again costs nothing.
  const overlay = await textOverlay({ id: post.id, layout }, layers, body.language);
  return composeArtWithText(art, layout, overlay, 85);
}

/**
 * PUT /image-post/{imageId}/text-layers: the post's layers (an empty list removes them). The
 * preview is made again (it shows the post's default language); renders get new keys through
 * the text version.
 */
export async function saveTextLayers(
  deps: PostDeps,
  caller: Caller,
  imageId: string,
  textLayers: TTextLayer[],
  requeuePreview: (imageId: string) => Promise<unknown>,
): Promise<TImagePost> {
  const post = await managedImagePost(deps.db, caller, imageId);
  await checkTextLayers(textLayers, post.layout);
  await deps.db
    .update(imagePosts)
    .set({ textLayers: textLayers.length > 0 ? textLayers : null, updatedAt: deps.now() })
    .where(eq(imagePosts.id, post.id));
  await requeuePreview(post.id);
  return postView(deps, caller, post.id);
}
