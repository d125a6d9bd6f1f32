import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { renderCardPageHtml, richCardView } from '@cardora/card-templates';
import { describe, expect, it } from 'vitest';
import { PageCompressor } from './page-compression';

/** A real card page in several variants (distinct HTML, distinct ETags). */
function pageHtml(variant: number): string {
  const view = richCardView();
  return renderCardPageHtml(
    { ...view, cardId: `card-${variant}`, businessName: `${view.businessName} ${variant}` },
    {
      qrSvg: '<svg></svg>',
      canonicalUrl: `https://demo.example/card-${variant}`,
      ogImageUrl: null,
      beaconScript: true,
    },
  );
}

describe('PageCompressor', () => {
  it('answers a new page at once with valid brotli and gzip, and upgrades the same entry to smaller brotli once it is asked for again', async () => {
    const compressor = new PageCompressor(10);
    const html = pageHtml(1);
    const page = compressor.compress('"a"', html);
    expect(page.upgraded).toBe(false);
    const fast = page.brotli;
    expect(brotliDecompressSync(fast).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    // Seen once: a one-off visit is not worth 12 ms of a core.
    expect(compressor.pending).toBe(0);

    // Seen again (the page re-rendered unchanged): the same entry, its upgrade queued, run on the
    // thread pool rather than inside compress().
    expect(compressor.compress('"a"', html)).toBe(page);
    expect(compressor.pending).toBe(1);
    expect(page.brotli).toBe(fast);
    await compressor.settled();
    expect(page.upgraded).toBe(true);
    expect(page.brotli.length).toBeLessThan(fast.length);
    expect(brotliDecompressSync(page.brotli).toString()).toBe(html);
    // The same entry for the same ETag, nothing queued again.
    expect(compressor.compress('"a"', html)).toBe(page);
    expect(compressor.pending).toBe(0);
  });

  it('runs at most two upgrades at once, queues a bounded number and drops the rest', async () => {
    const compressor = new PageCompressor(100, { maxRunning: 2, maxWaiting: 3, perSecond: 100 });
    const pages = Array.from({ length: 8 }, (_, i) => compressor.compress(`"${i}"`, pageHtml(i)));
    for (const [i, page] of pages.entries()) expect(compressor.compress(`"${i}"`, pageHtml(i))).toBe(page);
    // Two running, three waiting; the other three were not queued.
    expect(compressor.pending).toBe(5);
    await compressor.settled();
    expect(pages.map((page) => page.upgraded)).toEqual([true, true, true, true, true, false, false, false]);
    // A page left at quality 5 is offered again the next time it is compressed (its next render).
    const left = compressor.compress('"6"', pageHtml(6));
    expect(left).toBe(pages[6]);
    await compressor.settled();
    expect(left.upgraded).toBe(true);
    expect(brotliDecompressSync(left.brotli).toString()).toBe(pageHtml(6));
  });

  it('starts no more upgrades a second than its budget, and starts the rest later', async () => {
    const compressor = new PageCompressor(100, { maxRunning: 4, maxWaiting: 10, perSecond: 2 });
    const pages = Array.from({ length: 4 }, (_, i) => {
      const page = compressor.compress(`"${i}"`, pageHtml(i));
      compressor.revisited(`"${i}"`);
      return page;
    });
    expect([compressor.running, compressor.pending]).toEqual([2, 4]);
    await compressor.settled();
    expect(pages.every((page) => page.upgraded)).toBe(true);
  });

  it('skips the upgrade of a page evicted while it waited', async () => {
    const compressor = new PageCompressor(2, { maxRunning: 1, maxWaiting: 10, perSecond: 100 });
    const twice = (etag: string, html: string) => {
      compressor.compress(etag, html);
      return compressor.compress(etag, html);
    };
    const first = twice('"first"', pageHtml(1));
    const waitingThenEvicted = twice('"second"', pageHtml(2));
    expect(compressor.pending).toBe(2);
    // Two newer pages push "second" out of the two-entry cache before its turn.
    compressor.compress('"third"', pageHtml(3));
    compressor.compress('"fourth"', pageHtml(4));
    await compressor.settled();
    expect(first.upgraded).toBe(true);
    expect(waitingThenEvicted.upgraded).toBe(false);
  });
});

describe('kept bodies', () => {
  it('hold only their own bytes, not the rest of zlib’s output chunk', () => {
    const compressor = new PageCompressor(10);
    const html = `<!doctype html><p>${'Sharma Sweets, Jaipur. '.repeat(400)}</p>`;
    const page = compressor.compress('"etag-kept"', html);
    for (const body of [page.gzip, page.brotli]) {
      expect(body.length).toBeLessThan(16_384);
      expect(body.buffer.byteLength).toBe(body.length);
    }
    expect(gunzipSync(page.gzip).toString()).toBe(html);
  });
});
