// Local-disk storage: one file per key under a root directory (default $DATA_DIR/uploads).

import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { contentTypeForKey, isSafeStorageFolder, isSafeStorageKey, type Storage, UPLOADS_URL_PREFIX } from './storage';

export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key, refusing anything that would leave the root (defence in depth). */
  private pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return this.inside(key);
  }

  /** A checked key's or folder's path, which must still be below the root once resolved. */
  private inside(relative: string): string {
    const path = resolve(join(this.root, relative));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage path outside the root: ${relative}`);
    return path;
  }

  /** The content type is implied by the key's extension on disk. */
  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${path}.${randomUUID()}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, path);
  }

  async get(key: string) {
    if (!isSafeStorageKey(key)) return null;
    try {
      return { body: await readFile(this.pathOf(key)), contentType: contentTypeForKey(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteFolder(folder: string): Promise<number> {
    if (!isSafeStorageFolder(folder)) throw new Error(`unsafe storage folder: ${folder}`);
    const path = this.inside(folder);
    const { files } = await countFiles(path);
    await rm(path, { recursive: true, force: true });
    return files;
  }

  url(key: string): string {
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  async usage(): Promise<{ bytes: number; files: number }> {
    return countFiles(this.root);
  }
}

/** The stored files under a directory and what they weigh (a write's .tmp file is not one yet). */
async function countFiles(root: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        bytes += (await stat(path).catch(() => null))?.size ?? 0;
        files++;
      }
    }
  };
  await walk(root);
  return { bytes, files };
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR';
}
