// What the public card stands on while the database does not answer
// (docs/product-rules.md#cards-stay-up): the pages this process has kept, in memory and in a disk
// copy that outlives a restart. A card printed on a shop's counter is the product's face; it
// should not go down with the database.
//
// The disk copy is written when a page is rendered (rare next to the visits it answers) and
// touched at most once an hour while it is checked unchanged, so its age is the time since the
// database last said it was right. It is keyed by what the request alone says (host, origin,
// card, source, language), not by the agency's id: after a restart with the database down, the
// host cannot be resolved to an agency, and the copy still has to be found.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A kept page is served during an outage for this long after its last check against the database. */
export const OUTAGE_MAX_AGE_MS = 24 * 3_600_000;
/** Browsers and caches may reuse a page served during an outage this long (not no-cache: fewer visits while it lasts). */
export const OUTAGE_CACHE_CONTROL = 'public, max-age=60';
/** Asked of a visitor whose card was never kept: try again in this many seconds. */
export const OUTAGE_RETRY_AFTER_S = 30;
/** A disk copy's age is refreshed at most this often while its page is checked unchanged. */
const TOUCH_EVERY_MS = 3_600_000;
/** Copies past OUTAGE_MAX_AGE_MS (pages no longer visited) are deleted about this often. */
const PRUNE_EVERY_MS = 3_600_000;

/** The agency as an outage needs it: whose view to count, and whose name and colour to show. */
export interface OutageAgency {
  id: string;
  appName: string;
  primaryColor: string | undefined;
}

/** A page as it is kept on disk: its bytes and what is needed to send and count it. */
export interface KeptPageCopy {
  agency: OutageAgency;
  cardNo: number;
  etag: string;
  headers: Record<string, string>;
  brotli: Buffer;
  gzip: Buffer;
  /** Milliseconds since the epoch of its last check against the database (the file's mtime). */
  checkedAt: number;
}

interface StoredHeader {
  agency: OutageAgency;
  cardNo: number;
  etag: string;
  headers: Record<string, string>;
  brotliLength: number;
}

export class KeptPageDisk {
  /** Per key: the etag last written and when its file was last touched. */
  private readonly written = new Map<string, { etag: string; touchedAt: number }>();
  private ready: Promise<unknown> | null = null;
  private prunedAt: number;

  constructor(
    private readonly dir: string,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.prunedAt = now();
  }

  static keyOf(parts: string): string {
    return createHash('sha256').update(parts).digest('base64url');
  }

  private pathOf(key: string): string {
    return join(this.dir, `${key}.page`);
  }

  /**
   * Keeps the page (a new etag: written; the same: its age refreshed now and then). Never waits
   * and never throws: a visit must not wait for the disk.
   */
  keep(key: string, page: Omit<KeptPageCopy, 'checkedAt'>): void {
    const known = this.written.get(key);
    const now = this.now();
    if (now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      this.prune(now).catch(this.onError);
    }
    if (known?.etag === page.etag) {
      if (now - known.touchedAt < TOUCH_EVERY_MS) return;
      known.touchedAt = now;
      const at = new Date(now);
      utimes(this.pathOf(key), at, at).catch(this.onError);
      return;
    }
    this.written.set(key, { etag: page.etag, touchedAt: now });
    this.write(key, page, now).catch((error: unknown) => {
      this.written.delete(key);
      this.onError(error);
    });
  }

  private async write(key: string, page: Omit<KeptPageCopy, 'checkedAt'>, now: number): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const header: StoredHeader = {
      agency: page.agency,
      cardNo: page.cardNo,
      etag: page.etag,
      headers: page.headers,
      brotliLength: page.brotli.length,
    };
    const headerBytes = Buffer.from(`${JSON.stringify(header)}\n`);
    const path = this.pathOf(key);
    // Whole or not at all: a reader never finds half a page.
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.concat([headerBytes, page.brotli, page.gzip]));
    const at = new Date(now);
    await utimes(temporary, at, at);
    await rename(temporary, path);
  }

  /** Deletes the copies too old to be served (their pages were not visited for a day). */
  async prune(now: number = this.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let deleted = 0;
    for (const name of names) {
      if (!name.endsWith('.page')) continue;
      const path = join(this.dir, name);
      const stats = await stat(path).catch(() => null);
      if (stats && now - stats.mtimeMs > OUTAGE_MAX_AGE_MS) {
        await unlink(path).catch(() => {});
        this.written.delete(name.slice(0, -'.page'.length));
        deleted++;
      }
    }
    return deleted;
  }

  /** The kept copy under `key`, or null: none, unreadable, or older than OUTAGE_MAX_AGE_MS. */
  async find(key: string): Promise<KeptPageCopy | null> {
    const path = this.pathOf(key);
    let bytes: Buffer;
    let checkedAt: number;
    try {
      const [content, stats] = await Promise.all([readFile(path), stat(path)]);
      bytes = content;
      checkedAt = stats.mtimeMs;
    } catch {
      return null;
    }
    if (this.now() - checkedAt > OUTAGE_MAX_AGE_MS) return null;
    const end = bytes.indexOf(10);
    if (end < 0) return null;
    try {
      const header = JSON.parse(bytes.subarray(0, end).toString()) as StoredHeader;
      const body = bytes.subarray(end + 1);
      if (header.brotliLength > body.length) return null;
      return {
        agency: header.agency,
        cardNo: header.cardNo,
        etag: header.etag,
        headers: header.headers,
        brotli: body.subarray(0, header.brotliLength),
        gzip: body.subarray(header.brotliLength),
        checkedAt,
      };
    } catch {
      return null;
    }
  }
}
