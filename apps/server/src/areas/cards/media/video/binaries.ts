// Where ffmpeg and ffprobe are: FFMPEG_PATH / FFPROBE_PATH (a system or newer build) or the
// binaries the @ffmpeg-installer and @ffprobe-installer packages carry inside node_modules, so
// `npm install` is enough. npm 11 runs no install scripts, so a fresh install may leave a
// binary without its exec bit: it is set here once, the first time the path is asked for.
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function executable(path: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    // Owner-only exec bits (0744, as the ffprobe package ships) fail X_OK for other users.
    chmodSync(path, 0o755);
  }
  return path;
}

function installerPath(pkg: string): string {
  const loaded: unknown = require(pkg);
  const path = typeof loaded === 'object' && loaded !== null ? Reflect.get(loaded, 'path') : undefined;
  if (typeof path !== 'string') throw new Error(`${pkg} names no binary`);
  return path;
}

let ffmpeg: string | undefined;
let ffprobe: string | undefined;

/** FFMPEG_PATH, else @ffmpeg-installer/ffmpeg's binary (exec bit ensured). */
export function ffmpegBinary(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  ffmpeg ??= executable(installerPath('@ffmpeg-installer/ffmpeg'));
  return ffmpeg;
}

/** FFPROBE_PATH, else @ffprobe-installer/ffprobe's binary (exec bit ensured). */
export function ffprobeBinary(): string {
  if (process.env.FFPROBE_PATH) return process.env.FFPROBE_PATH;
  ffprobe ??= executable(installerPath('@ffprobe-installer/ffprobe'));
  return ffprobe;
}
