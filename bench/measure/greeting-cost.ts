// CPU per greeting render for bench/greetings.ts, which runs this file in a child process
// (`node --import tsx`, so the frames' JSX compiles with the server's tsconfig) and reads one
// line of JSON: for SQUARE and STORY, a cold render (a profile never seen: pictures sized,
// overlay drawn, composite) and a cached composite (the overlay in the cache, a new post and
// a new QR address each time). process.cpuUsage counts every thread of this process, so
// sharp's worker threads are included. Posts are the demo library's posters (real JPEGs).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type BrandProfile,
  FRAME_KINDS,
  FRAME_NAMES,
  type FrameKind,
  type FrameName,
  type GreetingLayout,
  OverlayCache,
  renderGreeting,
} from '../../apps/server/src/areas/cards/media/render';
import { sampleProfile } from '../../apps/server/test/factories/media';

export interface RenderCost {
  runs: number;
  /** Mean CPU ms per render (user + system, all threads). */
  cpuMs: number;
  /** Renders per second one after another (wall clock). */
  perSecond: number;
}

export type RenderCosts = Record<GreetingLayout, { cold: RenderCost; cached: RenderCost }>;

const POSTERS = fileURLToPath(new URL('../../apps/server/seed-assets/greetings/', import.meta.url));

function posters(layout: GreetingLayout): Buffer[] {
  const story = (file: string) => file.endsWith('-story.jpg');
  return readdirSync(POSTERS)
    .filter((file) => file.endsWith('.jpg') && story(file) === (layout === 'STORY'))
    .sort()
    .map((file) => readFileSync(`${POSTERS}${file}`));
}

/** Every frame × kind in turn. */
function design(i: number): { frame: FrameName; kind: FrameKind } {
  return {
    frame: FRAME_NAMES[i % FRAME_NAMES.length] ?? 'frame7',
    kind: FRAME_KINDS[Math.floor(i / FRAME_NAMES.length) % FRAME_KINDS.length] ?? 'regular',
  };
}

/** A profile never rendered: its own version and fresh picture buffers (nothing resized yet). */
function freshProfile(base: BrandProfile, i: number): BrandProfile {
  return {
    ...base,
    version: `cold-${i}-${randomUUID()}`,
    logo: base.logo ? Buffer.from(base.logo) : null,
    product: base.product && { ...base.product, image: base.product.image && Buffer.from(base.product.image) },
    person: base.person && { ...base.person, photo: base.person.photo && Buffer.from(base.person.photo) },
  };
}

const qrUrl = () => `https://demo.cardora.app/sharma-sweets?g=${randomUUID()}`;

async function measure(runs: number, fn: (i: number) => Promise<unknown>): Promise<RenderCost> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await fn(i);
  const used = process.cpuUsage(cpu);
  return {
    runs,
    cpuMs: (used.user + used.system) / 1000 / runs,
    perSecond: runs / ((performance.now() - started) / 1000),
  };
}

async function costsOf(layout: GreetingLayout, coldRuns: number, cachedRuns: number) {
  const base = sampleProfile();
  const posts = posters(layout);
  const post = (i: number) => posts[i % posts.length] ?? posts[0] ?? Buffer.alloc(0);
  // Warm-up: fonts loaded, code paths compiled (not counted).
  await renderGreeting({ profile: freshProfile(base, -1), ...design(0), layout, postImage: post(0), qrUrl: qrUrl() });

  const cold = await measure(coldRuns, (i) =>
    renderGreeting({ profile: freshProfile(base, i), ...design(i), layout, postImage: post(i), qrUrl: qrUrl() }),
  );

  const cache = new OverlayCache();
  const combos = FRAME_NAMES.length * FRAME_KINDS.length;
  for (let i = 0; i < combos; i++) {
    await renderGreeting({ profile: base, ...design(i), layout, postImage: post(i), qrUrl: qrUrl() }, cache);
  }
  const cached = await measure(cachedRuns, (i) =>
    renderGreeting({ profile: base, ...design(i), layout, postImage: post(i + 1), qrUrl: qrUrl() }, cache),
  );
  // Honest figures: no overlay was drawn while the cached composites were timed.
  if (cache.misses !== combos) throw new Error(`cached composites drew ${cache.misses - combos} overlays`);
  return { cold, cached };
}

export async function renderCosts(coldRuns: number, cachedRuns: number): Promise<RenderCosts> {
  return {
    SQUARE: await costsOf('SQUARE', coldRuns, cachedRuns),
    STORY: await costsOf('STORY', coldRuns, cachedRuns),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [cold = '18', cached = '45'] = process.argv.slice(2);
  console.log(JSON.stringify(await renderCosts(Number(cold), Number(cached))));
}
