// Videos made with ffmpeg: a promotional video from a template (its source looped or cut to
// the template's duration, cover-fitted to the output size, each slot's picture laid on with
// `overlay` between its start and end, the template's music faded out at the end) and a
// branded greeting video (a greetings library VIDEO post under the business's frame overlay).
// A music library track (already loudness-normalised) replaces either's sound, looped or cut to
// the video's length and faded in and out (docs/product-rules.md#video-music).
// Output is always H.264 + AAC with the index first (+faststart), which WhatsApp and
// Instagram take; a video with no sound gets a silent track, since some apps refuse a video
// without one.

import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type TVideoSlot,
  VIDEO_MAX_DURATION_SEC,
  VIDEO_OUTPUT_MAX_BYTES,
  VIDEO_OUTPUT_SIZES,
  type VideoTemplateKind,
} from '@cardora/contract';
import sharp from 'sharp';
import { timedRender } from '#lib/metrics';
import type { Size } from '../types';
import { VideoRenderError } from './errors';
import { deadline, runFfmpegToFile, spawnFfmpeg, stoppedError } from './ffmpeg';
import { probeAudio, probeVideo } from './probe';
import {
  type Box,
  initialsSlotPng,
  logoSlotPng,
  photoSlotPng,
  slotBox,
  slotText,
  type TextField,
  textSlotPng,
} from './slots';

export interface RenderOptions {
  outPath: string;
  /** 0 … 100, whole numbers, never going back; 100 once the file is at outPath. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Whole render, pictures included; default 120 s. */
  timeoutMs?: number;
}

export interface RenderResult {
  durationSec: number;
  sizeBytes: number;
  width: number;
  height: number;
}

/** How music comes in and goes out, in seconds (docs/product-rules.md#video-music). */
export interface MusicFade {
  inSec: number;
  outSec: number;
}

export interface TemplateVideoInput {
  sourcePath: string;
  musicPath: string | null;
  /** Default: the template's own music's (none in, 1 s out); a library track brings its own. */
  musicFade?: MusicFade;
  kind: VideoTemplateKind;
  /** Seconds the video lasts; the source is looped when shorter. */
  duration: number;
  slots: TVideoSlot[];
  values: {
    businessName: string;
    phone: string;
    address: string;
    customLine: string;
    logo: Buffer | null;
    photos: Buffer[];
  };
  /** The business's brand colours: the initials badge in a logo slot when there is no logo. */
  colors?: { primary: string; secondary: string };
}

export interface GreetingVideoInput {
  sourcePath: string;
  layout: 'SQUARE' | 'STORY';
  /** Full-frame RGBA PNG at the greeting size (1080 wide); scaled to the output. */
  overlayPng: Buffer;
  /** A library track: replaces the post's own sound, looped or cut to its length and faded. */
  musicPath?: string | null;
  musicFade?: MusicFade;
}

export const DEFAULT_TIMEOUT_MS = 120_000;
const FPS = 30;
const ANIMATION_SEC = 0.4;
const MUSIC_FADE_SEC = 1;
const OWN_MUSIC_FADE: MusicFade = { inSec: 0, outSec: MUSIC_FADE_SEC };
const DEFAULT_BRAND = '#1e3a8a';

/**
 * H.264 at CRF 23 with the rate capped at 3 Mbit/s (a 30 s video stays under ~12 MB with its
 * 128 kbit/s AAC, WhatsApp Status takes ~16 MB), one thread: the queue runs one render per core.
 */
const ENCODE = [
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-maxrate', '3M', '-bufsize', '6M'],
  ...['-pix_fmt', 'yuv420p', '-profile:v', 'high', '-r', String(FPS), '-g', String(FPS * 2)],
  ...['-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2'],
  ...['-movflags', '+faststart', '-threads', '1', '-f', 'mp4'],
];

/** scale + crop that fills `size` (cover), square pixels, 30 fps. */
const cover = (size: Size) =>
  `fps=${FPS},scale=${size.width}:${size.height}:force_original_aspect_ratio=increase:flags=bicubic,crop=${size.width}:${size.height},setsar=1`;

const seconds = (n: number) => Number(n.toFixed(3)).toString();

/** A slot's picture, where it goes and when. */
interface Layer {
  png: Buffer;
  box: Box;
  start: number;
  end: number;
  animation: TVideoSlot['animation'];
}

function isTextField(field: TVideoSlot['field']): field is TextField {
  return field === 'businessName' || field === 'phone' || field === 'address' || field === 'customLine';
}

/** Every slot with something to show, drawn at its box's size; empty text and missing photos are left out. */
async function layersOf(input: TemplateVideoInput, frame: Size, duration: number): Promise<Layer[]> {
  const { values } = input;
  const drawn = await Promise.all(
    input.slots.map(async (slot): Promise<Layer | null> => {
      const start = Math.max(0, Math.min(slot.start, duration));
      const end = Math.min(slot.end, duration);
      if (end - start < 1 / FPS) return null;
      const box = slotBox(slot, frame);
      const size = { width: box.width, height: box.height };
      let png: Buffer | null = null;
      if (isTextField(slot.field)) {
        const value = values[slot.field] ?? '';
        if (slotText(slot.field, value)) png = await textSlotPng(slot.field, value, slot, size);
      } else if (slot.field === 'logo') {
        if (values.logo) png = await logoSlotPng(values.logo, size);
        else if (values.businessName.trim())
          png = await initialsSlotPng(values.businessName, input.colors?.primary ?? DEFAULT_BRAND, size);
      } else {
        const index = Number(slot.field.slice('photo'.length)) - 1;
        const photo = values.photos[index];
        if (photo) png = await photoSlotPng(photo, size, index);
      }
      return png ? { png, box, start, end, animation: slot.animation } : null;
    }),
  );
  return drawn.filter((layer): layer is Layer => layer !== null);
}

/**
 * The filter graph that lays the layers (inputs 1 … n) over the cover-fitted source (input 0).
 * A still layer is one frame that `overlay` repeats; a fading one is that frame looped for the
 * 0.4 s of its fade only (then repeated), so no picture is decoded per frame.
 */
export function overlayGraph(layers: readonly Layer[], frame: Size): { graph: string; out: string } {
  const parts = [`[0:v]${cover(frame)},format=yuv420p[v0]`];
  const slide = Math.round(frame.height * 0.04);
  layers.forEach((layer, i) => {
    const input = i + 1;
    const s = seconds(layer.start);
    const e = seconds(layer.end);
    let source = `[${input}:v]`;
    let y = String(layer.box.top);
    if (layer.animation !== 'none') {
      const frames = Math.ceil(ANIMATION_SEC * FPS) + 2;
      parts.push(
        `[${input}:v]format=rgba,loop=loop=${frames}:size=1:start=0,setpts=N/${FPS}/TB+${s}/TB,fade=t=in:st=${s}:d=${ANIMATION_SEC}:alpha=1[l${input}]`,
      );
      source = `[l${input}]`;
      if (layer.animation === 'slide-up') {
        // Eases out: fast at first, settling on the box's top after 0.4 s.
        y = `'${layer.box.top}+${slide}*pow(1-clip((t-${s})/${ANIMATION_SEC},0,1),2)'`;
      }
    }
    parts.push(
      `[v${i}]${source}overlay=x=${layer.box.left}:y=${y}:eval=frame:enable='between(t,${s},${e})'[v${input}]`,
    );
  });
  return { graph: parts.join(';'), out: `[v${layers.length}]` };
}

/**
 * The fades of music over a video of `duration` seconds: in from the start, out to the end.
 * Short videos get shorter fades (in at most a quarter, out at most half of the video).
 */
export function musicFadeFilter(duration: number, fade: MusicFade): string {
  const fadeIn = Math.min(fade.inSec, duration / 4);
  const fadeOut = Math.min(fade.outSec, duration / 2);
  const parts = ['asetpts=PTS-STARTPTS'];
  if (fadeIn > 0) parts.push(`afade=t=in:st=0:d=${seconds(fadeIn)}`);
  if (fadeOut > 0) parts.push(`afade=t=out:st=${seconds(Math.max(0, duration - fadeOut))}:d=${seconds(fadeOut)}`);
  return parts.join(',');
}

/** Seconds and bytes of the finished file, checked against what we promise. */
async function resultOf(outPath: string, size: Size): Promise<RenderResult> {
  const probe = await probeVideo(outPath);
  const { size: sizeBytes } = await stat(outPath);
  if (!probe) {
    await rm(outPath, { force: true });
    throw new VideoRenderError('ffmpeg', 'ffmpeg wrote a file that does not play.');
  }
  if (sizeBytes > VIDEO_OUTPUT_MAX_BYTES) {
    await rm(outPath, { force: true });
    throw new VideoRenderError('ffmpeg', `The video came out at ${sizeBytes} bytes, over the limit.`);
  }
  return { durationSec: probe.durationSec, sizeBytes, width: size.width, height: size.height };
}

type Deadline = ReturnType<typeof deadline>;

/** Runs ffmpeg's encode under the render's deadline, then checks the file it wrote. */
async function encode(
  args: string[],
  durationSec: number,
  frame: Size,
  options: RenderOptions,
  stop: Deadline,
): Promise<RenderResult> {
  await runFfmpegToFile(
    { args, outPath: options.outPath, durationSec, onProgress: options.onProgress, signal: stop.signal },
    stop.reason,
  );
  return resultOf(options.outPath, frame);
}

/** What a render leaves to end, however it ended: its deadline's timer and its temporary folder. */
async function cleanUp(stop: Deadline, dir: string | undefined): Promise<void> {
  stop.clear();
  if (dir) await rm(dir, { recursive: true, force: true });
}

function checkDuration(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) throw new VideoRenderError('bad-source', 'No duration to render.');
  return Math.min(duration, VIDEO_MAX_DURATION_SEC);
}

/** A promotional video: the template's source with the business's details in the slots. */
export function renderTemplateVideo(input: TemplateVideoInput, options: RenderOptions): Promise<RenderResult> {
  return timedRender('video', () => renderTemplateVideoUntimed(input, options));
}

async function renderTemplateVideoUntimed(input: TemplateVideoInput, options: RenderOptions): Promise<RenderResult> {
  const frame = VIDEO_OUTPUT_SIZES[input.kind];
  const duration = checkDuration(input.duration);
  const stop = deadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
  let dir: string | undefined;
  try {
    const stopped = () => {
      if (stop.signal.aborted) throw stoppedError(stop.reason());
    };
    stopped();
    const [source, music] = await Promise.all([
      probeVideo(input.sourcePath),
      input.musicPath ? probeAudio(input.musicPath) : null,
    ]);
    if (!source) throw new VideoRenderError('bad-source', 'The template video cannot be played.', input.sourcePath);
    if (input.musicPath && !music)
      throw new VideoRenderError('bad-source', "The template's music cannot be played.", input.musicPath);
    stopped();
    const layers = await layersOf(input, frame, duration);
    stopped();
    dir = await mkdtemp(join(tmpdir(), 'cardora-video-'));
    const layerArgs: string[] = [];
    for (const [i, layer] of layers.entries()) {
      const file = join(dir, `slot-${i}.png`);
      await writeFile(file, layer.png);
      layerArgs.push('-i', file);
    }
    const { graph, out } = overlayGraph(layers, frame);
    const audioInput = layers.length + 1;
    const fade = `afade=t=out:st=${seconds(Math.max(0, duration - MUSIC_FADE_SEC))}:d=${MUSIC_FADE_SEC}`;
    let audioArgs: string[];
    let audioGraph: string;
    if (input.musicPath) {
      audioArgs = ['-stream_loop', '-1', '-i', input.musicPath];
      audioGraph = `[${audioInput}:a]${musicFadeFilter(duration, input.musicFade ?? OWN_MUSIC_FADE)}[aout]`;
    } else if (source.hasAudio) {
      audioArgs = [];
      audioGraph = `[0:a]${fade}[aout]`;
    } else {
      audioArgs = ['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo'];
      audioGraph = `[${audioInput}:a]anull[aout]`;
    }
    const args = [
      ...['-filter_complex_threads', '1', '-threads', '1', '-stream_loop', '-1', '-i', input.sourcePath],
      ...layerArgs,
      ...audioArgs,
      ...['-filter_complex', `${graph};${audioGraph}`, '-map', out, '-map', '[aout]'],
      ...['-t', seconds(duration), ...ENCODE],
    ];
    return await encode(args, duration, frame, options, stop);
  } finally {
    await cleanUp(stop, dir);
  }
}

const GREETING_OUTPUT: Record<GreetingVideoInput['layout'], Size> = {
  SQUARE: VIDEO_OUTPUT_SIZES.SQUARE_VIDEO,
  STORY: VIDEO_OUTPUT_SIZES.STORY_VIDEO,
};

/** A greeting video: the post's video cover-fitted to 720 wide, the business's frame over all of it. */
export function renderGreetingVideo(input: GreetingVideoInput, options: RenderOptions): Promise<RenderResult> {
  return timedRender('video', () => renderGreetingVideoUntimed(input, options));
}

async function renderGreetingVideoUntimed(input: GreetingVideoInput, options: RenderOptions): Promise<RenderResult> {
  const frame = GREETING_OUTPUT[input.layout];
  const stop = deadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
  let dir: string | undefined;
  try {
    const [source, music] = await Promise.all([
      probeVideo(input.sourcePath),
      input.musicPath ? probeAudio(input.musicPath) : null,
    ]);
    if (!source) throw new VideoRenderError('bad-source', 'The greeting video cannot be played.', input.sourcePath);
    if (input.musicPath && !music)
      throw new VideoRenderError('bad-source', 'The music cannot be played.', input.musicPath);
    const duration = checkDuration(source.durationSec);
    let overlay: Buffer;
    try {
      // Scaled once here (Lanczos, sharper than a per-frame scale in ffmpeg).
      overlay = await sharp(input.overlayPng)
        .resize(frame.width, frame.height, { fit: 'fill', kernel: 'lanczos3' })
        .ensureAlpha()
        .png({ compressionLevel: 1 })
        .toBuffer();
    } catch (error) {
      throw new VideoRenderError('ffmpeg', 'The frame overlay could not be read.', String(error));
    }
    if (stop.signal.aborted) throw stoppedError(stop.reason());
    dir = await mkdtemp(join(tmpdir(), 'cardora-video-'));
    const overlayFile = join(dir, 'frame.png');
    await writeFile(overlayFile, overlay);
    const fade = `afade=t=out:st=${seconds(Math.max(0, duration - MUSIC_FADE_SEC))}:d=${MUSIC_FADE_SEC}`;
    const audio = input.musicPath
      ? {
          args: ['-stream_loop', '-1', '-i', input.musicPath],
          graph: `[2:a]${musicFadeFilter(duration, input.musicFade ?? OWN_MUSIC_FADE)}[aout]`,
        }
      : source.hasAudio
        ? { args: [], graph: `[0:a]${fade}[aout]` }
        : { args: ['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo'], graph: '[2:a]anull[aout]' };
    const graph = `[0:v]${cover(frame)},format=yuv420p[base];[base][1:v]overlay=0:0[vout];${audio.graph}`;
    const args = [
      ...['-filter_complex_threads', '1', '-threads', '1', '-i', input.sourcePath, '-i', overlayFile],
      ...audio.args,
      ...['-filter_complex', graph, '-map', '[vout]', '-map', '[aout]'],
      ...['-t', seconds(duration), ...ENCODE],
    ];
    return await encode(args, duration, frame, options, stop);
  } finally {
    await cleanUp(stop, dir);
  }
}

/** A JPEG of the frame at `atSec` (for posters); the last frame when the video is shorter. */
export async function extractFrameJpeg(videoPath: string, atSec: number): Promise<Buffer> {
  const grab = async (seek: string[]) => {
    const stop = deadline(30_000);
    const chunks: Buffer[] = [];
    try {
      await spawnFfmpeg(
        [
          ...['-hide_banner', '-nostdin', '-v', 'error', ...seek, '-i', videoPath],
          ...['-frames:v', '1', '-q:v', '3', '-f', 'image2pipe', '-c:v', 'mjpeg', 'pipe:1'],
        ],
        stop.signal,
        stop.reason,
        (chunk) => chunks.push(chunk),
      );
    } finally {
      stop.clear();
    }
    return Buffer.concat(chunks);
  };
  const at = await grab(['-ss', seconds(Math.max(0, atSec))]);
  if (at.length > 0) return at;
  const last = await grab(['-sseof', '-0.5']);
  if (last.length > 0) return last;
  throw new VideoRenderError('bad-source', 'No frame could be taken from the video.', videoPath);
}
