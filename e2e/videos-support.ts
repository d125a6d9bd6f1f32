// Helpers for the videos journey: a short MP4 made with the npm ffmpeg (the template the super
// admin uploads), ffprobe's reading of a downloaded MP4, a watcher that keeps every state the
// render's progress bar showed, and a <video> in the page played for a moment.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ffmpegBinary, ffprobeBinary } from '../apps/server/src/areas/cards/media/video/binaries';

/**
 * A `seconds`-long H.264 + AAC MP4 at width×height (ffmpeg's moving test card and a tone), the
 * way a template maker's export looks to the server: +faststart, yuv420p. Returns its path.
 */
export function makeTemplateMp4(seconds: number, width: number, height: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'cardora-e2e-video-')), `template-${width}x${height}.mp4`);
  const made = spawnSync(
    ffmpegBinary(),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=330:sample_rate=44100:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-shortest',
      '-movflags',
      '+faststart',
      '-y',
      path,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(made.status, 0, `ffmpeg could not make the template video: ${made.stderr}`);
  return path;
}

export interface ProbedMp4 {
  durationSec: number;
  video: { codec: string; width: number; height: number } | null;
  audio: { codec: string } | null;
}

/** ffprobe's reading of an MP4 on disk: its length and its first video and audio streams. */
export function probeMp4(path: string): ProbedMp4 {
  const probed = spawnSync(
    ffprobeBinary(),
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { encoding: 'utf8' },
  );
  assert.equal(probed.status, 0, `ffprobe could not read ${path}: ${probed.stderr}`);
  const json = JSON.parse(probed.stdout) as {
    format: { duration?: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  };
  const video = json.streams.find((stream) => stream.codec_type === 'video');
  const audio = json.streams.find((stream) => stream.codec_type === 'audio');
  return {
    durationSec: Number(json.format.duration ?? 0),
    video: video ? { codec: video.codec_name, width: video.width ?? 0, height: video.height ?? 0 } : null,
    audio: audio ? { codec: audio.codec_name } : null,
  };
}

/** The first bytes of an MP4: 'ftyp' at byte 4 (the ISO base media file's first box). */
export function isMp4(path: string): boolean {
  const head = readFileSync(path).subarray(0, 12);
  return head.subarray(4, 8).toString('latin1') === 'ftyp';
}

declare global {
  interface Window {
    __progressSeen?: string[];
  }
}

/**
 * Keeps every state the render's progress bar shows ("queued -", "rendering 40 Making… 40%"),
 * read 25 times a second, so the journey can say the bar moved without racing the 1 s poll.
 * Plain text, not a function: tsx's compiled functions name helpers the page lacks.
 */
export const WATCH_PROGRESS = `
  window.__progressSeen = [];
  setInterval(() => {
    const bar = document.querySelector('[data-testid="video-progress"]');
    if (!bar) return;
    const label = document.querySelector('[data-testid="video-progress-label"]');
    const entry = [bar.getAttribute('data-status'), bar.getAttribute('aria-valuenow') || '-', label ? label.textContent : '']
      .join(' ');
    const seen = window.__progressSeen;
    if (seen[seen.length - 1] !== entry) seen.push(entry);
  }, 40);
`;

/** What the watcher saw, in order (consecutive repeats dropped). */
export function progressSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__progressSeen ?? []);
}

/**
 * Plays a <video> muted until `seconds` in (it must really decode: readyState ≥ 2 and the clock
 * moving), pauses it there and returns what the element knows about itself.
 */
export async function playFor(
  video: Locator,
  seconds: number,
): Promise<{ duration: number; width: number; height: number; readyState: number; currentTime: number }> {
  await video.evaluate((element) => {
    const player = element as HTMLVideoElement;
    player.muted = true;
    return player.play();
  });
  await video.page().waitForFunction(
    ({ element, seconds }) => {
      const player = element as HTMLVideoElement;
      return player.readyState >= 2 && player.currentTime >= seconds;
    },
    { element: await video.elementHandle(), seconds },
    { timeout: 20_000 },
  );
  return video.evaluate((element) => {
    const player = element as HTMLVideoElement;
    player.pause();
    return {
      duration: player.duration,
      width: player.videoWidth,
      height: player.videoHeight,
      readyState: player.readyState,
      currentTime: player.currentTime,
    };
  });
}
