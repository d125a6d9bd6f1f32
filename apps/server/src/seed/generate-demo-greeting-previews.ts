// The demo library's watermarked previews, drawn as the preview job draws a text-layer post (its
// art with the layers in the post's own language) into seed-assets/greetings/previews/, so a
// first start copies 66 small files instead of laying out 66 texts (~15 s of CPU). Run after
// generate-demo-greetings.ts, from apps/server:
//   npx tsx src/seed/generate-demo-greeting-previews.ts [--sheet FILE.png --language ta]
// --sheet draws every post at full quality in one language (the server's text renderer, the
// language's fallback as a customer would get it) into one contact sheet for looking at.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type ImagePostLanguage, textLayerLanguage, ZTextLayers } from '@cardora/contract';
import sharp, { type OverlayOptions } from 'sharp';
import { composeArtWithText, renderPostText } from '../areas/cards/media/post-text';
import { renderLowQualityPreview } from '../areas/cards/media/render';
import { PREVIEW_WATERMARK } from '../areas/studio/image-posts/previews';
import { layersIn } from '../areas/studio/image-posts/text-layer-checks';
import { demoGreetingsDir } from './demo-greetings';
import { DEMO_GREETINGS, type DemoGreeting } from './demo-greetings-library';

const { values } = parseArgs({ options: { sheet: { type: 'string' }, language: { type: 'string' } } });

/** The post's art with its layers drawn in `wanted` (or the language a reader of it would get). */
export async function demoPostWithText(post: DemoGreeting, art: Buffer, wanted: string): Promise<Buffer> {
  const layers = ZTextLayers.parse(post.textLayers);
  if (layers.length === 0) return art;
  const language: ImagePostLanguage = textLayerLanguage(layers, wanted, post.language);
  const text = await renderPostText({ layout: post.layout, layers: layersIn(layers, language) });
  return composeArtWithText(art, post.layout, text.png);
}

const dir = demoGreetingsDir();
const previews = join(dir, 'previews');
mkdirSync(previews, { recursive: true });
const sheet: { post: DemoGreeting; jpeg: Buffer }[] = [];
for (const post of DEMO_GREETINGS) {
  const art = readFileSync(join(dir, `${post.file}.jpg`));
  const own = await demoPostWithText(post, art, post.language);
  const preview = await renderLowQualityPreview({ image: own, layout: post.layout, watermark: PREVIEW_WATERMARK });
  writeFileSync(join(previews, `${post.file}.jpg`), preview);
  if (values.sheet) sheet.push({ post, jpeg: await demoPostWithText(post, art, values.language ?? post.language) });
}
console.log(`${DEMO_GREETINGS.length} previews in ${previews}`);

if (values.sheet) {
  const cols = 9;
  const cell = 220;
  const rowH = Math.round((cell * 1920) / 1080) + 30;
  const composites: OverlayOptions[] = [];
  for (const [i, { post, jpeg }] of sheet.entries()) {
    const left = (i % cols) * (cell + 8) + 8;
    const top = Math.floor(i / cols) * rowH + 8;
    composites.push({ input: await sharp(jpeg).resize(cell).toBuffer(), left, top: top + 24 });
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="22"><text x="0" y="16" font-family="sans-serif" font-size="13" fill="#222">${i + 1}. ${post.file}</text></svg>`;
    composites.push({ input: Buffer.from(label), left, top });
  }
  await sharp({
    create: {
      width: cols * (cell + 8) + 8,
      height: Math.ceil(sheet.length / cols) * rowH + 8,
      channels: 3,
      background: '#efefef',
    },
  })
    .composite(composites)
    .png()
    .toFile(values.sheet);
  console.log(`contact sheet: ${values.sheet}`);
}
