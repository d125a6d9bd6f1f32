// Short sources for the video tests and the bench, made by ffmpeg's own generators: a test
// pattern or a plain colour, with or without a tone, at any size.
import { deadline, spawnFfmpeg } from '../../src/areas/cards/media/video/ffmpeg';

export interface TestSourceOptions {
  width: number;
  height: number;
  durationSec: number;
  /** A plain colour (ffmpeg's names or 0xRRGGBB) instead of the moving test pattern. */
  color?: string;
  /** A 440 Hz tone as the sound track. */
  audio?: boolean;
  fps?: number;
}

/** Writes an H.264 (+ AAC) MP4 made from lavfi sources to `path`. */
export async function makeTestSource(path: string, options: TestSourceOptions): Promise<void> {
  const { width, height, durationSec, fps = 30 } = options;
  const video = options.color
    ? `color=c=${options.color}:s=${width}x${height}:r=${fps}:d=${durationSec}`
    : `testsrc=s=${width}x${height}:r=${fps}:d=${durationSec}`;
  const stop = deadline(60_000);
  try {
    await spawnFfmpeg(
      [
        ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', video],
        ...(options.audio ? ['-f', 'lavfi', '-i', `sine=f=440:d=${durationSec}`] : []),
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-threads', '1'],
        ...(options.audio ? ['-c:a', 'aac', '-shortest'] : []),
        path,
      ],
      stop.signal,
      stop.reason,
    );
  } finally {
    stop.clear();
  }
}

/** A tone as an M4A, standing in for a template's music. */
export async function makeTestMusic(path: string, durationSec: number): Promise<void> {
  const stop = deadline(60_000);
  try {
    await spawnFfmpeg(
      [
        ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=f=330:d=${durationSec}`],
        ...['-c:a', 'aac', '-b:a', '96k', path],
      ],
      stop.signal,
      stop.reason,
    );
  } finally {
    stop.clear();
  }
}
