// The video renderer end to end on short generated sources: what WhatsApp and Instagram need
// (H.264, AAC always present, the index first, the exact length and size, under 16 MB), what a
// person sees (the logo drawn, the text only while its slot is on), and how a render ends
// (progress up to 100, abort and timeout kill ffmpeg and leave no file behind). Frames are kept
// under test-results/video/ for a person to look at.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TVideoSlot } from '@cardora/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestMusic, makeTestSource } from '#test/factories/media-video';
import { deadline, progressReader, spawnFfmpeg } from './ffmpeg';
import {
  extractFrameJpeg,
  probeAudio,
  probeVideo,
  renderGreetingVideo,
  renderTemplateVideo,
  sampleVideoValues,
  type TemplateVideoInput,
  VideoRenderError,
} from './index';
import { slotBox, textSlotPng } from './slots';

const ARTEFACTS = fileURLToPath(new URL('../../../../../../../test-results/video/', import.meta.url));
const BACKGROUND = '0x1f4f8f';
const BG_RGB = [0x1f, 0x4f, 0x8f];

let dir: string;
let plainSource: string; // a plain colour, no sound: the text test and the silent track
let patternSource: string; // the moving test pattern with a tone, 2 s: looped to longer videos
let music: string;

function slot(
  field: TVideoSlot['field'],
  box: [number, number, number, number],
  time: [number, number],
  extra: Partial<TVideoSlot> = {},
): TVideoSlot {
  const [x, y, width, height] = box;
  const [start, end] = time;
  return {
    field,
    x,
    y,
    width,
    height,
    start,
    end,
    animation: 'none',
    color: '#ffffff',
    background: null,
    bold: true,
    align: 'center',
    ...extra,
  };
}

/** One frame of a video as raw RGB pixels (PNG through a pipe, so nothing is lost to JPEG). */
async function frameAt(path: string, atSec: number, keepAs?: string) {
  const stop = deadline(30_000);
  const chunks: Buffer[] = [];
  try {
    await spawnFfmpeg(
      ['-v', 'error', '-ss', String(atSec), '-i', path, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
      stop.signal,
      stop.reason,
      (chunk) => chunks.push(chunk),
    );
  } finally {
    stop.clear();
  }
  const png = Buffer.concat(chunks);
  if (keepAs) {
    mkdirSync(ARTEFACTS, { recursive: true });
    writeFileSync(join(ARTEFACTS, keepAs), png);
  }
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type Frame = Awaited<ReturnType<typeof frameAt>>;

/** Mean distance from the background colour and the spread of luma inside a box of the frame. */
function regionStats(frame: Frame, box: { left: number; top: number; width: number; height: number }) {
  let far = 0;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      const i = (y * frame.width + x) * 3;
      const rgb = [frame.data[i] ?? 0, frame.data[i + 1] ?? 0, frame.data[i + 2] ?? 0];
      const distance = Math.max(...rgb.map((v, c) => Math.abs(v - (BG_RGB[c] ?? 0))));
      if (distance > 40) far++;
      const luma = 0.299 * (rgb[0] ?? 0) + 0.587 * (rgb[1] ?? 0) + 0.114 * (rgb[2] ?? 0);
      sum += luma;
      sumSq += luma * luma;
      n++;
    }
  }
  const mean = sum / n;
  return { farShare: far / n, lumaStdDev: Math.sqrt(sumSq / n - mean * mean) };
}

/** Top-level box types of an MP4, in file order. */
async function topLevelBoxes(path: string): Promise<string[]> {
  const data = await readFile(path);
  const types: string[] = [];
  let offset = 0;
  while (offset + 8 <= data.length) {
    let size = data.readUInt32BE(offset);
    types.push(data.toString('latin1', offset + 4, offset + 8));
    if (size === 1) size = Number(data.readBigUInt64BE(offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return types;
}

/** What every output must be: H.264 + AAC, the size, the length within 0.15 s, under 16 MB, index first. */
async function expectShareable(path: string, size: { width: number; height: number }, durationSec: number) {
  const probe = await probeVideo(path);
  expect(probe).not.toBeNull();
  expect(probe?.videoCodec).toBe('h264');
  expect(probe?.hasAudio).toBe(true);
  expect(probe?.audioCodec).toBe('aac');
  expect(probe?.width).toBe(size.width);
  expect(probe?.height).toBe(size.height);
  expect(Math.abs((probe?.durationSec ?? 0) - durationSec)).toBeLessThanOrEqual(0.15);
  expect(probe?.sizeBytes).toBeLessThan(16 * 1024 * 1024);
  const boxes = await topLevelBoxes(path);
  expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
  expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cardora-video-test-'));
  plainSource = join(dir, 'plain.mp4');
  patternSource = join(dir, 'pattern.mp4');
  music = join(dir, 'music.m4a');
  await Promise.all([
    makeTestSource(plainSource, { width: 360, height: 640, durationSec: 3, color: BACKGROUND }),
    makeTestSource(patternSource, { width: 640, height: 360, durationSec: 2, audio: true }),
    makeTestMusic(music, 2),
  ]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('renderTemplateVideo', () => {
  it('lays the logo and Hindi + English text on a shareable square video, each slot only while it is on', async () => {
    const outPath = join(dir, 'square.mp4');
    const values = await sampleVideoValues();
    const slots = [
      slot('logo', [0.05, 0.05, 0.3, 0.3], [0, 3]),
      slot('businessName', [0.05, 0.45, 0.9, 0.14], [1, 2]),
      slot('customLine', [0.05, 0.7, 0.9, 0.12], [0.5, 3], { animation: 'fade', background: '#c2185b' }),
      slot('address', [0.05, 0.85, 0.9, 0.1], [0, 3], { animation: 'slide-up' }),
    ];
    const progress: number[] = [];
    const result = await renderTemplateVideo(
      { sourcePath: plainSource, musicPath: null, kind: 'SQUARE_VIDEO', duration: 3, slots, values },
      { outPath, onProgress: (p) => progress.push(p) },
    );
    expect(result).toMatchObject({ width: 720, height: 720 });
    expect(Math.abs(result.durationSec - 3)).toBeLessThanOrEqual(0.15);
    await expectShareable(outPath, { width: 720, height: 720 }, 3);
    expect(existsSync(`${outPath}.part`)).toBe(false);

    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThan(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1] ?? -1);
    expect(progress.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);

    const frame = { width: 720, height: 720 };
    const logo = slotBox(slots[0] as TVideoSlot, frame);
    const name = slotBox(slots[1] as TVideoSlot, frame);
    const before = await frameAt(outPath, 0.5, 'square-0.5s.png');
    const during = await frameAt(outPath, 1.5, 'square-1.5s.png');
    const after = await frameAt(outPath, 2.5, 'square-2.5s.png');
    // The logo: a drawn emblem (reds, golds and cream), not the flat background.
    const logoStats = regionStats(during, logo);
    expect(logoStats.farShare).toBeGreaterThan(0.4);
    expect(logoStats.lumaStdDev).toBeGreaterThan(20);
    // The name: on the frame between 1 and 2 s only; otherwise the background shows there.
    expect(regionStats(during, name).farShare).toBeGreaterThan(0.05);
    expect(regionStats(before, name).farShare).toBeLessThan(0.002);
    expect(regionStats(after, name).farShare).toBeLessThan(0.002);
  });

  it('loops a shorter source to the duration, plays the music and fits a story frame', async () => {
    const outPath = join(dir, 'story.mp4');
    const values = await sampleVideoValues();
    const result = await renderTemplateVideo(
      {
        sourcePath: patternSource,
        musicPath: music,
        kind: 'STORY_VIDEO',
        duration: 3.5,
        slots: [
          slot('photo1', [0.1, 0.3, 0.8, 0.35], [0, 3.5], { animation: 'fade' }),
          slot('phone', [0.1, 0.8, 0.8, 0.06], [0, 3.5], { background: '#ffd54f', color: '#222222' }),
          slot('photo3', [0.1, 0.1, 0.3, 0.1], [0, 3.5]), // no third photo given: skipped
          slot('customLine', [0.1, 0.7, 0.8, 0.06], [0, 3.5]), // empty: skipped
        ],
        values: { ...values, customLine: '  ', photos: values.photos.slice(0, 1) },
      },
      { outPath },
    );
    expect(result).toMatchObject({ width: 720, height: 1280 });
    await expectShareable(outPath, { width: 720, height: 1280 }, 3.5);
    const audio = await probeAudio(outPath);
    expect(audio?.codec).toBe('aac');
    const frame = await frameAt(outPath, 2.8, 'story-2.8s.png');
    expect(
      regionStats(frame, slotBox({ x: 0.1, y: 0.3, width: 0.8, height: 0.35 }, { width: 720, height: 1280 }))
        .lumaStdDev,
    ).toBeGreaterThan(15);
  });

  it('draws the initials on a badge in the brand colour when there is no logo', async () => {
    const outPath = join(dir, 'no-logo.mp4');
    const values = await sampleVideoValues();
    const logoSlot = slot('logo', [0.3, 0.3, 0.4, 0.4], [0, 2]);
    await renderTemplateVideo(
      {
        sourcePath: plainSource,
        musicPath: null,
        kind: 'SQUARE_VIDEO',
        duration: 2,
        slots: [logoSlot],
        values: { ...values, businessName: 'Green Leaf Organics', logo: null },
        colors: { primary: '#1e8449', secondary: '#f4d03f' },
      },
      { outPath },
    );
    const frame = await frameAt(outPath, 1, 'no-logo-1s.png');
    const box = slotBox(logoSlot, { width: 720, height: 720 });
    // Left of the initials, inside the ring: the brand green.
    const i = ((box.top + Math.round(box.height / 2)) * 720 + box.left + Math.round(box.width * 0.15)) * 3;
    const pixel = [frame.data[i] ?? 0, frame.data[i + 1] ?? 0, frame.data[i + 2] ?? 0];
    for (const [c, want] of [0x1e, 0x84, 0x49].entries()) expect(Math.abs((pixel[c] ?? 0) - want)).toBeLessThan(24);
    expect(regionStats(frame, box).lumaStdDev).toBeGreaterThan(20);
  });

  it('refuses an unreadable photo as bad-photo and an unplayable source as bad-source, leaving nothing', async () => {
    const values = await sampleVideoValues();
    const outPath = join(dir, 'bad.mp4');
    const input: TemplateVideoInput = {
      sourcePath: plainSource,
      musicPath: null,
      kind: 'SQUARE_VIDEO',
      duration: 2,
      slots: [slot('photo1', [0.1, 0.1, 0.5, 0.5], [0, 2])],
      values: { ...values, photos: [Buffer.from('not a picture at all')] },
    };
    await expect(renderTemplateVideo(input, { outPath })).rejects.toMatchObject({ reason: 'bad-photo' });
    const garbage = join(dir, 'garbage.mp4');
    await writeFile(garbage, Buffer.alloc(4096, 7));
    await expect(renderTemplateVideo({ ...input, sourcePath: garbage, values }, { outPath })).rejects.toMatchObject({
      reason: 'bad-source',
    });
    expect(existsSync(outPath) || existsSync(`${outPath}.part`)).toBe(false);
  });

  it('reports a failing ffmpeg with its last stderr lines and removes the .part', async () => {
    const values = await sampleVideoValues();
    const outPath = join(dir, 'no-such-dir', 'out.mp4');
    const error = await renderTemplateVideo(
      { sourcePath: plainSource, musicPath: null, kind: 'SQUARE_VIDEO', duration: 2, slots: [], values },
      { outPath },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoRenderError);
    expect(error).toMatchObject({ reason: 'ffmpeg' });
    expect((error as VideoRenderError).detail).toMatch(/no-such-dir/);
    expect(existsSync(`${outPath}.part`)).toBe(false);
  });

  it('kills ffmpeg on abort and on timeout, leaving no file at outPath nor its .part', async () => {
    const values = await sampleVideoValues();
    const input: TemplateVideoInput = {
      sourcePath: patternSource,
      musicPath: null,
      kind: 'STORY_VIDEO',
      duration: 30,
      slots: [slot('businessName', [0.1, 0.1, 0.8, 0.1], [0, 30])],
      values,
    };
    const aborted = join(dir, 'aborted.mp4');
    const controller = new AbortController();
    const started = performance.now();
    const render = renderTemplateVideo(input, {
      outPath: aborted,
      signal: controller.signal,
      onProgress: (p) => {
        if (p > 0) controller.abort();
      },
    });
    await expect(render).rejects.toMatchObject({ reason: 'aborted' });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(existsSync(aborted) || existsSync(`${aborted}.part`)).toBe(false);

    const timedOut = join(dir, 'timed-out.mp4');
    await expect(renderTemplateVideo(input, { outPath: timedOut, timeoutMs: 1500 })).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(existsSync(timedOut) || existsSync(`${timedOut}.part`)).toBe(false);

    const early = new AbortController();
    early.abort();
    await expect(renderTemplateVideo(input, { outPath: aborted, signal: early.signal })).rejects.toMatchObject({
      reason: 'aborted',
    });
  });
});

describe('text slots', () => {
  it('shrinks long text to stay inside its box', async () => {
    const s = slot('address', [0, 0, 0.5, 0.08], [0, 1], { bold: false });
    const box = { width: 360, height: 58 };
    const ink = async (text: string) => {
      const png = await textSlotPng('address', text, s, box);
      const { data, info } = await sharp(png).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([box.width, box.height]);
      let top = info.height;
      let bottom = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width; x++)
          if ((data[y * info.width + x] ?? 0) > 128) {
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
          }
      return bottom - top;
    };
    const short = await ink('Jaipur');
    const long = await ink('दुकान नंबर 12, गांधी चौक, मुख्य बाज़ार के पास, Jaipur, Rajasthan 302001');
    expect(short).toBeGreaterThan(20);
    expect(long).toBeGreaterThan(0);
    expect(long).toBeLessThan(box.height);
  });
});

describe('renderGreetingVideo', () => {
  it('puts the frame overlay over the whole post video, keeping its sound', async () => {
    const overlayPng = await sharp({
      create: { width: 1080, height: 1920, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        { input: { create: { width: 1080, height: 300, channels: 4, background: '#e53935' } }, left: 0, top: 1620 },
      ])
      .png()
      .toBuffer();
    const outPath = join(dir, 'greeting.mp4');
    const result = await renderGreetingVideo({ sourcePath: patternSource, layout: 'STORY', overlayPng }, { outPath });
    expect(result).toMatchObject({ width: 720, height: 1280 });
    await expectShareable(outPath, { width: 720, height: 1280 }, 2);
    const frame = await frameAt(outPath, 1, 'greeting-1s.png');
    // The overlay's red band (#e53935) covers the bottom of the frame, within video coding error.
    const i = (1200 * 720 + 360) * 3;
    const pixel = [frame.data[i] ?? 0, frame.data[i + 1] ?? 0, frame.data[i + 2] ?? 0];
    for (const [c, want] of [0xe5, 0x39, 0x35].entries()) expect(Math.abs((pixel[c] ?? 0) - want)).toBeLessThan(24);
    expect(regionStats(frame, { left: 0, top: 0, width: 720, height: 1000 }).lumaStdDev).toBeGreaterThan(20);
  });

  it('adds a silent track to a post without sound', async () => {
    const overlayPng = await sharp({
      create: { width: 1080, height: 1080, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const outPath = join(dir, 'greeting-square.mp4');
    await renderGreetingVideo({ sourcePath: plainSource, layout: 'SQUARE', overlayPng }, { outPath });
    await expectShareable(outPath, { width: 720, height: 720 }, 3);
  });
});

describe('probing', () => {
  it('knows a video, and says null for a PNG named .mp4, truncated bytes and garbage', async () => {
    const probe = await probeVideo(patternSource);
    expect(probe).toMatchObject({ width: 640, height: 360, videoCodec: 'h264', hasAudio: true, audioCodec: 'aac' });
    expect(probe?.durationSec).toBeCloseTo(2, 1);

    const png = join(dir, 'picture.mp4');
    await writeFile(
      png,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(await probeVideo(png)).toBeNull();

    const whole = await readFile(patternSource);
    for (const share of [0.5, 0.9]) {
      const cut = join(dir, `cut-${share}.mp4`);
      await writeFile(cut, whole.subarray(0, Math.floor(whole.length * share)));
      expect(await probeVideo(cut)).toBeNull();
    }
    const garbage = join(dir, 'noise.mp4');
    await writeFile(garbage, Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 251)));
    expect(await probeVideo(garbage)).toBeNull();
    expect(await probeVideo(join(dir, 'missing.mp4'))).toBeNull();
  });

  it('knows music, and not a picture', async () => {
    expect(await probeAudio(music)).toMatchObject({ codec: 'aac' });
    expect(await probeAudio(join(dir, 'picture.mp4'))).toBeNull();
  });
});

describe('extractFrameJpeg', () => {
  it('takes a JPEG of a frame, and the last one past the end', async () => {
    for (const at of [0.5, 60]) {
      const jpeg = await extractFrameJpeg(patternSource, at);
      expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    }
  });
});

describe('progressReader', () => {
  it('turns out_time lines into whole per cents that only go up, 100 only when done', () => {
    const seen: number[] = [];
    const reader = progressReader(10, (p) => seen.push(p));
    reader.push('frame=1\nout_time_ms=1000000\nout_time_us=1000000\n');
    reader.push('out_time_ms=500000\nout_ti');
    reader.push('me_ms=5500000\nprogress=continue\nout_time_ms=12000000\n');
    reader.done();
    expect(seen).toEqual([10, 55, 99, 100]);
  });
});
