// The demo library's artwork, drawn as SVG: festival lamps, rangoli, a rising sun, the
// tricolour, kites, flowers, abstract shapes, confetti. Each motif fills the canvas and
// keeps its busy shapes above the bottom ~28%, where the business frame will sit.

import { diyaScene, kiteScene, rangoliScene } from './art/festival';
import { abstractScene, confettiScene, flagScene, flowersScene, sunScene } from './art/occasions';
import type { MotifInput, MotifScene } from './art/svg';

export type { MotifInput, MotifScene } from './art/svg';

export type Motif = 'diya' | 'rangoli' | 'sun' | 'flag' | 'kite' | 'flowers' | 'abstract' | 'confetti';

export const MOTIFS: readonly Motif[] = ['diya', 'rangoli', 'sun', 'flag', 'kite', 'flowers', 'abstract', 'confetti'];

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
  }
}
