// A greeting post's text layers drawn for one language: each layer's text in its box on a
// transparent canvas the size of the post, laid over the art before the frame. Each text
// shrinks until satori's own layout of it fits its box: it is never clipped and never runs
// out of the box (docs/product-rules.md#greetings-text-layers). Text goes through ScriptText,
// so every script is drawn by its Noto font and emoji as pictures
// (docs/product-rules.md#emoji-and-missing-glyphs). Pure of the database and the contract.
import sharp from 'sharp';
import { planText } from './glyphs';
import { frameLayoutSize, type Rect, svgToPng } from './render';
import { type LaidOutNode, renderSvg } from './satori-svg';
import { estimateEms, ScriptText } from './text';
import type { GreetingLayout, Size } from './types';

export type PostTextRole = 'headline' | 'line' | 'smallPrint';

/** One layer as the renderer needs it: the box in fractions of the canvas and the text to draw. */
export interface PostTextLayer {
  role: PostTextRole;
  box: { x: number; y: number; width: number; height: number };
  align: 'left' | 'center' | 'right';
  verticalAlign: 'top' | 'middle' | 'bottom';
  color: string;
  weight: 'regular' | 'bold';
  shadow: boolean;
  /** A translucent band of this colour behind the text; null: none. */
  band: string | null;
  /** The text in the language drawn; empty: the layer draws nothing. */
  text: string;
}

export interface PostTextInput {
  layout: GreetingLayout;
  layers: readonly PostTextLayer[];
}

/** Where a layer's text went, as satori laid it out (canvas px). */
export interface PostTextLayerLayout {
  /** The layer's box. */
  box: Rect;
  /** The room inside the box's padding that the text must stay in. */
  room: Rect;
  /** The union of the text's spans; null for an empty layer. */
  ink: Rect | null;
  fontSize: number;
  /** Whether the text lies inside its box (false only when even the smallest size does not fit). */
  fits: boolean;
}

export interface PostText {
  /** A transparent PNG the size of the canvas (empty when only measured). */
  png: Buffer;
  layers: PostTextLayerLayout[];
}

/** The largest size of each role, as a fraction of the canvas width; every text shrinks below it to fit. */
const ROLE_MAX: Record<PostTextRole, number> = { headline: 0.12, line: 0.066, smallPrint: 0.036 };
/** Below this a phone shows no legible text; a box this small is refused by the contract's minimum anyway. */
export const POST_TEXT_MIN_PX = 12;
const BAND_OPACITY = 0.58;

const pxBox = (layer: PostTextLayer, size: Size): Rect => {
  const left = Math.round(layer.box.x * size.width);
  const top = Math.round(layer.box.y * size.height);
  return {
    left,
    top,
    width: Math.max(1, Math.min(size.width - left, Math.round(layer.box.width * size.width))),
    height: Math.max(1, Math.min(size.height - top, Math.round(layer.box.height * size.height))),
  };
};

function paddingOf(box: Rect, band: boolean): { x: number; y: number } {
  // A band needs room around its text; without one a little keeps the shadow inside the box.
  const x = Math.round(Math.min(band ? 28 : 8, box.width * 0.08));
  const y = Math.round(Math.min(band ? 16 : 4, box.height * 0.1));
  return { x, y };
}

const isIndic = (text: string) => planText(text).pieces.some((piece) => piece.kind === 'text' && piece.indic);

/** Indic scripts stack signs above and below the line: they get more leading. */
const leadingOf = (text: string) => (isIndic(text) ? 1.42 : 1.18);

/**
 * The first size to try: the largest at which the estimated lines fit the room. satori then
 * measures it, and renderPostText shrinks further while it does not fit.
 */
function estimatedSize(layer: PostTextLayer, room: Rect, canvasWidth: number): number {
  const max = Math.max(POST_TEXT_MIN_PX, Math.round(ROLE_MAX[layer.role] * canvasWidth));
  const ems = estimateEms(layer.text, layer.weight === 'bold');
  const leading = leadingOf(layer.text);
  // Bold display text runs wider than the estimate: fit into a narrower width (as ArtworkText).
  const width = room.width * 0.9;
  for (let size = max; size > POST_TEXT_MIN_PX; size = Math.floor(size * 0.94)) {
    const lines = Math.max(1, Math.ceil((ems * size) / width));
    if (lines * size * leading <= room.height) return size;
  }
  return POST_TEXT_MIN_PX;
}

function rgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

function PostTextCanvas({ input, sizes, size }: { input: PostTextInput; sizes: number[]; size: Size }) {
  return (
    <div style={{ display: 'flex', position: 'relative', width: size.width, height: size.height }}>
      {input.layers.map((layer, index) => {
        if (!layer.text) return null;
        const box = pxBox(layer, size);
        const pad = paddingOf(box, layer.band !== null);
        const fontSize = sizes[index] ?? POST_TEXT_MIN_PX;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: layers are drawn in their order and have no other identity
            key={index}
            data-layer={index}
            style={{
              display: 'flex',
              flexDirection: 'column',
              justifyContent: JUSTIFY[layer.verticalAlign],
              position: 'absolute',
              left: box.left,
              top: box.top,
              width: box.width,
              height: box.height,
              padding: `${pad.y}px ${pad.x}px`,
              ...(layer.band
                ? { backgroundColor: rgba(layer.band, BAND_OPACITY), borderRadius: Math.min(24, box.height * 0.2) }
                : {}),
            }}
          >
            <ScriptText
              text={layer.text}
              style={{
                width: box.width - 2 * pad.x,
                textAlign: layer.align,
                fontSize,
                fontWeight: layer.weight === 'bold' ? 700 : 400,
                lineHeight: leadingOf(layer.text),
                color: layer.color,
                ...(layer.shadow
                  ? {
                      textShadow: `0 ${Math.max(1, Math.round(fontSize / 24))}px ${Math.round(fontSize / 5)}px rgba(0, 0, 0, 0.6)`,
                    }
                  : {}),
              }}
            />
          </div>
        );
      })}
    </div>
  );
}

function union(a: Rect | null, b: Rect): Rect {
  if (!a) return b;
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(a.left + a.width, b.left + b.width) - left,
    height: Math.max(a.top + a.height, b.top + b.height) - top,
  };
}

/** Whether `inner` lies inside `outer`, give or take a pixel of rounding. */
export function rectInside(inner: Rect, outer: Rect, slack = 1): boolean {
  return (
    inner.left >= outer.left - slack &&
    inner.top >= outer.top - slack &&
    inner.left + inner.width <= outer.left + outer.width + slack &&
    inner.top + inner.height <= outer.top + outer.height + slack
  );
}

/** The spans' union per layer, from satori's laid-out nodes (a layer's paragraph follows its box). */
function inkOf(nodes: LaidOutNode[], count: number): (Rect | null)[] {
  const ink: (Rect | null)[] = Array.from({ length: count }, () => null);
  const layerOfGroup = new Map<string, number>();
  let current: number | null = null;
  for (const node of nodes) {
    const layer = node.props['data-layer'];
    if (typeof layer === 'number') current = layer;
    const group = node.props['data-paragraph'];
    if (typeof group === 'string' && current !== null) layerOfGroup.set(group, current);
    const owner = node.props['data-in'];
    if (typeof owner !== 'string' || !node.textContent?.trim()) continue;
    const index = layerOfGroup.get(owner);
    if (index === undefined) continue;
    ink[index] = union(ink[index] ?? null, { left: node.left, top: node.top, width: node.width, height: node.height });
  }
  return ink;
}

/** How many times a layout is measured at most: each pass shrinks the texts that did not fit. */
const FIT_PASSES = 8;

/**
 * The layers drawn for one language: a transparent PNG the canvas size, and where each text
 * went. A text that does not fit its box at the estimated size is shrunk and laid out again,
 * down to POST_TEXT_MIN_PX (the contract's limits keep 120 characters legible in the smallest box).
 */
export async function renderPostText(input: PostTextInput, options: { measureOnly?: boolean } = {}): Promise<PostText> {
  const size = frameLayoutSize(input.layout);
  const boxes = input.layers.map((layer) => pxBox(layer, size));
  const rooms = input.layers.map((layer, i) => {
    const box = boxes[i] as Rect;
    const pad = paddingOf(box, layer.band !== null);
    return {
      left: box.left + pad.x,
      top: box.top + pad.y,
      width: box.width - 2 * pad.x,
      height: box.height - 2 * pad.y,
    };
  });
  const sizes = input.layers.map((layer, i) => estimatedSize(layer, rooms[i] as Rect, size.width));
  for (let pass = 0; ; pass++) {
    const nodes: LaidOutNode[] = [];
    const svg = await renderSvg(<PostTextCanvas input={input} sizes={sizes} size={size} />, size, (node) =>
      nodes.push(node),
    );
    const ink = inkOf(nodes, input.layers.length);
    let shrunk = false;
    if (pass < FIT_PASSES) {
      input.layers.forEach((_layer, i) => {
        const rect = ink[i];
        const current = sizes[i] ?? POST_TEXT_MIN_PX;
        // The padding is the slack: a glyph's ink (an emoji picture, a vowel sign) may reach
        // into it, never past the box.
        if (rect && !rectInside(rect, boxes[i] as Rect) && current > POST_TEXT_MIN_PX) {
          sizes[i] = Math.max(POST_TEXT_MIN_PX, Math.floor(current * 0.88));
          shrunk = true;
        }
      });
    }
    if (!shrunk) {
      return {
        png: options.measureOnly ? Buffer.alloc(0) : svgToPng(svg),
        layers: input.layers.map((_layer, i) => ({
          box: boxes[i] as Rect,
          room: rooms[i] as Rect,
          ink: ink[i] ?? null,
          fontSize: sizes[i] ?? POST_TEXT_MIN_PX,
          fits: ink[i] ? rectInside(ink[i] as Rect, boxes[i] as Rect) : true,
        })),
      };
    }
  }
}

/** The art cover-fitted to the layout with the text overlay on it, as a JPEG (previews, the admin's exact preview). */
export async function composeArtWithText(
  art: Buffer,
  layout: GreetingLayout,
  textPng: Buffer | null,
  quality = 88,
): Promise<Buffer> {
  const { width, height } = frameLayoutSize(layout);
  return sharp(art)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .composite(textPng ? [{ input: textPng, left: 0, top: 0 }] : [])
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
