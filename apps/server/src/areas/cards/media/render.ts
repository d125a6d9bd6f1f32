// The greeting renderer: a business's frame drawn once as a transparent overlay (satori →
// resvg, the slow part, so it is cached by the profile's version) and laid over any post
// image by sharp with the post's own QR code (the fast part). The overlay holds no QR, so
// one overlay serves every post of a business. Pure of the database: callers bring the bytes.

import { Resvg } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import sharp from 'sharp';
import { Lru } from '#lib/lru';
import { timedRender } from '#lib/metrics';
import { INK, paletteOf } from './colors';
import { arch } from './frames/arch';
import { cornerBadge } from './frames/corner-badge';
import { frame2 } from './frames/frame2';
import { frame3 } from './frames/frame3';
import { frame7 } from './frames/frame7';
import { glass } from './frames/glass';
import { lightBand } from './frames/light-band';
import { minimalFooter } from './frames/minimal-footer';
import type { FrameDesign, ImageSpec, QrSlot } from './frames/parts';
import { ribbon } from './frames/ribbon';
import { splitPanel } from './frames/split-panel';
import { spotlight } from './frames/spotlight';
import { stamp } from './frames/stamp';
import { qrPixels, sizedImageDataUrl } from './images';
import { type LaidOutNode, renderSvg } from './satori-svg';
import type { BrandProfile, FrameKind, FrameName, GreetingLayout, Size } from './types';
import { renderWatermark } from './watermark';

export type { BrandProfile, FrameKind, FrameName, GreetingLayout, Size } from './types';
export { FRAME_KINDS, FRAME_NAMES, GREETING_LAYOUTS } from './types';

const FRAMES: Record<FrameName, FrameDesign> = {
  frame7,
  frame2,
  frame3,
  'light-band': lightBand,
  glass,
  'corner-badge': cornerBadge,
  'minimal-footer': minimalFooter,
  ribbon,
  arch,
  'split-panel': splitPanel,
  stamp,
  spotlight,
};

const SIZES: Record<GreetingLayout, Size> = {
  SQUARE: { width: 1080, height: 1080 },
  STORY: { width: 1080, height: 1920 },
};

export function frameLayoutSize(layout: GreetingLayout): Size {
  return { ...SIZES[layout] };
}

/** satori's element tree to a PNG with a transparent background. */
export async function renderElementToPng(element: ReactElement, size: Size): Promise<Buffer> {
  const svg = await renderSvg(element, size);
  return svgToPng(svg);
}

/** resvg with system fonts off: satori has already turned every glyph into a path. */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 });
  return resvg.render().asPng();
}

async function picture(input: Buffer | null | undefined, spec: ImageSpec, fit: 'cover' | 'logo') {
  return input ? sizedImageDataUrl(input, { ...spec, fit }) : null;
}

export interface FrameOverlayInput {
  profile: BrandProfile;
  frame: FrameName;
  kind: FrameKind;
  layout: GreetingLayout;
}

/** Where the post's QR code goes on the canvas: the square inside the frame's tile (canvas px). */
export interface QrBox {
  left: number;
  top: number;
  size: number;
  /** The dark modules' colour (the frame's brand colour, or ink where that would not scan). */
  color: string;
}

/** A frame drawn for one profile, frame, kind and layout: the same for every post. */
export interface FrameOverlay {
  /** Transparent PNG the size of the whole canvas; the QR tile is white where the code goes. */
  png: Buffer;
  qrBox: QrBox;
}

// Colours for the square QrTile leaves for the code (see QrSlot), found in satori's SVG. The
// second is for a brand palette that happens to fill something with the first.
const QR_MARKERS = ['#fe02fd', '#02fd03'] as const;

/**
 * Takes the marker's square out of satori's SVG and says where it was. null when the marker
 * colour fills more than one shape (a palette that uses it: try the other marker).
 */
export function takeQrBox(svg: string, marker: string): { svg: string; box: Omit<QrBox, 'color'> } | null {
  const needle = `fill="${marker}"`;
  const at = svg.indexOf(needle);
  if (at < 0) throw new Error('the frame drew no QR tile');
  if (svg.indexOf(needle, at + needle.length) >= 0) return null;
  const start = svg.lastIndexOf('<', at);
  const end = svg.indexOf('>', at) + 1;
  const tag = svg.slice(start, end);
  if (!tag.startsWith('<rect ') || /\b(transform|clip-path|mask)=/.test(tag)) {
    throw new Error(`the QR tile's square is not a plain rectangle: ${tag}`);
  }
  const attr = (name: string) => Number(new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(tag)?.[1]);
  const [x, y, width, height] = [attr('x'), attr('y'), attr('width'), attr('height')];
  if (![x, y, width, height].every(Number.isFinite) || Math.abs(width - height) > 0.5) {
    throw new Error(`the QR tile's square has no usable box: ${tag}`);
  }
  return {
    svg: svg.slice(0, start) + svg.slice(end),
    box: { left: Math.round(x), top: Math.round(y), size: Math.round(width) },
  };
}

/**
 * The frame alone: a transparent PNG the size of the whole canvas with the QR tile left
 * white, and where the QR goes. It does not depend on the post, so cache it per profile.
 */
export async function renderFrameOverlay(input: FrameOverlayInput): Promise<FrameOverlay> {
  return (await drawFrame(input)).overlay;
}

/** A box on the canvas, in px. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a frame put its text, pictures and QR tile, as satori laid them out. */
export interface FrameLayout {
  size: Size;
  /** Each text's ink box (its spans joined), and the box it was given. */
  texts: { text: string; rect: Rect; box: Rect | null; maxHeight?: number }[];
  /** Logo, product and person pictures. */
  images: Rect[];
  qr: Rect;
}

/**
 * The frame's layout, measured from satori's own layout of the very element the overlay
 * draws: what the layout test checks (docs/product-rules.md#layouts-that-hold).
 */
export async function frameLayout(input: FrameOverlayInput): Promise<FrameLayout> {
  const { layout } = await drawFrame(input, true);
  if (!layout) throw new Error('no layout measured');
  return layout;
}

async function drawFrame(
  input: FrameOverlayInput,
  measure = false,
): Promise<{ overlay: FrameOverlay; layout: FrameLayout | null }> {
  const { profile, frame, kind, layout } = input;
  const design = FRAMES[frame];
  const size = SIZES[layout];
  const specs = design.images(layout);
  const [logo, productImage, personPhoto] = await Promise.all([
    picture(profile.logo, specs.logo, 'logo'),
    kind === 'product' ? picture(profile.product?.image, specs.product, 'cover') : null,
    kind === 'political' ? picture(profile.person?.photo, specs.person, 'cover') : null,
  ]);
  for (const marker of QR_MARKERS) {
    const qr: QrSlot = { marker };
    const element = design.draw({
      profile,
      kind,
      layout,
      width: size.width,
      height: size.height,
      palette: paletteOf(profile.colors),
      assets: { logo, productImage, personPhoto, qr },
    });
    const nodes: LaidOutNode[] = [];
    const svg = await renderSvg(element, size, measure ? (node) => nodes.push(node) : undefined);
    const taken = takeQrBox(svg, marker);
    if (taken) {
      const overlay = {
        png: measure ? Buffer.alloc(0) : svgToPng(taken.svg),
        qrBox: { ...taken.box, color: qr.color ?? INK },
      };
      return { overlay, layout: measure ? layoutOf(nodes, size, marker) : null };
    }
  }
  throw new Error(`${frame}: every QR marker colour is used by the frame`);
}

function union(a: Rect, b: Rect): Rect {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(a.left + a.width, b.left + b.width) - left,
    height: Math.max(a.top + a.height, b.top + b.height) - top,
  };
}

const rectOf = (n: LaidOutNode): Rect => ({ left: n.left, top: n.top, width: n.width, height: n.height });

function layoutOf(nodes: LaidOutNode[], size: Size, marker: string): FrameLayout {
  const boxes = new Map<string, Rect>();
  const limits = new Map<string, number>();
  const paragraphs = new Map<string, { text: string; rect: Rect }>();
  const texts: FrameLayout['texts'] = [];
  const images: Rect[] = [];
  let qr: Rect | null = null;
  for (const node of nodes) {
    const group = node.props['data-paragraph'];
    if (typeof group === 'string') boxes.set(group, rectOf(node));
    const limit = node.props['data-max-height'];
    if (typeof group === 'string' && typeof limit === 'number') limits.set(group, limit);
    const style = node.props.style as { backgroundColor?: string } | undefined;
    if (style?.backgroundColor === marker) qr = rectOf(node);
    if (node.type === 'img') images.push(rectOf(node));
    if (!node.textContent?.trim()) continue;
    const owner = node.props['data-in'];
    if (typeof owner !== 'string') {
      texts.push({ text: node.textContent, rect: rectOf(node), box: null });
      continue;
    }
    const seen = paragraphs.get(owner);
    if (seen) {
      seen.text += node.textContent;
      seen.rect = union(seen.rect, rectOf(node));
    } else paragraphs.set(owner, { text: node.textContent, rect: rectOf(node) });
  }
  for (const [group, p] of paragraphs)
    texts.push({ ...p, box: boxes.get(group) ?? null, maxHeight: limits.get(group) });
  if (!qr) throw new Error('the frame drew no QR tile');
  return { size, texts, images, qr };
}

// mozjpeg makes a greeting ~12% smaller but costs ~3× the CPU of the whole composite
// (93 vs 32 ms measured): not worth it on a path that runs per download.
const JPEG = { quality: 85, mozjpeg: false, chromaSubsampling: '4:2:0' } as const;

export interface ComposeInput {
  postImage: Buffer;
  overlay: FrameOverlay;
  layout: GreetingLayout;
  /** What the QR code opens; the caller adds its tracking tag. */
  qrUrl: string;
  /** The post's text layers drawn for one language (post-text.tsx), laid on the art under the frame. */
  textOverlay?: Buffer | null;
}

/**
 * The post image cover-fitted to the layout, the overlay on top and the QR code of `qrUrl`
 * in the overlay's tile, as a JPEG of exactly that size: one sharp pipeline.
 */
export async function composeGreeting(input: ComposeInput): Promise<Buffer> {
  const { width, height } = SIZES[input.layout];
  const { png, qrBox } = input.overlay;
  return sharp(input.postImage)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .composite([
      ...(input.textOverlay ? [{ input: input.textOverlay, left: 0, top: 0 }] : []),
      { input: png, left: 0, top: 0 },
      { ...qrPixels(input.qrUrl, qrBox.size, qrBox.color), left: qrBox.left, top: qrBox.top },
    ])
    .jpeg(JPEG)
    .toBuffer();
}

/**
 * Cached overlays by (profile version, frame, kind, layout), least recently used first out.
 * No post and no QR address in the key: one overlay serves every post of a business.
 */
export class OverlayCache {
  private readonly overlays: Lru<FrameOverlay>;
  /** Overlays found in the cache (or already being rendered) / rendered by getOrRender. */
  hits = 0;
  misses = 0;

  constructor(maxEntries = 200) {
    this.overlays = new Lru(maxEntries);
  }

  static key(input: FrameOverlayInput): string {
    return `${input.profile.version}:${input.frame}:${input.kind}:${input.layout}`;
  }

  get(key: string): FrameOverlay | undefined {
    return this.overlays.get(key);
  }

  set(key: string, overlay: FrameOverlay): void {
    this.overlays.set(key, overlay);
  }

  get size(): number {
    return this.overlays.size;
  }

  /** The cached overlay, or the one `render` makes; concurrent misses for one key render once. */
  async getOrRender(key: string, render: () => Promise<FrameOverlay>): Promise<FrameOverlay> {
    let rendered = false;
    const overlay = await this.overlays.getOrLoad(key, () => {
      rendered = true;
      this.misses++;
      return render();
    });
    if (!rendered) this.hits++;
    return overlay;
  }
}

export interface GreetingInput extends FrameOverlayInput {
  postImage: Buffer;
  /** What the QR code opens; the caller adds its tracking tag. */
  qrUrl: string;
}

/** A finished greeting: the (cached) frame overlay and the post's QR code over the post image, as a JPEG. */
export function renderGreeting(input: GreetingInput, cache?: OverlayCache): Promise<Buffer> {
  return timedRender('greeting', () => renderGreetingUntimed(input, cache));
}

async function renderGreetingUntimed(input: GreetingInput, cache?: OverlayCache): Promise<Buffer> {
  const overlay = cache
    ? await cache.getOrRender(OverlayCache.key(input), () => renderFrameOverlay(input))
    : await renderFrameOverlay(input);
  return composeGreeting({ postImage: input.postImage, overlay, layout: input.layout, qrUrl: input.qrUrl });
}

export interface PreviewInput {
  image: Buffer;
  layout: GreetingLayout;
  watermark: string;
}

export const PREVIEW_WIDTH = 360;

/** A small JPEG with a repeated diagonal watermark, for lists (the admin grid, the customer's list). */
export async function renderLowQualityPreview(input: PreviewInput): Promise<Buffer> {
  const { width, height } = SIZES[input.layout];
  const previewHeight = Math.round((PREVIEW_WIDTH * height) / width);
  const mark = await renderWatermark(input.watermark, { width: PREVIEW_WIDTH, height: previewHeight });
  return sharp(input.image)
    .rotate()
    .resize(PREVIEW_WIDTH, previewHeight, { fit: 'cover' })
    .composite([{ input: mark, left: 0, top: 0 }])
    .jpeg({ quality: 70 })
    .toBuffer();
}
