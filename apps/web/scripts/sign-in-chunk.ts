// Which modules the sign-in screens import (statically, from src/features/auth/auth-pages.ts),
// for the `sign-in` chunk group in vite.config.ts: rolldown asks about each module, with a way
// to read who imports it.

const SIGN_IN_ENTRY = /src[\\/]features[\\/]auth[\\/]auth-pages\.ts$/;
/** The sign-in screens' own code stays in their lazy chunk: only what they share is grouped. */
const SIGN_IN_CODE = /src[\\/]features[\\/]auth[\\/]/;

interface ModuleInfoLike {
  importers: readonly string[];
}

interface ChunkingContextLike {
  getModuleInfo(moduleId: string): ModuleInfoLike | null;
}

/** A name function for a codeSplitting group: 'sign-in' for the modules the sign-in screens import. */
export function signInChunkName(): (id: string, context: ChunkingContextLike) => string | null {
  const reaches = new Map<string, boolean>();
  const reachedBySignIn = (id: string, context: ChunkingContextLike, path: Set<string>): boolean => {
    const known = reaches.get(id);
    if (known !== undefined) return known;
    if (SIGN_IN_ENTRY.test(id)) return true;
    if (path.has(id)) return false; // an import cycle, answered where it started
    path.add(id);
    const importers = context.getModuleInfo(id)?.importers ?? [];
    const result = importers.some((importer) => reachedBySignIn(importer, context, path));
    path.delete(id);
    reaches.set(id, result);
    return result;
  };
  return (id, context) => (!SIGN_IN_CODE.test(id) && reachedBySignIn(id, context, new Set()) ? 'sign-in' : null);
}
