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
import { encodeMusic, encodeScene } from '../areas/cards/media/video/demo/encode';
import { grandOpeningScene } from '../areas/cards/media/video/demo/grand-opening';
import type { Scene } from '../areas/cards/media/video/demo/kit';
import { festiveTrack, MUSIC_RATE, warmTrack } from '../areas/cards/media/video/demo/music';
import { shopShowcaseScene } from '../areas/cards/media/video/demo/shop-showcase';
import { thankYouScene } from '../areas/cards/media/video/demo/thank-you';
import { DEMO_VIDEO_MUSIC, DEMO_VIDEO_TEMPLATES, demoVideosDir } from './demo-videos';

const SCENES: Record<string, () => Promise<Scene>> = {
  'grand-opening.mp4': grandOpeningScene,
  'diwali-offer.mp4': diwaliOfferScene,
  'shop-showcase.mp4': shopShowcaseScene,
  'thank-you.mp4': thankYouScene,
};
const TRACKS: Record<string, (seconds: number) => Float32Array> = {
  'music-festive.m4a': festiveTrack,
  'music-warm.m4a': warmTrack,
};

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
  await encodeMusic(track(music.duration), MUSIC_RATE, path);
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
  await encodeScene(scene, path);
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
