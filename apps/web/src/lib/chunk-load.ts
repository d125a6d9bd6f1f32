import { type ComponentType, lazy } from 'react';

/** A failed lazy import raises ChunkLoadError; a failed stylesheet CSS_CHUNK_LOAD_FAILED. */
export class ChunkLoadError extends Error {
  override readonly name: 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';
  constructor(cause: unknown) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(message);
    this.name = /css/i.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError';
    this.cause = cause;
  }
}

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** React.lazy of a named export, whose import failure becomes a ChunkLoadError the route error screen recognises. */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => {
    try {
      return { default: pick(await load()) };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  });
}
