// CPU cost of the video renderer, for bench/videos.ts (which runs this file in a child process
// under `node --import tsx` with the server's tsconfig and reads the last line of JSON) or by
// hand (bench/README.md, "Measure scripts"; RUNS=n to change the count). Renders the demo
// templates with the sample business (a 10 s STORY and a 10 s SQUARE, every slot filled) and a
// 10 s greeting video under a real frame overlay, then one 30 s STORY (the source looped) for
// the size at the longest length WhatsApp takes.
//
// ffmpeg's CPU is read from /proc/self/stat's cutime + cstime (the CPU of children this process
// has waited for: ffmpeg and ffprobe, all their threads); this process's own (satori, resvg and
// sharp drawing the slots) from process.cpuUsage. Linux only.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderFrameOverlay } from '../../apps/server/src/areas/cards/media/render';
import {
  renderGreetingVideo,
  renderTemplateVideo,
  sampleVideoValues,
} from '../../apps/server/src/areas/cards/media/video';
import type { RenderResult } from '../../apps/server/src/areas/cards/media/video/render';
import { DEMO_VIDEO_TEMPLATES, demoVideosDir } from '../../apps/server/src/seed/demo-videos';
import { sampleProfile } from '../../apps/server/test/factories/media';

const RUNS = Number(process.env.RUNS ?? 2);
const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux build we run on

export interface VideoCostRow {
  /** What was rendered, e.g. 'STORY template, 10 s'. */
  name: string;
  runs: number;
  durationSec: number;
  /** Mean per render. */
  ffmpegCpuSec: number;
  nodeCpuSec: number;
  wallSec: number;
  sizeBytes: number;
}

/** CPU seconds of the children this process has reaped (ffmpeg, ffprobe). */
function childrenCpuSec(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state is field 3, so cutime (16) and cstime (17) are at 13 and 14 here.
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

async function measure(
  name: string,
  runs: number,
  render: (i: number) => Promise<RenderResult>,
): Promise<VideoCostRow> {
  await render(-1); // warm-up: fonts parsed, binaries paged in
  let ffmpeg = 0;
  let node = 0;
  let wall = 0;
  let last: RenderResult | undefined;
  for (let i = 0; i < runs; i++) {
    const children = childrenCpuSec();
    const own = process.cpuUsage();
    const started = performance.now();
    last = await render(i);
    wall += (performance.now() - started) / 1000;
    const used = process.cpuUsage(own);
    node += (used.user + used.system) / 1e6;
    ffmpeg += childrenCpuSec() - children;
  }
  return {
    name,
    runs,
    durationSec: last?.durationSec ?? 0,
    ffmpegCpuSec: ffmpeg / runs,
    nodeCpuSec: node / runs,
    wallSec: wall / runs,
    sizeBytes: last?.sizeBytes ?? 0,
  };
}

export async function measureVideoCosts(runs = RUNS): Promise<VideoCostRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'cardora-video-measure-'));
  try {
    const assets = demoVideosDir();
    const values = await sampleVideoValues();
    const template = (file: string) => {
      const found = DEMO_VIDEO_TEMPLATES.find((t) => t.file === file);
      if (!found) throw new Error(`no demo template ${file}`);
      return found;
    };
    const renderOf = (file: string, duration?: number) => (i: number) => {
      const t = template(file);
      return renderTemplateVideo(
        {
          sourcePath: join(assets, t.file),
          musicPath: t.music ? join(assets, t.music) : null,
          kind: t.kind,
          duration: duration ?? t.duration,
          slots: t.slots,
          // Fresh picture Buffers each render, as when a job reads them anew.
          values: {
            ...values,
            logo: values.logo && Buffer.from(values.logo),
            photos: values.photos.map((p) => Buffer.from(p)),
          },
        },
        { outPath: join(dir, `${file}-${i}.mp4`), timeoutMs: 300_000 },
      );
    };
    const overlay = await renderFrameOverlay({
      profile: sampleProfile(),
      frame: 'frame7',
      kind: 'regular',
      layout: 'STORY',
    });
    const rows = [
      await measure('STORY template (Grand opening, 6 slots), 10 s', runs, renderOf('grand-opening.mp4')),
      await measure('SQUARE template (Shop showcase, 8 slots), 10 s', runs, renderOf('shop-showcase.mp4')),
      await measure('STORY greeting video (frame overlay), 10 s', runs, (i) =>
        renderGreetingVideo(
          { sourcePath: join(assets, 'diwali-offer.mp4'), layout: 'STORY', overlayPng: overlay.png },
          { outPath: join(dir, `greeting-${i}.mp4`), timeoutMs: 300_000 },
        ),
      ),
      await measure('STORY template looped to 30 s (the longest)', 1, renderOf('diwali-offer.mp4', 30)),
    ];
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const rows = await measureVideoCosts();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ rows }));
} else {
  for (const row of rows) {
    const perSec = (row.ffmpegCpuSec + row.nodeCpuSec) / row.durationSec;
    console.log(
      `${row.name.padEnd(48)} CPU ${perSec.toFixed(2)} s per video s (ffmpeg ${row.ffmpegCpuSec.toFixed(2)} s, node ${row.nodeCpuSec.toFixed(2)} s), wall ${row.wallSec.toFixed(1)} s, ${(row.sizeBytes / 1048576).toFixed(2)} MiB`,
    );
  }
}
