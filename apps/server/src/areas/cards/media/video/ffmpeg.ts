// One ffmpeg run: spawned with `-progress pipe:1 -nostats`, its progress turned into whole
// per cents that only go up, killed with SIGKILL on timeout or abort, its stderr's last lines
// kept for the error. The output is written to `<out>.part` and renamed over `<out>` only when
// ffmpeg succeeded, so a half-written file never appears at `<out>`.
import { spawn } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { ffmpegBinary } from './binaries';
import { VideoRenderError } from './errors';

export interface FfmpegRun {
  /** Everything between the binary and the output path (inputs, filters, codecs, `-f mp4`). */
  args: string[];
  outPath: string;
  /** Seconds the output lasts, for the per cents. */
  durationSec: number;
  onProgress?: (percent: number) => void;
  /** Aborted by the caller or by the render's deadline (see `deadline`). */
  signal: AbortSignal;
}

const STDERR_KEEP = 4000;

/** An AbortSignal that fires on the caller's signal or after `timeoutMs`, saying which. */
export function deadline(
  timeoutMs: number,
  signal?: AbortSignal,
): { signal: AbortSignal; reason: () => 'timeout' | 'aborted'; clear: () => void } {
  const controller = new AbortController();
  let why: 'timeout' | 'aborted' = 'aborted';
  const timer = setTimeout(() => {
    why = 'timeout';
    controller.abort();
  }, timeoutMs);
  timer.unref?.();
  const onAbort = () => {
    why = 'aborted';
    controller.abort();
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    reason: () => why,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export function stoppedError(reason: 'timeout' | 'aborted'): VideoRenderError {
  return reason === 'timeout'
    ? new VideoRenderError('timeout', 'The render took too long and was stopped.')
    : new VideoRenderError('aborted', 'The render was stopped.');
}

/** Per cents from ffmpeg's progress lines: whole numbers, never going back, 99 at most until done. */
export function progressReader(durationSec: number, onProgress?: (percent: number) => void) {
  let last = -1;
  let pending = '';
  const emit = (percent: number) => {
    if (!onProgress || percent <= last) return;
    last = percent;
    onProgress(percent);
  };
  return {
    push(chunk: string) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // ffmpeg 4.x writes microseconds under out_time_ms (a long-standing misnomer); newer
        // builds add out_time_us with the same number.
        const m = /^out_time_(?:ms|us)=(\d+)/.exec(line.trim());
        if (!m || durationSec <= 0) continue;
        const seconds = Number(m[1]) / 1e6;
        emit(Math.min(99, Math.floor((seconds / durationSec) * 100)));
      }
    },
    done() {
      emit(100);
    },
  };
}

/**
 * Runs ffmpeg into `<outPath>.part` and renames it to `outPath` on success. Rejects with a
 * VideoRenderError: 'timeout' / 'aborted' when `signal` fired (ffmpeg killed with SIGKILL),
 * 'ffmpeg' on a non-zero exit with stderr's last lines as the detail. The .part never survives.
 */
export async function runFfmpegToFile(
  run: FfmpegRun,
  stopReason: () => 'timeout' | 'aborted',
): Promise<{ stderr: string }> {
  const part = `${run.outPath}.part`;
  const progress = progressReader(run.durationSec, run.onProgress);
  try {
    const stderr = await spawnFfmpeg(
      ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-progress', 'pipe:1', '-nostats', ...run.args, part],
      run.signal,
      stopReason,
      (chunk) => progress.push(chunk.toString('latin1')),
    );
    await rename(part, run.outPath);
    progress.done();
    return { stderr };
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

/** ffmpeg with `args`; resolves with its stderr tail on exit 0. */
export function spawnFfmpeg(
  args: string[],
  signal: AbortSignal,
  stopReason: () => 'timeout' | 'aborted',
  onStdout?: (chunk: Buffer) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(stoppedError(stopReason()));
      return;
    }
    const child = spawn(ffmpegBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let killed = false;
    const kill = () => {
      killed = true;
      child.kill('SIGKILL');
    };
    signal.addEventListener('abort', kill, { once: true });
    child.stdout.on('data', (chunk: Buffer) => onStdout?.(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.on('error', (error) => {
      signal.removeEventListener('abort', kill);
      reject(new VideoRenderError('ffmpeg', `ffmpeg could not start: ${error.message}`, error.message));
    });
    child.on('close', (code, sig) => {
      signal.removeEventListener('abort', kill);
      if (killed || signal.aborted) reject(stoppedError(stopReason()));
      else if (code === 0) resolve(stderr);
      else reject(new VideoRenderError('ffmpeg', `ffmpeg failed (${code ?? sig})`, lastLines(stderr)));
    });
  });
}

function lastLines(text: string, count = 12): string {
  return text.trim().split('\n').slice(-count).join('\n');
}
