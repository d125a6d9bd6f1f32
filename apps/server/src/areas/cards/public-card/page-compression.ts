// The card page's gzip and brotli bodies, kept per distinct HTML (its ETag).
//
// Brotli at quality 10 is ~7% smaller than at quality 5 for this HTML but costs ~12 ms a
// page against ~0.9 ms (the demo card's 31.8 KB: quality 5 8,283 B in 0.9 ms, 10
// 7,681 B in 12 ms, 11 7,522 B in 30 ms — quality 11's last 2% is not worth 2.4 times the
// CPU on a machine that also serves the page). Done on the event loop for every page not yet compressed,
// it stalled the whole server as soon as visits spread over many cards. So a new page is
// compressed cheaply at once (brotli 5 and gzip), served like that, and its brotli is
// upgraded to quality 10 in the background with zlib's async brotliCompress, which runs on
// libuv's thread pool, off the event loop. The upgrade swaps only the brotli bytes of the
// same entry: the HTML, and so the ETag, never change because of it.
//
// Only pages that are asked for again are upgraded: a page is offered for the upgrade when it
// is compressed a second time or `revisited` (the route offers a page each time it has been
// sent PAGE_UPGRADE_MIN_SENDS more times with brotli). A crawler's or a campaign's one-off
// visits to thousands of cards would otherwise keep the thread pool, and so the machine's
// cores, busy with compressions whose bytes nobody receives.
//
// The background work is bounded: at most `maxRunning` upgrades at once, `perSecond` started a
// second (4 x 12 ms: a twentieth of a core, which the event loop and the rest of the machine
// need more than the bytes) and `maxWaiting` queued; a page offered while the queue is full
// stays at quality 5 until it is asked for again, and a page evicted before its turn is
// skipped. After a crawl of thousands of cards the hot ones (offered every time they are
// checked) get their turn as soon as the queue has room.
import { brotliCompress, brotliCompressSync, gunzip, gzipSync, constants as zlib } from 'node:zlib';
import { Lru } from '#lib/lru';
import { TokenBucket } from './budget';

export const FAST_BROTLI_QUALITY = 5;
export const BEST_BROTLI_QUALITY = 10;

export interface CompressedPage {
  readonly gzip: Buffer;
  /** Quality FAST_BROTLI_QUALITY at first, swapped for BEST_BROTLI_QUALITY's when the upgrade is done. */
  brotli: Buffer;
  /** The upgrade ran (its bytes are kept only when not larger: they always are smaller for HTML). */
  upgraded: boolean;
}

function brotliOptions(quality: number, bytes: number) {
  return { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes } };
}

/**
 * The bytes in a buffer of their own size. zlib's synchronous calls answer a view of their
 * 16 KiB output chunk: a 9 KiB page kept that way holds 16 KiB, twice over (gzip and brotli),
 * for each of the thousands of pages kept.
 */
export function exactCopy(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  // Not Buffer.from/copyBytesFrom: below 4 KiB they too answer a view of a shared 8 KiB slab.
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

export class PageCompressor {
  private readonly byEtag: Lru<CompressedPage>;
  /** ETags of the pages waiting for an upgrade, oldest first (a Set keeps insertion order). */
  private readonly waiting = new Set<string>();
  private readonly inFlight = new Set<string>();
  private idleWaiters: Array<() => void> = [];
  private readonly starts: TokenBucket;
  private readonly maxRunning: number;
  private readonly maxWaiting: number;
  /** Set while the queue waits for the next start of the budget. */
  private retry: NodeJS.Timeout | null = null;

  constructor(capacity: number, limits: { maxRunning?: number; perSecond?: number; maxWaiting?: number } = {}) {
    this.byEtag = new Lru<CompressedPage>(capacity);
    // One at a time: the upgrade is worth a few bytes, not a core the event loop needs.
    this.maxRunning = limits.maxRunning ?? 1;
    this.maxWaiting = limits.maxWaiting ?? 500;
    this.starts = new TokenBucket(limits.perSecond ?? 4, Date.now);
  }

  /** The page's bodies: a new page compressed cheaply now; a known one as it is, its upgrade queued if still due. */
  compress(etag: string, html: string): CompressedPage {
    const known = this.byEtag.get(etag);
    if (known) {
      this.revisited(etag);
      return known;
    }
    const page: CompressedPage = {
      gzip: exactCopy(gzipSync(html)),
      brotli: exactCopy(brotliCompressSync(html, brotliOptions(FAST_BROTLI_QUALITY, Buffer.byteLength(html)))),
      upgraded: false,
    };
    this.byEtag.set(etag, page);
    return page;
  }

  /** The page of this ETag is being asked for again: worth the upgrade, if it is still due. */
  revisited(etag: string): void {
    const page = this.byEtag.get(etag);
    if (!page || page.upgraded) return;
    if (this.inFlight.has(etag) || this.waiting.has(etag) || this.waiting.size >= this.maxWaiting) return;
    this.waiting.add(etag);
    this.pump();
  }

  /** Upgrades running now. */
  get running(): number {
    return this.inFlight.size;
  }

  /** Upgrades queued or running now. */
  get pending(): number {
    return this.waiting.size + this.inFlight.size;
  }

  /** Resolves once no upgrade is queued or running (tests; a clean shutdown). */
  settled(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private finish(etag: string): void {
    this.inFlight.delete(etag);
    this.pump();
  }

  private pump(): void {
    for (const etag of this.waiting) {
      if (this.inFlight.size >= this.maxRunning) break;
      const page = this.byEtag.get(etag);
      // Evicted while it waited: nobody is served these bytes any more.
      if (page && !page.upgraded && !this.starts.take()) {
        this.retry ??= setTimeout(() => {
          this.retry = null;
          this.pump();
        }, 100).unref();
        break;
      }
      this.waiting.delete(etag);
      if (!page || page.upgraded) continue;
      this.inFlight.add(etag);
      // The HTML is not kept (memory, at thousands of pages): it is the gzip body's, unpacked
      // on the thread pool too.
      gunzip(page.gzip, (unpackError, html) => {
        if (unpackError) return this.finish(etag);
        brotliCompress(html, brotliOptions(BEST_BROTLI_QUALITY, html.length), (error, best) => {
          // Same entry, same HTML: only the bytes change. A failure leaves the quality 5 bytes,
          // which are as valid; the page is offered again when it is asked for again.
          if (!error) {
            if (best.length <= page.brotli.length) page.brotli = best;
            page.upgraded = true;
          }
          this.finish(etag);
        });
      });
    }
    if (this.pending === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
