// Post artwork for the demo library (there are no stock photos): a festival, good-morning,
// national-day or business poster drawn from gradients and SVG shapes, with its greeting
// text in any supported script. The bottom ~28% stays calm so a business frame fits.
import { createElement } from 'react';
import sharp from 'sharp';
import { ArtworkText } from './artwork-text';
import { drawMotif, type Motif, seededRandom } from './motifs';
import { frameLayoutSize, svgToPng } from './render';
import { renderSvg } from './satori-svg';
import { dominantScript, type Script } from './script-runs';
import type { GreetingLayout } from './types';

export type { Motif } from './motifs';
export { MOTIFS } from './motifs';

export interface PostArtworkInput {
  title: string;
  subtitle?: string;
  layout: GreetingLayout;
  /** Base, second and highlight colours, e.g. ['#4a0e4e', '#b5179e', '#ffd166']. */
  palette: readonly [string, string, string];
  motif: Motif;
  /** BCP 47 language of the text ('hi', 'ta', 'en' …); detected from the title when absent. */
  language?: string;
}

const LANGUAGE_SCRIPT: Record<string, Script> = {
  hi: 'devanagari',
  mr: 'devanagari',
  ne: 'devanagari',
  sa: 'devanagari',
  bn: 'bengali',
  as: 'bengali',
  pa: 'gurmukhi',
  gu: 'gujarati',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
  en: 'latin',
};

function scriptFor(input: PostArtworkInput): Script {
  const code = input.language?.toLowerCase().split('-')[0];
  return (code && LANGUAGE_SCRIPT[code]) || dominantScript(input.title);
}

/** The poster as a JPEG of the layout's full size. */
export async function renderPostArtwork(input: PostArtworkInput): Promise<Buffer> {
  const size = frameLayoutSize(input.layout);
  const scene = drawMotif(input.motif, {
    ...size,
    palette: input.palette,
    random: seededRandom(`${input.motif}:${input.title}:${input.layout}`),
  });
  const text = await renderSvg(
    createElement(ArtworkText, {
      title: input.title,
      subtitle: input.subtitle,
      size,
      center: scene.textCenter,
      script: scriptFor(input),
      titleColor: scene.titleColor,
      subColor: scene.subColor,
      shadow: scene.shadow,
    }),
    size,
  );
  // One SVG, one resvg pass: the drawing, then satori's text (glyphs already paths) on top.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${scene.svg}${text}</svg>`;
  return sharp(svgToPng(svg)).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
