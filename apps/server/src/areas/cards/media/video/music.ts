// Music library processing (docs/product-rules.md#video-music): an upload trimmed to
// [start, end] and normalised with ffmpeg's loudnorm in two passes (the first measures, the
// second applies one linear gain where the true-peak ceiling allows it, dynamic otherwise) to
// -14 LUFS integrated and -1 dBTP true peak, written as AAC in M4A (44.1 kHz stereo, the index
// first), then measured again: what is stored is what was measured, not what was asked for.
import { MUSIC_TARGET_LUFS, MUSIC_TARGET_TRUE_PEAK_DBTP } from '@cardora/contract';
import { VideoRenderError } from './errors';
import { deadline, runFfmpegToFile, spawnFfmpeg, stoppedError } from './ffmpeg';
import { probeAudio } from './probe';

/** loudnorm's loudness range target; the music keeps its own dynamics below it. */
const TARGET_LRA = 11;

export interface Loudness {
  /** Integrated loudness, LUFS. */
  integrated: number;
  /** True peak, dBTP. */
  truePeak: number;
  /** Loudness range, LU. */
  range: number;
  threshold: number;
  /** loudnorm's offset gain for the second pass. */
  offset: number;
}

export interface ProcessedMusic {
  durationMs: number;
  loudnessLufs: number;
  truePeakDbtp: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** atrim to [start, end] (milliseconds), timestamps from zero. */
const trimFilter = (trim: { startMs: number; endMs: number }) =>
  `atrim=start=${seconds(trim.startMs)}:end=${seconds(trim.endMs)},asetpts=PTS-STARTPTS`;

/** The JSON object loudnorm prints (print_format=json) at the end of its stderr. */
export function parseLoudnormJson(stderr: string): Loudness | null {
  const start = stderr.lastIndexOf('{');
  const end = stderr.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stderr.slice(start, end + 1));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const read = (name: string) => {
    const value = Number(Reflect.get(raw, name));
    return Number.isFinite(value) ? value : Number.NaN;
  };
  const loudness = {
    integrated: read('input_i'),
    truePeak: read('input_tp'),
    range: read('input_lra'),
    threshold: read('input_thresh'),
    offset: read('target_offset'),
  };
  return Number.isFinite(loudness.integrated) && Number.isFinite(loudness.truePeak) ? loudness : null;
}

const loudnormTarget = `loudnorm=I=${MUSIC_TARGET_LUFS}:TP=${MUSIC_TARGET_TRUE_PEAK_DBTP}:LRA=${TARGET_LRA}`;

/**
 * The loudness of a file (or of its [start, end] part): loudnorm's first pass. Silence measures
 * as -inf, which is reported as null (nothing to normalise).
 */
export async function measureLoudness(
  path: string,
  options: { trim?: { startMs: number; endMs: number }; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Loudness | null> {
  const stop = deadline(options.timeoutMs ?? 120_000, options.signal);
  try {
    const filters = [...(options.trim ? [trimFilter(options.trim)] : []), `${loudnormTarget}:print_format=json`];
    // -v info: loudnorm prints its JSON at the info level.
    const stderr = await spawnFfmpeg(
      [
        '-hide_banner',
        '-nostdin',
        '-nostats',
        '-v',
        'info',
        '-i',
        path,
        '-vn',
        '-af',
        filters.join(','),
        '-f',
        'null',
        '-',
      ],
      stop.signal,
      stop.reason,
    );
    return parseLoudnormJson(stderr);
  } finally {
    stop.clear();
  }
}

/**
 * Trims `inputPath` to [startMs, endMs], normalises it to the target and writes an M4A at
 * `outPath`; answers the processed file's length and measured loudness. A file with no sound to
 * measure, or ffmpeg failing, is a VideoRenderError ('bad-source' / 'ffmpeg').
 */
export async function processMusic(
  inputPath: string,
  outPath: string,
  trim: { startMs: number; endMs: number },
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ProcessedMusic> {
  const timeoutMs = options.timeoutMs ?? 180_000;
  const first = await measureLoudness(inputPath, { trim, signal: options.signal, timeoutMs });
  if (!first) throw new VideoRenderError('bad-source', 'The music has no sound to measure.', inputPath);
  const measured = [
    `measured_I=${first.integrated}`,
    `measured_TP=${first.truePeak}`,
    `measured_LRA=${Number.isFinite(first.range) ? first.range : 0}`,
    `measured_thresh=${Number.isFinite(first.threshold) ? first.threshold : -70}`,
    `offset=${Number.isFinite(first.offset) ? first.offset : 0}`,
  ].join(':');
  // loudnorm works at 192 kHz; the result is brought back to 44.1 kHz stereo.
  const graph = `${trimFilter(trim)},${loudnormTarget}:${measured}:linear=true,aresample=44100,aformat=channel_layouts=stereo`;
  const stop = deadline(timeoutMs, options.signal);
  try {
    await runFfmpegToFile(
      {
        args: [
          ...['-i', inputPath, '-vn', '-map_metadata', '-1', '-af', graph],
          ...['-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', '-threads', '1', '-f', 'mp4'],
        ],
        outPath,
        durationSec: (trim.endMs - trim.startMs) / 1000,
        signal: stop.signal,
      },
      stop.reason,
    );
  } finally {
    stop.clear();
  }
  if (options.signal?.aborted) throw stoppedError('aborted');
  const [probe, after] = await Promise.all([
    probeAudio(outPath),
    measureLoudness(outPath, { signal: options.signal, timeoutMs }),
  ]);
  if (!probe || !after) throw new VideoRenderError('ffmpeg', 'The processed music does not play.', outPath);
  return {
    durationMs: Math.round(probe.durationSec * 1000),
    loudnessLufs: Math.round(after.integrated * 100) / 100,
    truePeakDbtp: Math.round(after.truePeak * 100) / 100,
  };
}
