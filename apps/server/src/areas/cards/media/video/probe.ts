// What a video or audio file is, from ffprobe's JSON: null when it is not something we can
// play. Every packet is read (-count_packets: demuxing only, no decoding, so a 50 MB upload
// costs I/O, not CPU), which catches a truncated upload whose index still promises the whole
// length; an MP4's top-level boxes are walked too, since a cut inside the media data can leave
// every packet the index names "present" but short.
import { execFile } from 'node:child_process';
import { open, stat } from 'node:fs/promises';
import { ffprobeBinary } from './binaries';

export interface MediaProbe {
  durationSec: number;
  width: number;
  height: number;
  videoCodec: string;
  hasAudio: boolean;
  audioCodec: string | null;
  sizeBytes: number;
}

const PROBE_TIMEOUT_MS = 30_000;
/** Still images and image sequences ffprobe reads as one-frame "videos". */
const IMAGE_FORMATS = /(^|,)(image2|[a-z0-9]+_pipe|gif|apng|webp)(,|$)/;
const IMAGE_CODECS = new Set(['png', 'mjpeg', 'jpegls', 'bmp', 'gif', 'webp', 'tiff', 'apng', 'ljpeg']);
/** ffprobe's words for a file that ends before its index says it should. */
const DAMAGED = /partial file|moov atom not found|invalid data found|truncat|error reading header/i;

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  nb_frames?: string;
  nb_read_packets?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}
interface ProbeJson {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string; size?: string };
}

function ffprobe(path: string): Promise<{ json: ProbeJson; stderr: string } | null> {
  return new Promise((resolve) => {
    execFile(
      ffprobeBinary(),
      ['-v', 'error', '-of', 'json', '-show_format', '-show_streams', '-count_packets', path],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (error) {
          resolve(null);
          return;
        }
        try {
          resolve({ json: JSON.parse(stdout) as ProbeJson, stderr });
        } catch {
          resolve(null);
        }
      },
    );
  });
}

const num = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** True when the stream's packets fall short of what its index promised. */
function shortOfIndex(stream: ProbeStream): boolean {
  const promised = num(stream.nb_frames);
  const read = num(stream.nb_read_packets);
  if (!Number.isFinite(promised) || !Number.isFinite(read) || promised <= 0) return false;
  return read < promised - Math.max(1, promised * 0.01);
}

/**
 * For an ISO media file (MP4, MOV, M4A): false when a top-level box claims more bytes than the
 * file has, i.e. the file was cut short. Other files pass (ffprobe judges them alone).
 */
async function isoBoxesComplete(path: string, size: number): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(16);
    let offset = 0;
    let first = true;
    while (offset + 8 <= size) {
      const { bytesRead } = await file.read(header, 0, 16, offset);
      if (bytesRead < 8) return false;
      const type = header.toString('latin1', 4, 8);
      if (first && type !== 'ftyp') return true; // not an ISO media file
      first = false;
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 1) {
        if (bytesRead < 16) return false;
        boxSize = Number(header.readBigUInt64BE(8));
      } else if (boxSize === 0) {
        return true; // runs to the end of the file
      }
      if (boxSize < 8 || offset + boxSize > size) return false;
      offset += boxSize;
    }
    return offset === size || size - offset < 8;
  } finally {
    await file.close();
  }
}

function rotated(stream: ProbeStream): boolean {
  const rotation =
    stream.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ?? num(stream.tags?.rotate);
  return Number.isFinite(rotation) && Math.abs(rotation) % 180 === 90;
}

/** The file's size and ffprobe's streams and format; null for a missing, empty or damaged file. */
async function probeIntact(path: string) {
  const sizeBytes = await stat(path).then(
    (s) => s.size,
    () => -1,
  );
  if (sizeBytes <= 0) return null;
  const probed = await ffprobe(path);
  if (!probed || DAMAGED.test(probed.stderr)) return null;
  const { streams = [], format = {} } = probed.json;
  return { sizeBytes, streams, format };
}

/** null when the file is not a playable video (no video stream, garbage, an image, truncated). */
export async function probeVideo(path: string): Promise<MediaProbe | null> {
  const intact = await probeIntact(path);
  if (!intact) return null;
  const { sizeBytes, streams, format } = intact;
  if (IMAGE_FORMATS.test(format.format_name ?? '')) return null;
  const video = streams.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && !IMAGE_CODECS.has(s.codec_name ?? ''),
  );
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video?.width || !video.height || !video.codec_name) return null;
  if (num(video.nb_read_packets) < 2) return null;
  if (streams.some(shortOfIndex)) return null;
  const durationSec = num(format.duration) || num(video.duration);
  if (!(durationSec > 0)) return null;
  if (!(await isoBoxesComplete(path, sizeBytes))) return null;
  const turn = rotated(video);
  return {
    durationSec,
    width: turn ? video.height : video.width,
    height: turn ? video.width : video.height,
    videoCodec: video.codec_name,
    hasAudio: Boolean(audio),
    audioCodec: audio?.codec_name ?? null,
    sizeBytes,
  };
}

/** null when the file is not playable audio (a video's sound track counts). */
export async function probeAudio(path: string): Promise<{ durationSec: number; codec: string } | null> {
  const intact = await probeIntact(path);
  if (!intact) return null;
  const { sizeBytes, streams, format } = intact;
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!audio?.codec_name || num(audio.nb_read_packets) < 2 || shortOfIndex(audio)) return null;
  const durationSec = num(format.duration) || num(audio.duration);
  if (!(durationSec > 0)) return null;
  if (!(await isoBoxesComplete(path, sizeBytes))) return null;
  return { durationSec, codec: audio.codec_name };
}
