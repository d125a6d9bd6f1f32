// The greeting renderer: a business's frame drawn once as a transparent overlay (satori →
// resvg, the slow part, so it is cached by the profile's version) and laid over any post
// image by sharp (the fast part). Pure of the database: callers bring the bytes.
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { paletteOf } from './colors';
import { loadFonts } from './fonts';
import { frame2 } from './frames/frame2';
import { frame3 } from './frames/frame3';
import { frame7 } from './frames/frame7';
import type { FrameDesign, ImageSpec } from './frames/parts';
import { qrPath, sizedImageDataUrl } from './images';
import type { BrandProfile, FrameKind, FrameName, GreetingLayout, Size } from './types';
import { renderWatermark } from './watermark';

export type { BrandProfile, FrameKind, FrameName, GreetingLayout, Size } from './types';
export { FRAME_KINDS, FRAME_NAMES, GREETING_LAYOUTS } from './types';

const FRAMES: Record<FrameName, FrameDesign> = { frame7, frame2, frame3 };

const SIZES: Record<GreetingLayout, Size> = {
  SQUARE: { width: 1080, height: 1080 },
  STORY: { width: 1080, height: 1920 },
};

export function frameLayoutSize(layout: GreetingLayout): Size {
  return { ...SIZES[layout] };
}

/** satori's element tree to a PNG with a transparent background. */
export async function renderElementToPng(element: ReactElement, size: Size): Promise<Buffer> {
  const svg = await satori(element, { width: size.width, height: size.height, fonts: await loadFonts() });
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
  /** What the QR code opens; the caller adds its tracking tag. */
  qrUrl: string;
}

/** The frame alone: a transparent PNG the size of the whole canvas. */
export async function renderFrameOverlay(input: FrameOverlayInput): Promise<Buffer> {
  const { profile, frame, kind, layout } = input;
  const design = FRAMES[frame];
  const size = SIZES[layout];
  const specs = design.images(layout);
  const [logo, productImage, personPhoto] = await Promise.all([
    picture(profile.logo, specs.logo, 'logo'),
    kind === 'product' ? picture(profile.product?.image, specs.product, 'cover') : null,
    kind === 'political' ? picture(profile.person?.photo, specs.person, 'cover') : null,
  ]);
  const element = design.draw({
    profile,
    kind,
    layout,
    width: size.width,
    height: size.height,
    palette: paletteOf(profile.colors),
    assets: { logo, productImage, personPhoto, qr: qrPath(input.qrUrl) },
  });
  return renderElementToPng(element, size);
}

// mozjpeg makes a greeting ~12% smaller but costs ~3× the CPU of the whole composite
// (93 vs 32 ms measured): not worth it on a path that runs per download.
const JPEG = { quality: 85, mozjpeg: false, chromaSubsampling: '4:2:0' } as const;

export interface ComposeInput {
  postImage: Buffer;
  overlay: Buffer;
  layout: GreetingLayout;
}

/** The post image cover-fitted to the layout with the overlay on top, as a JPEG of exactly that size. */
export async function composeGreeting(input: ComposeInput): Promise<Buffer> {
  const { width, height } = SIZES[input.layout];
  return sharp(input.postImage)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .composite([{ input: input.overlay, left: 0, top: 0 }])
    .jpeg(JPEG)
    .toBuffer();
}

/** Cached overlays by key, least recently used first out. */
export class OverlayCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries = 200) {}

  static key(input: FrameOverlayInput): string {
    const qr = createHash('sha256').update(input.qrUrl).digest('base64url').slice(0, 16);
    return `${input.profile.version}:${input.frame}:${input.kind}:${input.layout}:${qr}`;
  }

  get(key: string): Buffer | undefined {
    const png = this.entries.get(key);
    if (png === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting makes this the most recent.
    this.entries.delete(key);
    this.entries.set(key, png);
    return png;
  }

  set(key: string, png: Buffer): void {
    this.entries.delete(key);
    this.entries.set(key, png);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached overlay, or the one `render` makes; concurrent misses for one key render once. */
  async getOrRender(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.get(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = render()
      .then((png) => {
        this.set(key, png);
        return png;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}

export interface GreetingInput extends FrameOverlayInput {
  postImage: Buffer;
}

/** A finished greeting: the (cached) frame overlay over the post image, as a JPEG. */
export async function renderGreeting(input: GreetingInput, cache?: OverlayCache): Promise<Buffer> {
  const overlay = cache
    ? await cache.getOrRender(OverlayCache.key(input), () => renderFrameOverlay(input))
    : await renderFrameOverlay(input);
  return composeGreeting({ postImage: input.postImage, overlay, layout: input.layout });
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
