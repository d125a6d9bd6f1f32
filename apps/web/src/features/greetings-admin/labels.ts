// How the greetings' enums read on screen (the contract holds the values, the web the words).
import type { ImagePostLanguage, LayoutType, MediaType, PreviewStatus } from '@cardora/contract';
import { SHORT_MONTHS } from '#lib/format';

export const LANGUAGE_LABELS: Record<ImagePostLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  mr: 'Marathi',
  gu: 'Gujarati',
  bn: 'Bengali',
  pa: 'Punjabi',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  ml: 'Malayalam',
  or: 'Odia',
};

export const MEDIA_TYPE_LABELS: Record<MediaType, string> = { IMAGE: 'Image', VIDEO: 'Video' };

export const LAYOUT_LABELS: Record<LayoutType, string> = { SQUARE: 'Square', STORY: 'Story' };
export const LAYOUT_HINTS: Record<LayoutType, string> = {
  SQUARE: 'Square (1:1), for feeds and WhatsApp',
  STORY: 'Story (9:16), for status and stories',
};

export const PREVIEW_LABELS: Record<PreviewStatus, string> = {
  pending: 'Preparing preview…',
  ready: 'Preview ready',
  failed: 'The preview could not be made',
};

/** "1 post", "3 posts". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2026-10-20" -> "20 Oct 2026": a post's IST day, read as written (no time zone can move it). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${SHORT_MONTHS[Number(month) - 1] ?? ''} ${year}`;
}
