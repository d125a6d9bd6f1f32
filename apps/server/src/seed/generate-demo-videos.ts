// Draws the demo video templates (demo-videos.ts) and synthesises their music into
// seed-assets/videos/. Run after changing a scene, from apps/server (its tsconfig sets the JSX
// runtime): `npx tsx src/seed/generate-demo-videos.ts`. Each frame is an SVG rasterised by
// resvg (~0.1 s), so a 10 s template takes ~30–60 s of one core.
//
// `--preview <dir>` also renders each template with the sample business (the template's own
// preview job does the same) and keeps a few frames as JPEGs there, to look at;
// `--preview-only <dir>` does only that, with the files already made. File names as arguments
// limit the run to those templates and tracks.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFrameJpeg, renderTemplateVideo, sampleVideoValues } from '../areas/cards/media/video';
import { diwaliOfferScene } from '../areas/cards/media/video/demo/diwali-offer';
import { eidMubarakScene } from '../areas/cards/media/video/demo/eid-mubarak';
import { encodeMusic, encodeScene, type SceneEncoding } from '../areas/cards/media/video/demo/encode';
import { goodMorningScene } from '../areas/cards/media/video/demo/good-morning';
import { grandOpeningScene } from '../areas/cards/media/video/demo/grand-opening';
import type { Scene } from '../areas/cards/media/video/demo/kit';
import {
  boutiqueTrack,
  eidTrack,
  festiveTrack,
  kitesTrack,
  MUSIC_RATE,
  morningTrack,
  openTrack,
  saleTrack,
  warmTrack,
} from '../areas/cards/media/video/demo/music';
import { newArrivalsScene } from '../areas/cards/media/video/demo/new-arrivals';
import { saleCountdownScene } from '../areas/cards/media/video/demo/sale-countdown';
import { sankrantiKitesScene } from '../areas/cards/media/video/demo/sankranti-kites';
import { shopShowcaseScene } from '../areas/cards/media/video/demo/shop-showcase';
import { thankYouScene } from '../areas/cards/media/video/demo/thank-you';
import { weAreOpenScene } from '../areas/cards/media/video/demo/we-are-open';
import { DEMO_VIDEO_MUSIC, DEMO_VIDEO_TEMPLATES, demoVideosDir } from './demo-videos';

const SCENES: Record<string, () => Promise<Scene>> = {
  'grand-opening.mp4': grandOpeningScene,
  'diwali-offer.mp4': diwaliOfferScene,
  'shop-showcase.mp4': shopShowcaseScene,
  'thank-you.mp4': thankYouScene,
  'sankranti-kites.mp4': sankrantiKitesScene,
  'sale-countdown.mp4': saleCountdownScene,
  'new-arrivals.mp4': newArrivalsScene,
  'good-morning.mp4': goodMorningScene,
  'eid-mubarak.mp4': eidMubarakScene,
  'we-are-open.mp4': weAreOpenScene,
};
/**
 * The later six are held to ~500 KB each (the seed folder stays small with ten): a lower cap,
 * tuned for drawn pictures. The first four keep the settings they were made with.
 */
const COMPACT: SceneEncoding = { crf: 25, maxKbps: 400, animation: true };
const ENCODINGS: Record<string, SceneEncoding> = {
  'sankranti-kites.mp4': COMPACT,
  'sale-countdown.mp4': COMPACT,
  'new-arrivals.mp4': COMPACT,
  'good-morning.mp4': COMPACT,
  'eid-mubarak.mp4': COMPACT,
  'we-are-open.mp4': COMPACT,
};
const TRACKS: Record<string, (seconds: number) => Float32Array> = {
  'music-festive.m4a': festiveTrack,
  'music-warm.m4a': warmTrack,
  'music-kites.m4a': kitesTrack,
  'music-sale.m4a': saleTrack,
  'music-boutique.m4a': boutiqueTrack,
  'music-morning.m4a': morningTrack,
  'music-eid.m4a': eidTrack,
  'music-open.m4a': openTrack,
};
/** The first two tracks are AAC at 128 kbit/s; the later ones at 96 (short loops of soft synths). */
const TRACK_KBPS: Record<string, number> = { 'music-festive.m4a': 128, 'music-warm.m4a': 128 };

const kib = (path: string) => `${Math.round(statSync(path).size / 1024)} KiB`;
const args = process.argv.slice(2);
const previewOnly = args.includes('--preview-only');
const previewAt = args.findIndex((arg) => arg === '--preview' || arg === '--preview-only');
const previewDir = previewAt >= 0 ? args[previewAt + 1] : undefined;
/** File names to make (all when none are named). */
const only = args.filter((arg, i) => !arg.startsWith('--') && !(previewAt >= 0 && i === previewAt + 1));

const dir = demoVideosDir({ mustExist: false });
mkdirSync(dir, { recursive: true });

for (const music of DEMO_VIDEO_MUSIC) {
  if (previewOnly || (only.length && !only.includes(music.file))) continue;
  const track = TRACKS[music.file];
  if (!track) throw new Error(`no track for ${music.file}`);
  const path = join(dir, music.file);
  await encodeMusic(track(music.duration), MUSIC_RATE, path, TRACK_KBPS[music.file] ?? 96);
  console.log(`${music.file} ${kib(path)}`);
}

for (const template of DEMO_VIDEO_TEMPLATES) {
  if (previewOnly || (only.length && !only.includes(template.file))) continue;
  const make = SCENES[template.file];
  if (!make) throw new Error(`no scene for ${template.file}`);
  const scene = await make();
  if (scene.duration !== template.duration) throw new Error(`${template.file}: the scene lasts ${scene.duration} s`);
  const path = join(dir, template.file);
  const started = performance.now();
  await encodeScene(scene, path, ENCODINGS[template.file]);
  console.log(`${template.file} ${kib(path)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

if (previewDir) {
  mkdirSync(previewDir, { recursive: true });
  const values = await sampleVideoValues();
  for (const template of DEMO_VIDEO_TEMPLATES) {
    if (only.length && !only.includes(template.file)) continue;
    const name = template.file.replace(/\.mp4$/, '');
    const outPath = join(previewDir, `${name}-preview.mp4`);
    await renderTemplateVideo(
      {
        sourcePath: join(dir, template.file),
        musicPath: template.music ? join(dir, template.music) : null,
        kind: template.kind,
        duration: template.duration,
        slots: template.slots,
        values,
      },
      { outPath },
    );
    for (const at of [1, 3, 5, template.duration - 0.5]) {
      writeFileSync(join(previewDir, `${name}-${at}s.jpg`), await extractFrameJpeg(outPath, at));
    }
    console.log(`preview ${outPath} ${kib(outPath)}`);
  }
}
