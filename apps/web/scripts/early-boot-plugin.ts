// Puts index.html's inline boot script in the built page (src/app/early-boot.ts says what it
// does), with the sign-in screens' chunks: the lazy chunk of src/features/auth/auth-pages.ts and
// every chunk it imports that the entry does not already load.
import type { Plugin } from 'vite';
import { earlyBootScript } from '../src/app/early-boot.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
}

function isChunk(value: unknown): value is ChunkLike {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'type') === 'chunk';
}

function closure(start: ChunkLike, chunks: Map<string, ChunkLike>): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return seen;
}

export function earlyBoot(options: { base: string; signInModule: RegExp }): Plugin {
  return {
    name: 'cardora-early-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = new Map<string, ChunkLike>();
        for (const output of Object.values(context.bundle ?? {}))
          if (isChunk(output)) chunks.set(output.fileName, output);
        const all = [...chunks.values()];
        const entry = all.find((chunk) => chunk.isEntry);
        const signIn = all.find(
          (chunk) => chunk.facadeModuleId !== null && options.signInModule.test(chunk.facadeModuleId),
        );
        if (!entry || !signIn) throw new Error('early boot: the entry or the sign-in chunk is missing from the build');
        const loaded = closure(entry, chunks);
        const signInChunks = [...closure(signIn, chunks)]
          .filter((fileName) => !loaded.has(fileName))
          .map((fileName) => `${options.base}${fileName}`);
        return [{ tag: 'script', children: earlyBootScript(signInChunks), injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * The entry's stylesheet (only the Inter @font-face rules, ~1 KB compressed) inlined in the page,
 * so nothing blocks the first paint of the boot splash: a render-blocking request costs a round
 * trip on a phone before anything shows.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'cardora-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="[^"]*\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, fileName) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
