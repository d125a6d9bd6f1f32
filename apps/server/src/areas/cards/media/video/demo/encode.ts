// Turns a drawn Scene into an MP4 (each frame's SVG rasterised by resvg and piped to ffmpeg as
// raw RGBA) and synthesised PCM into an M4A. Seed tooling: run by generate-demo-videos.ts.
import { spawn } from 'node:child_process';
import { Resvg } from '@resvg/resvg-js';
import { ffmpegBinary } from '../binaries';
import type { Scene } from './kit';

export const SCENE_FPS = 30;

/** One frame as raw RGBA pixels. */
export function rasterise(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2 }).render().pixels;
}

function run(args: string[], feed: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegBinary(), args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr}`))));
    feed(child.stdin).then(
      () => child.stdin.end(),
      (error: unknown) => {
        child.kill('SIGKILL');
        reject(error);
      },
    );
  });
}

function write(stdin: NodeJS.WritableStream, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const ok = stdin.write(data, (error) => (error ? reject(error) : undefined));
    if (ok) resolve();
    else stdin.once('drain', () => resolve());
  });
}

export interface SceneEncoding {
  /** x264's constant rate factor (higher is smaller). */
  crf: number;
  /** The bitrate cap, kbit/s: with a buffer of twice that, it bounds the file at about duration × cap. */
  maxKbps: number;
  /** x264's tune for flat drawn pictures (stronger deblocking, more reference frames): less banding per byte. */
  animation?: boolean;
}

/** The first four templates' settings: CRF 24 with a 1.1 Mbit/s cap keeps a 10 s source near a megabyte. */
export const DEFAULT_SCENE_ENCODING: SceneEncoding = { crf: 24, maxKbps: 1100 };

/** The scene as H.264 at 30 fps, no sound (the template's music is its own file). */
export async function encodeScene(
  scene: Scene,
  outPath: string,
  encoding: SceneEncoding = DEFAULT_SCENE_ENCODING,
  onFrame?: (index: number, total: number) => void,
) {
  const total = Math.round(scene.duration * SCENE_FPS);
  const { crf, maxKbps } = encoding;
  await run(
    [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgba'],
      ...['-s', `${scene.width}x${scene.height}`, '-r', String(SCENE_FPS), '-i', 'pipe:0'],
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', String(crf), '-maxrate', `${maxKbps}k`],
      ...['-bufsize', `${maxKbps * 2}k`, ...(encoding.animation ? ['-tune', 'animation'] : [])],
      ...['-pix_fmt', 'yuv420p', '-profile:v', 'high', '-g', '60', '-movflags', '+faststart', outPath],
    ],
    async (stdin) => {
      for (let i = 0; i < total; i++) {
        await write(stdin, rasterise(scene.frame(i / SCENE_FPS)));
        onFrame?.(i, total);
      }
    },
  );
}

/** Interleaved stereo samples (-1 … 1) at `rate` Hz as an AAC M4A at `kbps`. */
export async function encodeMusic(samples: Float32Array, rate: number, outPath: string, kbps = 128) {
  const pcm = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i] ?? 0)) * 32767), i * 2);
  }
  await run(
    [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 's16le', '-ar', String(rate), '-ac', '2', '-i', 'pipe:0'],
      ...['-c:a', 'aac', '-b:a', `${kbps}k`, '-movflags', '+faststart', outPath],
    ],
    (stdin) => write(stdin, pcm),
  );
}
