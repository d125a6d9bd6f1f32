// CPU cost of the greeting renderer, per operation (how to run it: bench/README.md, "Measure
// scripts"; RUNS=n to change the count). process.cpuUsage counts every thread of the process,
// so sharp's worker threads are included. The bench calls the same functions.
import { renderPostArtwork } from '../../apps/server/src/areas/cards/media/artwork';
import {
  type BrandProfile,
  composeGreeting,
  FRAME_KINDS,
  FRAME_NAMES,
  GREETING_LAYOUTS,
  type GreetingLayout,
  OverlayCache,
  renderFrameOverlay,
  renderGreeting,
  renderLowQualityPreview,
} from '../../apps/server/src/areas/cards/media/render';
import { sampleProfile } from '../../apps/server/test/factories/media';

const RUNS = Number(process.env.RUNS ?? 20);
const QR_URL = 'https://demo.cardora.app/sharma-sweets?utm_source=greeting&g=42';

/** Mean CPU ms and wall ms per call of `fn` over `runs` calls (after one warm-up call). */
async function cpuPerCall(runs: number, fn: (i: number) => Promise<unknown>) {
  await fn(-1);
  const start = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < runs; i++) await fn(i);
  const used = process.cpuUsage(start);
  return { cpuMs: (used.user + used.system) / 1000 / runs, wallMs: (performance.now() - wall) / runs };
}

async function main(): Promise<void> {
  const profile = sampleProfile();
  const rows: [string, { cpuMs: number; wallMs: number }][] = [];
  for (const layout of GREETING_LAYOUTS) {
    const post = await renderPostArtwork({
      title: 'शुभ दीपावली',
      subtitle: 'Happy Diwali',
      layout,
      palette: ['#4a0e4e', '#8e1b3a', '#ffc93c'],
      motif: 'diya',
    });
    const pick = (i: number) => {
      const k = Math.abs(i);
      return {
        frame: FRAME_NAMES[k % FRAME_NAMES.length] ?? 'frame7',
        kind: FRAME_KINDS[Math.floor(k / FRAME_NAMES.length) % FRAME_KINDS.length] ?? 'regular',
      };
    };
    // Fresh pictures each run (as when a profile is read anew), so nothing is reused but
    // the fonts; then the same profile object for several frames, which resizes its
    // pictures once.
    const fresh = (i: number): BrandProfile => ({
      ...profile,
      version: `v${i}`,
      logo: profile.logo ? Buffer.from(profile.logo) : null,
      product: profile.product && {
        ...profile.product,
        image: profile.product.image && Buffer.from(profile.product.image),
      },
      person: profile.person && { ...profile.person, photo: profile.person.photo && Buffer.from(profile.person.photo) },
    });
    rows.push([
      `${layout} cold overlay (images + satori + resvg)`,
      await cpuPerCall(RUNS, (i) => renderFrameOverlay({ profile: fresh(i), ...pick(i), layout })),
    ]);
    rows.push([
      `${layout} overlay, pictures already sized`,
      await cpuPerCall(RUNS, (i) => renderFrameOverlay({ profile, ...pick(i), layout })),
    ]);
    const overlay = await renderFrameOverlay({ profile, frame: 'frame7', kind: 'regular', layout });
    rows.push([
      `${layout} cached composite, a new post's QR (sharp → JPEG)`,
      await cpuPerCall(RUNS, (i) => composeGreeting({ postImage: post, overlay, layout, qrUrl: `${QR_URL}${i}` })),
    ]);
    const cache = new OverlayCache();
    rows.push([
      `${layout} renderGreeting, cache hit`,
      await cpuPerCall(RUNS, () =>
        renderGreeting({ postImage: post, profile, frame: 'frame2', kind: 'product', layout, qrUrl: QR_URL }, cache),
      ),
    ]);
    const full = await composeGreeting({ postImage: post, overlay, layout, qrUrl: QR_URL });
    rows.push([
      `${layout} low-quality preview (360 px)`,
      await cpuPerCall(RUNS, () => renderLowQualityPreview({ image: full, layout, watermark: 'PREVIEW' })),
    ]);
  }
  const artworkLayout: GreetingLayout = 'SQUARE';
  rows.push([
    'SQUARE post artwork',
    await cpuPerCall(Math.min(RUNS, 8), (i) =>
      renderPostArtwork({
        title: `Good Morning ${i}`,
        layout: artworkLayout,
        palette: ['#ff7e5f', '#feb47b', '#ffd194'],
        motif: 'sun',
      }),
    ),
  ]);
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`${'operation'.padEnd(width)}  CPU ms/op  wall ms/op   (${RUNS} runs)`);
  for (const [name, { cpuMs, wallMs }] of rows) {
    console.log(`${name.padEnd(width)}  ${cpuMs.toFixed(1).padStart(9)}  ${wallMs.toFixed(1).padStart(10)}`);
  }
}

await main();
