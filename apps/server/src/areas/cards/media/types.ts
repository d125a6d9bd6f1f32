// The media module's public types (re-exported from render.ts).

export type GreetingLayout = 'SQUARE' | 'STORY';
export type FrameName =
  | 'frame7'
  | 'frame2'
  | 'frame3'
  | 'light-band'
  | 'glass'
  | 'corner-badge'
  | 'minimal-footer'
  | 'ribbon'
  | 'arch'
  | 'split-panel'
  | 'stamp'
  | 'spotlight';
export type FrameKind = 'regular' | 'product' | 'political';

export const GREETING_LAYOUTS: readonly GreetingLayout[] = ['SQUARE', 'STORY'];
export const FRAME_NAMES: readonly FrameName[] = [
  'frame7',
  'frame2',
  'frame3',
  'light-band',
  'glass',
  'corner-badge',
  'minimal-footer',
  'ribbon',
  'arch',
  'split-panel',
  'stamp',
  'spotlight',
];
export const FRAME_KINDS: readonly FrameKind[] = ['regular', 'product', 'political'];

/** One business as every rendered output sees it (greetings, PDF cards, videos). */
export interface BrandProfile {
  /** Changes whenever anything below changes; part of every cache key. */
  version: string;
  businessName: string;
  categoryName?: string | null;
  /** Any image sharp reads. */
  logo?: Buffer | null;
  phone?: string | null;
  whatsapp?: string | null;
  email?: string | null;
  address?: string | null;
  website?: string | null;
  /** Short public address shown as text, e.g. 'demo.cardora.app/sharma-sweets'. */
  cardAddress: string;
  colors: { primary: string; secondary: string };
  product?: { name: string; pricePaise: number | null; image?: Buffer | null } | null;
  person?: { name: string; designation?: string | null; photo?: Buffer | null } | null;
}

export interface Size {
  width: number;
  height: number;
}
