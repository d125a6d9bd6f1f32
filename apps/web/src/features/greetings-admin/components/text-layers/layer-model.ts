// The text-layer editor's state: the contract's layers with every default filled in, what a
// new layer looks like, which languages are written, and which layer a server error names.
// docs/product-rules.md#greetings-text-layers
import {
  IMAGE_POST_LANGUAGES,
  type ImagePostLanguage,
  TEXT_LAYER_BOX_MIN,
  TEXT_LAYER_MESSAGES,
  TEXT_LAYER_ROLES,
  type TextLayerRole,
  type TTextLayer,
  type TTextLayerBox,
} from '@cardora/contract';

export type EditorLayer = TTextLayer;

export const ROLE_LABELS: Record<TextLayerRole, string> = {
  headline: 'Headline',
  line: 'Line',
  smallPrint: 'Small print',
};

/** Where each role starts: the headline in the poster's text area, the others under it. */
const START_BOXES: Record<TextLayerRole, TTextLayerBox> = {
  headline: { x: 0.08, y: 0.08, width: 0.84, height: 0.2 },
  line: { x: 0.12, y: 0.29, width: 0.76, height: 0.09 },
  smallPrint: { x: 0.15, y: 0.39, width: 0.7, height: 0.05 },
};

/** The largest size of each role as a fraction of the canvas width (as the server's renderer). */
export const ROLE_MAX_FONT: Record<TextLayerRole, number> = { headline: 0.12, line: 0.066, smallPrint: 0.036 };

/** The next layer to add: the first role not used yet. */
export function newLayer(existing: readonly EditorLayer[], language: ImagePostLanguage): EditorLayer {
  const role = TEXT_LAYER_ROLES.find((r) => !existing.some((layer) => layer.role === r)) ?? 'line';
  return {
    role,
    box: { ...START_BOXES[role] },
    align: 'center',
    verticalAlign: 'middle',
    color: '#ffffff',
    weight: role === 'headline' ? 'bold' : 'regular',
    shadow: true,
    band: null,
    texts: { [language]: '' },
  };
}

/** Languages every layer with text has some text in, and those only some layers have. */
export function languageFill(layers: readonly EditorLayer[]): Record<ImagePostLanguage, 'all' | 'some' | 'none'> {
  const fill = {} as Record<ImagePostLanguage, 'all' | 'some' | 'none'>;
  for (const language of IMAGE_POST_LANGUAGES) {
    const written = layers.filter((layer) => layer.texts[language]?.trim()).length;
    fill[language] = written === 0 ? 'none' : written === layers.length ? 'all' : 'some';
  }
  return fill;
}

/** Keeps a box inside the canvas and at least the smallest size. */
export function clampBox(box: TTextLayerBox): TTextLayerBox {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  const width = Math.min(1, Math.max(TEXT_LAYER_BOX_MIN, box.width));
  const height = Math.min(1, Math.max(TEXT_LAYER_BOX_MIN, box.height));
  return {
    x: round(Math.min(1 - width, Math.max(0, box.x))),
    y: round(Math.min(1 - height, Math.max(0, box.y))),
    width: round(width),
    height: round(height),
  };
}

/** What is sent: empty texts dropped (the server drops them too). */
export function layersToSend(layers: readonly EditorLayer[]): EditorLayer[] {
  return layers.map((layer) => ({
    ...layer,
    texts: Object.fromEntries(Object.entries(layer.texts).filter(([, text]) => text?.trim())),
  }));
}

/**
 * A server error as the editor shows it: the layer it names (fields like 'textLayers.1.box', or
 * the message's "Text layer 2: …") and its message with the layer named.
 */
export function layerError(error: { message: string; fields?: Record<string, string> }): {
  layer: number | null;
  message: string;
} {
  const field = Object.keys(error.fields ?? {}).find((name) => /^textLayers\.\d+/.test(name));
  if (field) {
    const index = Number(field.split('.')[1]);
    return { layer: index, message: TEXT_LAYER_MESSAGES.ofLayer(index, error.fields?.[field] ?? error.message) };
  }
  const named = /^Text layer (\d+):/.exec(error.message);
  return { layer: named ? Number(named[1]) - 1 : null, message: error.message };
}

/** The CSS font list the browser draws a language's preview with (the server draws the same Noto fonts). */
export const LANGUAGE_FONTS: Record<ImagePostLanguage, string> = {
  en: '"Noto Sans", "Inter", sans-serif',
  hi: '"Noto Sans Devanagari", sans-serif',
  mr: '"Noto Sans Devanagari", sans-serif',
  gu: '"Noto Sans Gujarati", sans-serif',
  bn: '"Noto Sans Bengali", sans-serif',
  pa: '"Noto Sans Gurmukhi", sans-serif',
  ta: '"Noto Sans Tamil", sans-serif',
  te: '"Noto Sans Telugu", sans-serif',
  kn: '"Noto Sans Kannada", sans-serif',
  ml: '"Noto Sans Malayalam", sans-serif',
  or: '"Noto Sans Oriya", sans-serif',
};
