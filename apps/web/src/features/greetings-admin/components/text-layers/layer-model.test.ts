import { TEXT_LAYER_BOX_MIN, TEXT_LAYER_MESSAGES, ZTextLayers } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { clampBox, languageFill, layerError, layersToSend, newLayer } from './layer-model';

describe('the text-layer editor model', () => {
  it('adds each role once, in order, with a box the contract accepts', () => {
    const first = newLayer([], 'ta');
    const second = newLayer([first], 'ta');
    const third = newLayer([first, second], 'ta');
    expect([first.role, second.role, third.role]).toEqual(['headline', 'line', 'smallPrint']);
    const sent = layersToSend([
      { ...first, texts: { ta: 'காலை வணக்கம்', hi: '  ' } },
      { ...second, texts: { en: 'Have a good day' } },
    ]);
    expect(sent[0]?.texts).toEqual({ ta: 'காலை வணக்கம்' });
    expect(ZTextLayers.safeParse(sent).success).toBe(true);
  });

  it('keeps a dragged box inside the canvas and at least the smallest size', () => {
    expect(clampBox({ x: 0.9, y: -0.2, width: 0.5, height: 0.01 })).toEqual({
      x: 0.5,
      y: 0,
      width: 0.5,
      height: TEXT_LAYER_BOX_MIN,
    });
  });

  it('says which languages every layer, some layers or no layer is written in', () => {
    const a = { ...newLayer([], 'en'), texts: { en: 'Hi', hi: 'नमस्ते' } };
    const b = { ...newLayer([a], 'en'), texts: { en: 'There' } };
    const fill = languageFill([a, b]);
    expect([fill.en, fill.hi, fill.ta]).toEqual(['all', 'some', 'none']);
  });

  it('names the layer of a server error, from its field or its message', () => {
    expect(layerError({ message: 'x', fields: { 'textLayers.1.box': TEXT_LAYER_MESSAGES.boxOutside } })).toEqual({
      layer: 1,
      message: TEXT_LAYER_MESSAGES.ofLayer(1, TEXT_LAYER_MESSAGES.boxOutside),
    });
    const fit = TEXT_LAYER_MESSAGES.ofLayer(2, TEXT_LAYER_MESSAGES.doesNotFit('Tamil'));
    expect(layerError({ message: fit, fields: { textLayers: fit } })).toEqual({ layer: 2, message: fit });
    expect(layerError({ message: TEXT_LAYER_MESSAGES.tooMany })).toEqual({
      layer: null,
      message: TEXT_LAYER_MESSAGES.tooMany,
    });
  });
});
