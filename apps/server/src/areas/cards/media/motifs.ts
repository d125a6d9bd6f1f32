// The demo library's artwork, drawn as SVG: festival lamps, rangoli, a rising sun, the
// tricolour, kites, flowers, abstract shapes, confetti. Each motif fills the canvas and
// keeps its busy shapes above the bottom ~28%, where the business frame will sit.

import { diyaScene, kiteScene, rangoliScene } from './art/festival';
import { bonfireScene, christmasScene, diyaRowScene, fireworksScene, lanternScene, nightScene } from './art/glow';
import {
  dandiyaScene,
  kalashScene,
  mandalaScene,
  modakScene,
  pongalScene,
  pookalamScene,
  rakhiScene,
} from './art/linework';
import { abstractScene, confettiScene, flagScene, flowersScene, sunScene } from './art/occasions';
import { backwatersScene, kiteSkylineScene, peaksScene, sunriseScene, tricolourScene } from './art/papercut';
import type { MotifInput, MotifScene } from './art/svg';
import { floralWashScene, holiScene, promoScene, ribbonScene } from './art/wash';

export type { MotifInput, MotifScene } from './art/svg';

export type ClassicMotif = 'diya' | 'rangoli' | 'sun' | 'flag' | 'kite' | 'flowers' | 'abstract' | 'confetti';

/** The designed scenes: soft light, paper-cut layers, line-work and washes, drawn text-free. */
export const DESIGNED_MOTIFS = [
  'diya-row',
  'lanterns',
  'fireworks',
  'christmas-lights',
  'bonfire',
  'night-sky',
  'sunrise-hills',
  'kite-skyline',
  'tricolour-ribbons',
  'moonlit-peaks',
  'backwaters',
  'gold-mandala',
  'kalash-toran',
  'rakhi',
  'dandiya',
  'pongal-pot',
  'modak-plate',
  'pookalam',
  'holi-colours',
  'floral-wash',
  'promo-glass',
  'satin-ribbon',
] as const;
export type DesignedMotif = (typeof DESIGNED_MOTIFS)[number];

export type Motif = ClassicMotif | DesignedMotif;

export const CLASSIC_MOTIFS: readonly ClassicMotif[] = [
  'diya',
  'rangoli',
  'sun',
  'flag',
  'kite',
  'flowers',
  'abstract',
  'confetti',
];
export const MOTIFS: readonly Motif[] = [...CLASSIC_MOTIFS, ...DESIGNED_MOTIFS];

/** mulberry32 seeded from a string: the same title and motif always draw the same art. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function drawMotif(motif: Motif, input: MotifInput): MotifScene {
  switch (motif) {
    case 'diya':
      return diyaScene(input);
    case 'rangoli':
      return rangoliScene(input);
    case 'sun':
      return sunScene(input);
    case 'flag':
      return flagScene(input);
    case 'kite':
      return kiteScene(input);
    case 'flowers':
      return flowersScene(input);
    case 'abstract':
      return abstractScene(input);
    case 'confetti':
      return confettiScene(input);
    case 'diya-row':
      return diyaRowScene(input);
    case 'lanterns':
      return lanternScene(input);
    case 'fireworks':
      return fireworksScene(input);
    case 'christmas-lights':
      return christmasScene(input);
    case 'bonfire':
      return bonfireScene(input);
    case 'night-sky':
      return nightScene(input);
    case 'sunrise-hills':
      return sunriseScene(input);
    case 'kite-skyline':
      return kiteSkylineScene(input);
    case 'tricolour-ribbons':
      return tricolourScene(input);
    case 'moonlit-peaks':
      return peaksScene(input);
    case 'backwaters':
      return backwatersScene(input);
    case 'gold-mandala':
      return mandalaScene(input);
    case 'kalash-toran':
      return kalashScene(input);
    case 'rakhi':
      return rakhiScene(input);
    case 'dandiya':
      return dandiyaScene(input);
    case 'pongal-pot':
      return pongalScene(input);
    case 'modak-plate':
      return modakScene(input);
    case 'pookalam':
      return pookalamScene(input);
    case 'holi-colours':
      return holiScene(input);
    case 'floral-wash':
      return floralWashScene(input);
    case 'promo-glass':
      return promoScene(input);
    case 'satin-ribbon':
      return ribbonScene(input);
  }
}
