// Set-ups shared by the music library tests: tones made by ffmpeg's sine source in each format
// we take, tracks inserted directly (processed already) with their files in the app's storage,
// waiting for the processing job, and the loudness of a made video's sound over time.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { deadline, spawnFfmpeg } from '../../src/areas/cards/media/video/ffmpeg';
import { type AgencyRow, type MusicTrackRow, musicTracks } from '../../src/db/schema';
import type { TestApp } from '../support/app';

export type ToneFormat = 'm4a' | 'mp3' | 'wav' | 'ogg';

const CODECS: Record<ToneFormat, string[]> = {
  m4a: ['-c:a', 'aac', '-b:a', '96k', '-f', 'mp4'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '96k', '-f', 'mp3'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '2', '-f', 'ogg'],
};

async function ffmpegTo(args: string[], outPath: string): Promise<void> {
  const stop = deadline(60_000);
  try {
    await spawnFfmpeg(['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args, outPath], stop.signal, stop.reason);
  } finally {
    stop.clear();
  }
}

const made = new Map<string, Promise<Buffer>>();

/**
 * A 440 Hz tone of `seconds` in `format`, at `volume` times the sine source's own level (a
 * lower sample rate makes long files quick); made once per file.
 */
export function toneBytes(format: ToneFormat, seconds: number, volume = 0.25, sampleRate = 44100): Promise<Buffer> {
  const key = `${format}-${seconds}-${volume}-${sampleRate}`;
  let bytes = made.get(key);
  if (!bytes) {
    bytes = (async () => {
      const dir = await mkdtemp(join(tmpdir(), 'cardora-music-test-'));
      try {
        const path = join(dir, `tone.${format}`);
        await ffmpegTo(
          [
            '-f',
            'lavfi',
            '-i',
            `sine=f=440:d=${seconds}:sample_rate=${sampleRate}`,
            '-af',
            `volume=${volume}`,
            ...CODECS[format],
          ],
          path,
        );
        return await readFile(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    })();
    made.set(key, bytes);
  }
  return bytes;
}

/** A track inserted directly, processed already: a tone as both its original and its processed file. */
export async function insertTrack(
  t: TestApp,
  options: { agency: AgencyRow | null; name?: string; seconds?: number; processed?: boolean } = { agency: null },
): Promise<MusicTrackRow> {
  const id = randomUUID();
  const owner = options.agency?.id ?? 'platform';
  const seconds = options.seconds ?? 4;
  const bytes = await toneBytes('m4a', seconds, 1);
  const originalKey = `music/${owner}/${id}/original-${randomUUID()}.m4a`;
  const storageKey = options.processed === false ? null : `music/${owner}/${id}/${randomUUID()}.m4a`;
  await t.storage.put(originalKey, bytes, 'audio/mp4');
  if (storageKey) await t.storage.put(storageKey, bytes, 'audio/mp4');
  const [row] = await t.db
    .insert(musicTracks)
    .values({
      id,
      agencyId: options.agency?.id ?? null,
      name: options.name ?? `Track ${id.slice(0, 8)}`,
      originalKey,
      originalDurationMs: seconds * 1000,
      trimEndMs: seconds * 1000,
      storageKey,
      durationMs: storageKey ? seconds * 1000 : null,
      loudnessLufs: storageKey ? -14 : null,
      status: storageKey ? 'ready' : 'pending',
    })
    .returning();
  if (!row) throw new Error('track not made');
  return row;
}

export async function trackRow(t: TestApp, id: string): Promise<MusicTrackRow | null> {
  const [row] = await t.db.select().from(musicTracks).where(eq(musicTracks.id, id));
  return row ?? null;
}

/** The track's row once its processing settled (ready or failed) at `version`, polling every 100 ms. */
export async function waitForTrack(t: TestApp, id: string, version = 1, timeoutMs = 90_000): Promise<MusicTrackRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await trackRow(t, id);
    if (row && row.version === version && row.status !== 'pending') return row;
    if (Date.now() > until) throw new Error(`track ${id} not processed: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The loudness (RMS, dBFS) of a media file's sound over [from, to) seconds; `to` negative counts
 * from the end. The sound is decoded to mono 8 kHz floats.
 */
export async function soundLevels(
  media: Buffer,
  windows: { from: number; to: number }[],
): Promise<{ levels: number[]; durationSec: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'cardora-music-levels-'));
  try {
    const input = join(dir, 'media');
    await writeFile(input, media);
    const raw = join(dir, 'sound.f32');
    await ffmpegTo(['-i', input, '-vn', '-ac', '1', '-ar', '8000', '-f', 'f32le'], raw);
    const bytes = await readFile(raw);
    const samples = new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4));
    const durationSec = samples.length / 8000;
    const levels = windows.map(({ from, to }) => {
      const start = Math.max(0, Math.floor((from < 0 ? durationSec + from : from) * 8000));
      const end = Math.min(samples.length, Math.floor((to <= 0 ? durationSec + to : to) * 8000));
      let sum = 0;
      for (let i = start; i < end; i++) sum += (samples[i] ?? 0) ** 2;
      const rms = Math.sqrt(sum / Math.max(1, end - start));
      return rms > 0 ? 20 * Math.log10(rms) : -120;
    });
    return { levels, durationSec };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
