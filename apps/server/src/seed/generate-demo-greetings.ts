// Draws the demo library's posters (demo-greetings-library.ts) into seed-assets/greetings/.
// Run after changing the library or the artwork, from apps/server (its tsconfig sets the JSX
// runtime): `npx tsx src/seed/generate-demo-greetings.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderPostArtwork } from '../areas/cards/media/artwork';
import { demoGreetingsDir } from './demo-greetings';
import { DEMO_GREETINGS } from './demo-greetings-library';

const dir = demoGreetingsDir({ mustExist: false });
mkdirSync(dir, { recursive: true });
for (const post of DEMO_GREETINGS) {
  const art = await renderPostArtwork(post);
  // Quality 80 keeps each poster near 100 KB in the repository; uploads are re-encoded anyway.
  const jpeg = await sharp(art).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  writeFileSync(join(dir, `${post.file}.jpg`), jpeg);
  console.log(`${post.file}.jpg ${Math.round(jpeg.length / 1024)} KiB`);
}
