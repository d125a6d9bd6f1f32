// The demo greeting library's shapes: a post's artwork, filing, dates and text layers
// (demo-greetings-library-v2.ts holds the posts).
import type { ImagePostLanguage, LayoutType } from '@cardora/contract';
import type { Motif } from '../areas/cards/media/artwork';

/** When a post appears: on the seed's own IST day, on a fixed calendar date, or on any day. */
export type DemoPostDate =
  | { kind: 'today' }
  /** Month and day of a date that recurs every year: the next one on or after the seed's day. */
  | { kind: 'yearly'; month: number; day: number }
  /** A festival whose date moves (lunar calendars): shown only while the date is ahead. */
  | { kind: 'on'; dates: readonly string[] }
  | { kind: 'any' };

/** Where a text layer sits, as fractions of the canvas. */
export interface DemoTextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One line of a post's text, drawn by the server over the text-free artwork in the customer's
 * language. Local to the demo library; the contract's text-layer type is the one that is stored.
 */
export interface DemoTextLayer {
  role: 'headline' | 'line' | 'smallPrint';
  box: DemoTextBox;
  align: 'left' | 'center' | 'right';
  color: string;
  texts: Partial<Record<ImagePostLanguage, string>>;
}

export interface DemoGreeting {
  /** The file's name under seed-assets/greetings/, without .jpg: text-free artwork. */
  file: string;
  /** The text in the post's own language (its headline and line), as the seed stores it today. */
  title: string;
  subtitle?: string;
  language: ImagePostLanguage;
  layout: LayoutType;
  motif: Motif;
  palette: readonly [string, string, string];
  /** The platform's image category and subcategory it is filed under. */
  category: string;
  subcategory: string;
  date: DemoPostDate;
  /** The festival calendar's key (e.g. 'diwali'), for festival posts. */
  festival?: string;
  /** Business category keys ('Business Category' subcategories) it suits; empty: any business. */
  suitedCategories: readonly string[];
  tags: readonly string[];
  /** Up to three layers: a headline, a line, a small print, each in several languages. */
  textLayers: readonly DemoTextLayer[];
}
