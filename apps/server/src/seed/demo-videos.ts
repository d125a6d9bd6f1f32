// The demo's promotional video templates: ten backgrounds our own code draws
// (areas/cards/media/video/demo/, no stock footage) and eight synthesised music tracks, generated once
// into apps/server/seed-assets/videos/ by `npx tsx src/seed/generate-demo-videos.ts` (run from
// apps/server) and committed. Each template's slots are placed on its background's calm areas:
// around the baked-in title, on the photo mat and cards, above the diyas, on the front paper layer.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TVideoSlot, VideoTemplateKind } from '@cardora/contract';

export interface DemoVideoTemplate {
  /** The source MP4 under seed-assets/videos/. */
  file: string;
  name: string;
  category: string;
  kind: VideoTemplateKind;
  /** Seconds; the source is exactly this long. */
  duration: number;
  /** The music file under seed-assets/videos/, or null. */
  music: string | null;
  slots: TVideoSlot[];
}

export interface DemoVideoMusic {
  file: string;
  /** Seconds. */
  duration: number;
}

export const DEMO_VIDEO_MUSIC: readonly DemoVideoMusic[] = [
  { file: 'music-festive.m4a', duration: 12 },
  { file: 'music-warm.m4a', duration: 10 },
  { file: 'music-kites.m4a', duration: 10 },
  { file: 'music-sale.m4a', duration: 8 },
  { file: 'music-boutique.m4a', duration: 10 },
  { file: 'music-morning.m4a', duration: 8 },
  { file: 'music-eid.m4a', duration: 10 },
  { file: 'music-open.m4a', duration: 8 },
];

type SlotSpec = Pick<TVideoSlot, 'field' | 'x' | 'y' | 'width' | 'height' | 'start' | 'end'> & Partial<TVideoSlot>;

/** Defaults as the contract's schema fills them in (fade, white, bold, centred, no band). */
const slot = (spec: SlotSpec): TVideoSlot => ({
  animation: 'fade',
  color: '#ffffff',
  background: null,
  bold: true,
  align: 'center',
  ...spec,
});

export const DEMO_VIDEO_TEMPLATES: readonly DemoVideoTemplate[] = [
  {
    file: 'grand-opening.mp4',
    name: 'Grand opening',
    category: 'Business',
    kind: 'STORY_VIDEO',
    duration: 10,
    music: 'music-festive.m4a',
    slots: [
      slot({ field: 'logo', x: 0.38, y: 0.115, width: 0.24, height: 0.135, start: 1.4, end: 10 }),
      slot({
        field: 'businessName',
        x: 0.1,
        y: 0.385,
        width: 0.8,
        height: 0.065,
        start: 1.8,
        end: 10,
        animation: 'slide-up',
      }),
      slot({ field: 'photo1', x: 0.16, y: 0.465, width: 0.68, height: 0.265, start: 2.3, end: 10 }),
      slot({
        field: 'customLine',
        x: 0.12,
        y: 0.755,
        width: 0.76,
        height: 0.055,
        start: 3,
        end: 10,
        animation: 'slide-up',
        color: '#4a0f5c',
        background: '#ffd23f',
      }),
      slot({
        field: 'phone',
        x: 0.2,
        y: 0.828,
        width: 0.6,
        height: 0.05,
        start: 3.5,
        end: 10,
        color: '#7d0f3f',
        background: '#ffffff',
      }),
      slot({ field: 'address', x: 0.12, y: 0.892, width: 0.76, height: 0.055, start: 4, end: 10, bold: false }),
    ],
  },
  {
    file: 'diwali-offer.mp4',
    name: 'Diwali offer',
    category: 'Festival',
    kind: 'STORY_VIDEO',
    duration: 10,
    music: 'music-festive.m4a',
    slots: [
      slot({
        field: 'customLine',
        x: 0.1,
        y: 0.225,
        width: 0.8,
        height: 0.065,
        start: 1.2,
        end: 10,
        animation: 'slide-up',
        color: '#5a0e2e',
        background: '#ffc83d',
      }),
      slot({ field: 'photo1', x: 0.14, y: 0.31, width: 0.72, height: 0.29, start: 1.8, end: 10 }),
      slot({ field: 'logo', x: 0.1, y: 0.63, width: 0.18, height: 0.1, start: 2.4, end: 10 }),
      slot({
        field: 'businessName',
        x: 0.31,
        y: 0.635,
        width: 0.6,
        height: 0.09,
        start: 2.6,
        end: 10,
        animation: 'slide-up',
        color: '#ffd36b',
        align: 'left',
      }),
      slot({
        field: 'phone',
        x: 0.16,
        y: 0.75,
        width: 0.68,
        height: 0.05,
        start: 3.2,
        end: 10,
        color: '#5a0e2e',
        background: '#ffffff',
      }),
      slot({
        field: 'address',
        x: 0.1,
        y: 0.815,
        width: 0.8,
        height: 0.055,
        start: 3.6,
        end: 10,
        color: '#fff1d6',
        bold: false,
      }),
    ],
  },
  {
    file: 'shop-showcase.mp4',
    name: 'Shop showcase',
    category: 'Business',
    kind: 'SQUARE_VIDEO',
    duration: 10,
    music: 'music-warm.m4a',
    slots: [
      slot({ field: 'logo', x: 0.04, y: 0.03, width: 0.15, height: 0.15, start: 0.3, end: 10 }),
      slot({
        field: 'businessName',
        x: 0.205,
        y: 0.035,
        width: 0.76,
        height: 0.085,
        start: 0.5,
        end: 10,
        animation: 'slide-up',
        align: 'left',
      }),
      // The photos take turns on the mat: each stays on to the end, so a later one fades in over
      // the one before, and a business with fewer photos keeps its last one showing.
      slot({ field: 'photo1', x: 0.085, y: 0.22, width: 0.83, height: 0.547, start: 0.8, end: 10 }),
      slot({ field: 'photo2', x: 0.085, y: 0.22, width: 0.83, height: 0.547, start: 3.8, end: 10 }),
      slot({ field: 'photo3', x: 0.085, y: 0.22, width: 0.83, height: 0.547, start: 6.8, end: 10 }),
      slot({
        field: 'customLine',
        x: 0.085,
        y: 0.835,
        width: 0.83,
        height: 0.07,
        start: 1.5,
        end: 10,
        animation: 'slide-up',
        color: '#0b3b44',
        background: '#ffb300',
      }),
      slot({ field: 'phone', x: 0.085, y: 0.92, width: 0.4, height: 0.06, start: 2, end: 10, align: 'left' }),
      slot({
        field: 'address',
        x: 0.5,
        y: 0.92,
        width: 0.415,
        height: 0.06,
        start: 2.3,
        end: 10,
        align: 'right',
        bold: false,
      }),
    ],
  },
  {
    file: 'thank-you.mp4',
    name: 'Thank you customers',
    category: 'Greetings',
    kind: 'SQUARE_VIDEO',
    duration: 8,
    music: 'music-warm.m4a',
    slots: [
      slot({ field: 'logo', x: 0.41, y: 0.04, width: 0.18, height: 0.18, start: 0.2, end: 8 }),
      slot({ field: 'customLine', x: 0.1, y: 0.535, width: 0.8, height: 0.075, start: 1.6, end: 8, bold: false }),
      slot({
        field: 'businessName',
        x: 0.12,
        y: 0.64,
        width: 0.76,
        height: 0.1,
        start: 2,
        end: 8,
        animation: 'slide-up',
        color: '#b0174f',
        background: '#ffffff',
      }),
      slot({ field: 'phone', x: 0.2, y: 0.775, width: 0.6, height: 0.065, start: 2.6, end: 8 }),
      slot({
        field: 'address',
        x: 0.1,
        y: 0.85,
        width: 0.8,
        height: 0.06,
        start: 3,
        end: 8,
        color: '#ffe3ec',
        bold: false,
      }),
    ],
  },
  {
    file: 'sankranti-kites.mp4',
    name: 'Sankranti kites',
    category: 'Festival',
    kind: 'STORY_VIDEO',
    duration: 10,
    music: 'music-kites.m4a',
    slots: [
      // The logo sits on the front hill's crest; the words below it on the plain dark paper.
      slot({ field: 'logo', x: 0.39, y: 0.655, width: 0.22, height: 0.12, start: 1.4, end: 10 }),
      slot({
        field: 'businessName',
        x: 0.08,
        y: 0.78,
        width: 0.84,
        height: 0.06,
        start: 1.8,
        end: 10,
        animation: 'slide-up',
        color: '#ffe066',
      }),
      slot({
        field: 'customLine',
        x: 0.12,
        y: 0.845,
        width: 0.76,
        height: 0.045,
        start: 2.3,
        end: 10,
        color: '#8a2a10',
        background: '#ffe066',
      }),
      slot({ field: 'phone', x: 0.2, y: 0.9, width: 0.6, height: 0.04, start: 2.7, end: 10 }),
      slot({
        field: 'address',
        x: 0.1,
        y: 0.945,
        width: 0.8,
        height: 0.04,
        start: 3,
        end: 10,
        color: '#ffd9b8',
        bold: false,
      }),
    ],
  },
  {
    file: 'sale-countdown.mp4',
    name: 'Sale countdown',
    category: 'Offers',
    kind: 'SQUARE_VIDEO',
    duration: 8,
    music: 'music-sale.m4a',
    // Nothing of the business shows during the 3 · 2 · 1; then everything lands on the dark panel.
    slots: [
      slot({
        field: 'customLine',
        x: 0.1,
        y: 0.605,
        width: 0.8,
        height: 0.085,
        start: 3.9,
        end: 8,
        animation: 'slide-up',
        color: '#c4002f',
        background: '#ffe14d',
      }),
      slot({ field: 'logo', x: 0.08, y: 0.715, width: 0.17, height: 0.17, start: 4.2, end: 8 }),
      slot({
        field: 'businessName',
        x: 0.28,
        y: 0.718,
        width: 0.66,
        height: 0.08,
        start: 4.3,
        end: 8,
        animation: 'slide-up',
        align: 'left',
      }),
      slot({ field: 'phone', x: 0.28, y: 0.805, width: 0.66, height: 0.065, start: 4.6, end: 8, align: 'left', color: '#ffe14d' }),
      slot({
        field: 'address',
        x: 0.08,
        y: 0.895,
        width: 0.84,
        height: 0.055,
        start: 4.9,
        end: 8,
        color: '#ffd6e0',
        bold: false,
      }),
    ],
  },
  {
    file: 'new-arrivals.mp4',
    name: 'New arrivals',
    category: 'Business',
    kind: 'STORY_VIDEO',
    duration: 10,
    music: 'music-boutique.m4a',
    slots: [
      // Each photo lands in its own white card (the card is drawn 8 px round the box).
      slot({ field: 'photo1', x: 0.1, y: 0.2547, width: 0.8, height: 0.3031, start: 1.1, end: 10, animation: 'slide-up' }),
      slot({ field: 'photo2', x: 0.1, y: 0.5875, width: 0.3722, height: 0.2, start: 1.7, end: 10, animation: 'slide-up' }),
      slot({
        field: 'photo3',
        x: 0.5278,
        y: 0.5875,
        width: 0.3722,
        height: 0.2,
        start: 2.3,
        end: 10,
        animation: 'slide-up',
      }),
      slot({ field: 'logo', x: 0.06, y: 0.84, width: 0.17, height: 0.096, start: 2.6, end: 10 }),
      slot({
        field: 'businessName',
        x: 0.26,
        y: 0.842,
        width: 0.7,
        height: 0.05,
        start: 2.8,
        end: 10,
        animation: 'slide-up',
        align: 'left',
      }),
      slot({
        field: 'customLine',
        x: 0.26,
        y: 0.893,
        width: 0.7,
        height: 0.036,
        start: 3.1,
        end: 10,
        color: '#f7d88a',
        bold: false,
        align: 'left',
      }),
      slot({ field: 'phone', x: 0.26, y: 0.937, width: 0.34, height: 0.038, start: 3.4, end: 10, align: 'left' }),
      slot({
        field: 'address',
        x: 0.6,
        y: 0.937,
        width: 0.36,
        height: 0.038,
        start: 3.6,
        end: 10,
        color: '#f3d5e6',
        bold: false,
        align: 'right',
      }),
    ],
  },
  {
    file: 'good-morning.mp4',
    name: 'Good morning',
    category: 'Greetings',
    kind: 'SQUARE_VIDEO',
    duration: 8,
    music: 'music-morning.m4a',
    // The greeting and the day's thought are in the video; the business signs off on the front hill.
    slots: [
      slot({ field: 'logo', x: 0.06, y: 0.745, width: 0.19, height: 0.19, start: 2.6, end: 8 }),
      slot({
        field: 'businessName',
        x: 0.28,
        y: 0.75,
        width: 0.68,
        height: 0.085,
        start: 2.9,
        end: 8,
        animation: 'slide-up',
        align: 'left',
      }),
      slot({ field: 'phone', x: 0.28, y: 0.845, width: 0.5, height: 0.065, start: 3.3, end: 8, align: 'left', color: '#ffe6a7' }),
    ],
  },
  {
    file: 'eid-mubarak.mp4',
    name: 'Eid Mubarak',
    category: 'Festival',
    kind: 'STORY_VIDEO',
    duration: 10,
    music: 'music-eid.m4a',
    slots: [
      slot({
        field: 'businessName',
        x: 0.08,
        y: 0.53,
        width: 0.84,
        height: 0.058,
        start: 2,
        end: 10,
        animation: 'slide-up',
      }),
      slot({
        field: 'customLine',
        x: 0.14,
        y: 0.597,
        width: 0.72,
        height: 0.042,
        start: 2.4,
        end: 10,
        color: '#03302b',
        background: '#f6d27a',
      }),
      // The logo shows in the front mosque's great dome.
      slot({ field: 'logo', x: 0.428, y: 0.71, width: 0.172, height: 0.097, start: 2.8, end: 10 }),
      slot({ field: 'phone', x: 0.2, y: 0.85, width: 0.6, height: 0.04, start: 3.2, end: 10, color: '#f6d27a' }),
      slot({
        field: 'address',
        x: 0.1,
        y: 0.9,
        width: 0.8,
        height: 0.04,
        start: 3.5,
        end: 10,
        color: '#d5efe8',
        bold: false,
      }),
    ],
  },
  {
    file: 'we-are-open.mp4',
    name: 'We are open',
    category: 'Business',
    kind: 'SQUARE_VIDEO',
    duration: 8,
    music: 'music-open.m4a',
    // Everything of the business sits on the wooden counter under the sign.
    slots: [
      slot({
        field: 'customLine',
        x: 0.1,
        y: 0.675,
        width: 0.8,
        height: 0.07,
        start: 2.4,
        end: 8,
        animation: 'slide-up',
        color: '#3e1c0c',
        background: '#ffd166',
      }),
      slot({ field: 'logo', x: 0.06, y: 0.77, width: 0.17, height: 0.17, start: 2.7, end: 8 }),
      slot({
        field: 'businessName',
        x: 0.26,
        y: 0.772,
        width: 0.7,
        height: 0.08,
        start: 2.9,
        end: 8,
        animation: 'slide-up',
        align: 'left',
      }),
      slot({ field: 'phone', x: 0.26, y: 0.858, width: 0.7, height: 0.058, start: 3.2, end: 8, align: 'left', color: '#ffd166' }),
      slot({
        field: 'address',
        x: 0.26,
        y: 0.922,
        width: 0.7,
        height: 0.05,
        start: 3.5,
        end: 8,
        align: 'left',
        color: '#f5e1cf',
        bold: false,
      }),
    ],
  },
];

/** src/seed/ → ../../seed-assets/videos when run from source; dist/ (main.js) → ./seed-assets/videos when bundled. */
export function demoVideosDir({ mustExist = true } = {}): string {
  const candidates = [
    fileURLToPath(new URL('../../seed-assets/videos', import.meta.url)),
    fileURLToPath(new URL('./seed-assets/videos', import.meta.url)),
  ];
  const found = candidates.find((dir) => existsSync(dir));
  if (found) return found;
  if (mustExist) throw new Error(`Demo video templates not found; looked in ${candidates.join(', ')}`);
  return candidates[0] ?? '';
}
