// Pure pieces of the video screens (no DOM, so Node tests them): where a render is in words and
// numbers, how often to ask again, where a slot sits on the frame, and file names. Words come
// from the 'products' area in the panel's language (a `t` is passed in).
import {
  isRenderSettled,
  istDateOf,
  renderStatusLabel,
  type TUserVideo,
  type TVideoAllowance,
  type TVideoSlot,
  type VideoTemplateKind,
} from '@cardora/contract';
import type { TFunction } from 'i18next';

/** How often a video being made is read again: about every second until it is ready or failed. */
export const RENDER_POLL_MS = 1000;

export function pollIntervalOf(video: Pick<TUserVideo, 'renderStatus'> | undefined): number | false {
  if (!video) return false;
  return isRenderSettled(video.renderStatus) ? false : RENDER_POLL_MS;
}

export interface ProgressView {
  /** The words under the bar (the contract's renderStatusLabel, in the panel's language). */
  label: string;
  /** false: queued, the bar moves without a number (nothing to measure yet). */
  determinate: boolean;
  /** 0..100. */
  value: number;
  tone: 'working' | 'ready' | 'failed';
}

/**
 * The bar for a render: indeterminate while queued, n% while rendering, full when ready. The
 * words in the panel's language with a `t` of the 'products' area; the contract's English
 * without one (the staff's lists).
 */
export function progressViewOf(video: Pick<TUserVideo, 'renderStatus' | 'progress'>, t?: TFunction): ProgressView {
  const label = t ? t(`videos.status.${video.renderStatus}`, { progress: video.progress }) : renderStatusLabel(video);
  const value = Math.max(0, Math.min(100, Math.round(video.progress)));
  switch (video.renderStatus) {
    case 'queued':
      return { label, determinate: false, value: 0, tone: 'working' };
    case 'rendering':
      return { label, determinate: true, value, tone: 'working' };
    case 'ready':
      return { label, determinate: true, value: 100, tone: 'ready' };
    case 'failed':
      return { label, determinate: true, value, tone: 'failed' };
  }
}

/** The CSS aspect ratio of a template kind's frame. */
export function aspectRatioOf(kind: VideoTemplateKind): string {
  return kind === 'STORY_VIDEO' ? '9 / 16' : '1 / 1';
}

export function kindLabel(kind: VideoTemplateKind): string {
  return kind === 'STORY_VIDEO' ? 'Story 9:16' : 'Square 1:1';
}

/** A slot's box over the frame, in per cent (fractions in the contract). */
export function slotBoxStyle(slot: Pick<TVideoSlot, 'x' | 'y' | 'width' | 'height'>) {
  const pc = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;
  return { left: pc(slot.x), top: pc(slot.y), width: pc(slot.width), height: pc(slot.height) };
}

/** "12 s", "9.5 s". */
export function secondsLabel(seconds: number): string {
  const rounded = Math.round(seconds * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} s`;
}

/** What the plan still allows, in a few words ("2 of 3 left", "Unlimited"). */
export function promotionalAllowanceLabel(allowance: TVideoAllowance['promotional'], t: TFunction): string {
  if (allowance.allowed < 0) return t('videos.allowance.unlimited');
  const left = Math.max(0, allowance.allowed - allowance.used);
  return t('videos.allowance.left', { count: allowance.allowed, left });
}

export function greetingAllowanceLabel(allowance: TVideoAllowance['greeting'], t: TFunction): string {
  if (allowance.allowed < 0) return t('videos.allowance.greetingUnlimited');
  const left = Math.max(0, allowance.allowed - allowance.usedToday);
  return t('videos.allowance.greetingLeft', { count: allowance.allowed, left });
}

/** A file name from the business and what the video is (letters, their vowel signs and digits of any script kept). */
export function videoFileName(businessName: string, what: string | null): string {
  const words = [businessName, what ?? 'video']
    .join(' ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${words || 'video'}.mp4`;
}

/** The category chips: the server's categories and any a shown template has, in alphabetical order. */
export function categoriesOf(templates: readonly { category: string }[], fromServer: readonly string[]): string[] {
  const seen = new Set<string>(fromServer);
  for (const template of templates) seen.add(template.category);
  return [...seen].sort((a, b) => a.localeCompare(b));
}

/** An API address with ?agency= added (outside production the server picks the agency from it). */
export function addAgencyParam(url: string, agency: string | null): string {
  if (!agency || !url.startsWith('/api/')) return url;
  const [path, query = ''] = url.split('?', 2);
  const search = new URLSearchParams(query);
  if (!search.has('agency')) search.set('agency', agency);
  return `${path}?${search.toString()}`;
}

/**
 * Today's greeting video of a post, if one was made (the server answers the same one again for
 * free the same IST day; a failed one does not count): newest first, as the list comes.
 */
export function todaysGreetingVideo<T extends { imagePostId: string | null; renderStatus: string; createdAt: string }>(
  videos: readonly T[],
  imageId: string,
  today: string,
): T | null {
  return (
    videos.find(
      (video) =>
        video.imagePostId === imageId &&
        video.renderStatus !== 'failed' &&
        istDateOf(new Date(video.createdAt)) === today,
    ) ?? null
  );
}
