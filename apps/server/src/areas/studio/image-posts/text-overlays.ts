// The text overlays of text-layer posts (docs/product-rules.md#greetings-text-layers): a post's
// layers drawn for one language by the media renderer (post-text.tsx) into a transparent PNG
// laid on the art under the frame, and which language a reader gets: the one asked for, else
// the customer's card language, falling back to the post's own language, English, then the
// first written (the contract's textLayerLanguage).
//
// Caching: the overlay (satori → resvg, ~150 ms) is kept in memory per (post, text version,
// language); the text version hashes the layers and the layout, so an edit makes new keys and
// nothing stale is drawn. The branded render's key names the language and the text version
// (greetings.ts renderKey), so a Tamil and a Hindi render of one post never collide.
import { createHash } from 'node:crypto';
import { type ImagePostLanguage, type LayoutType, type TTextLayer, textLayerLanguage } from '@cardora/contract';
import { and, eq, sql } from 'drizzle-orm';
import { composeArtWithText, renderPostText } from '#cards';
import type { DbOrTx } from '#db/client';
import { businesses, cards, type ImagePostRow } from '#db/schema';
import { Lru } from '#lib/lru';
import { layersIn } from './text-layer-checks';

/** Bump when the text layers' drawing changes, so every cached overlay and render is made again. */
const TEXT_RENDER_VERSION = 't1';
const overlays = new Lru<Buffer>(300);
let overlayMisses = 0;

/** How many text overlays were drawn (not found in memory), for tests. */
export function textOverlayDraws(): number {
  return overlayMisses;
}

/** The post's layers when it has any (a VIDEO post never draws them). */
export function textLayersOf(post: Pick<ImagePostRow, 'mediaType' | 'textLayers'>): TTextLayer[] | null {
  return post.mediaType === 'IMAGE' && post.textLayers && post.textLayers.length > 0 ? post.textLayers : null;
}

/** A short hash of everything the overlay draws: new layers or a new layout give new keys. */
export function textVersion(layers: readonly TTextLayer[], layout: LayoutType): string {
  return createHash('sha256')
    .update(JSON.stringify({ TEXT_RENDER_VERSION, layers, layout }))
    .digest('hex')
    .slice(0, 10);
}

/** The layers drawn in `language` as a transparent PNG the canvas size, from the memory cache. */
export function textOverlay(
  post: { id: string; layout: LayoutType },
  layers: readonly TTextLayer[],
  language: ImagePostLanguage,
): Promise<Buffer> {
  const key = `${post.id}:${textVersion(layers, post.layout)}:${language}`;
  return overlays.getOrLoad(key, async () => {
    overlayMisses++;
    return (await renderPostText({ layout: post.layout, layers: layersIn(layers, language) })).png;
  });
}

/**
 * The language a business reads its greetings in: the one it chose in Greetings, else its card's
 * (its public page's labels), or null without either.
 */
export async function cardLanguageOf(db: DbOrTx, agencyId: string, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({
      language: sql<
        string | null
      >`coalesce(${businesses.imagePostSettings}->>'greetingLanguage', ${cards.sections}->'settings'->>'language')`,
    })
    .from(businesses)
    .leftJoin(cards, and(eq(cards.businessId, businesses.id), eq(cards.agencyId, businesses.agencyId)))
    .where(and(eq(businesses.agencyId, agencyId), eq(businesses.id, businessId)))
    .limit(1);
  return row?.language ?? null;
}

/** What a branded render of a text-layer post draws: its language, text version and overlay. */
export interface RenderText {
  language: ImagePostLanguage;
  version: string;
  overlay: () => Promise<Buffer>;
}

/**
 * For the branded render: null for a post without layers (today's path, unchanged); else the
 * language the business reads (`readerLanguage`: its greeting language, else its card's, as
 * cardLanguageOf reads them), with the overlay to lay under the frame.
 */
export function renderTextFor(post: ImagePostRow, readerLanguage: string | null): RenderText | null {
  const layers = textLayersOf(post);
  if (!layers) return null;
  const language = textLayerLanguage(layers, readerLanguage, post.language);
  return {
    language,
    version: textVersion(layers, post.layout),
    overlay: () => textOverlay(post, layers, language),
  };
}

/** The art with the layers in the post's default language, for the preview job; the art alone without layers. */
export async function previewSource(post: ImagePostRow, art: Buffer): Promise<Buffer> {
  const layers = textLayersOf(post);
  if (!layers) return art;
  const language = textLayerLanguage(layers, post.language, post.language);
  return composeArtWithText(art, post.layout, await textOverlay(post, layers, language));
}
