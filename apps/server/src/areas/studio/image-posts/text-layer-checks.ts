// The checks of a post's text layers that need the renderer (the contract checks the shapes):
// every text is drawable by a shipped font, and fits its box at the smallest size.
// docs/product-rules.md#greetings-text-layers
import {
  IMAGE_POST_LANGUAGE_NAMES,
  type ImagePostLanguage,
  type LayoutType,
  TEXT_LAYER_MESSAGES,
  type TTextLayer,
  textLayerLanguages,
} from '@cardora/contract';
import { type PostTextLayer, planText, renderPostText } from '#cards';
import { validationFailed } from '#lib/errors';

const refuse = (index: number, message: string) =>
  validationFailed('textLayers', TEXT_LAYER_MESSAGES.ofLayer(index, message));

/** The renderer's layers for one language (a layer without that language draws nothing). */
export function layersIn(layers: readonly TTextLayer[], language: ImagePostLanguage): PostTextLayer[] {
  return layers.map((layer) => ({
    role: layer.role,
    box: layer.box,
    align: layer.align,
    verticalAlign: layer.verticalAlign,
    color: layer.color,
    weight: layer.weight,
    shadow: layer.shadow,
    band: layer.band,
    text: layer.texts[language] ?? '',
  }));
}

/** 400 naming the layer and language when a text has a character no shipped font draws. */
export function checkTextLayersDrawable(layers: readonly TTextLayer[]): void {
  layers.forEach((layer, index) => {
    for (const [language, text] of Object.entries(layer.texts) as [ImagePostLanguage, string][]) {
      const { dropped } = planText(text);
      if (dropped.length > 0) {
        const chars = [...new Set(dropped)]
          .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
          .join(', ');
        throw refuse(index, TEXT_LAYER_MESSAGES.notDrawable(IMAGE_POST_LANGUAGE_NAMES[language], chars));
      }
    }
  });
}

/**
 * 400 when a layer's text in some language does not fit its box even at the smallest size:
 * laid out by the renderer itself, once per language written.
 */
export async function checkTextLayersFit(layers: readonly TTextLayer[], layout: LayoutType): Promise<void> {
  for (const language of textLayerLanguages(layers)) {
    const drawn = await renderPostText({ layout, layers: layersIn(layers, language) }, { measureOnly: true });
    const index = drawn.layers.findIndex((layer) => !layer.fits);
    if (index >= 0) throw refuse(index, TEXT_LAYER_MESSAGES.doesNotFit(IMAGE_POST_LANGUAGE_NAMES[language]));
  }
}

/** Both checks, for a save. */
export async function checkTextLayers(layers: readonly TTextLayer[], layout: LayoutType): Promise<void> {
  checkTextLayersDrawable(layers);
  await checkTextLayersFit(layers, layout);
}
