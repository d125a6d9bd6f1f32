// Puts index.html's inline scripts in the built page (src/app/early-boot.ts says what they do):
// the early API calls in the head; at the end of the body the sign-in splash's words and the start
// of the app's scripts, with the sign-in screens' chunks (the lazy chunk of
// src/features/auth/auth-pages.ts and every chunk it imports that the entry does not already load).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { earlyBootScript, type SignInSplashWords, signInSplashScript, startAppScript } from '../src/app/early-boot.ts';

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

/** Every language's login title and subtitle, from the contract's auth word files. */
export function loginSplashWords(localesDir: string): Record<string, SignInSplashWords> {
  const words: Record<string, SignInSplashWords> = {};
  for (const language of readdirSync(localesDir)) {
    let auth: unknown;
    try {
      auth = JSON.parse(readFileSync(join(localesDir, language, 'auth.json'), 'utf8'));
    } catch {
      continue; // a language without sign-in words falls back to English, as i18next does
    }
    const login: unknown = typeof auth === 'object' && auth !== null ? Reflect.get(auth, 'login') : undefined;
    const title: unknown = typeof login === 'object' && login !== null ? Reflect.get(login, 'title') : undefined;
    const subtitle: unknown = typeof login === 'object' && login !== null ? Reflect.get(login, 'subtitle') : undefined;
    if (typeof title === 'string' && typeof subtitle === 'string') words[language] = { title, subtitle };
  }
  if (!words.en) throw new Error(`early boot: no English login words in ${localesDir}`);
  return words;
}

export function earlyBoot(options: { base: string; signInModule: RegExp; localesDir: string }): Plugin {
  return {
    name: 'cardora-early-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
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
        // Vite's module script and modulepreload links for the entry leave the head: the body's
        // last script starts them after the splash's first paint (startAppScript says why).
        const entryTag = `<script type="module" crossorigin src="${options.base}${entry.fileName}"></script>`;
        if (!html.includes(entryTag))
          throw new Error(`early boot: the entry's script tag is not in the page (${entryTag})`);
        const entryImports: string[] = [];
        const page = html
          .replace(entryTag, '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
            entryImports.push(href);
            return '';
          });
        const scripts = { entry: `${options.base}${entry.fileName}`, entryImports, signInChunks };
        return {
          html: page,
          tags: [
            { tag: 'script', children: earlyBootScript(), injectTo: 'head-prepend' },
            // After the splash's markup, so it can write into it before the first paint.
            {
              tag: 'script',
              children: `${signInSplashScript(loginSplashWords(options.localesDir))}\n${startAppScript(scripts)}`,
              injectTo: 'body',
            },
          ],
        };
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
        // Inter on the first visit only if it is there at once (font-display: optional, ~100 ms):
        // with 'swap' every text is drawn twice, in a fallback font and again in Inter, and the
        // second drawing, wider, is a later "largest paint" than the page's first. A phone that
        // misses it shows the system's sans-serif (Roboto on Android) until the next visit.
        return html.replace(/<link rel="stylesheet"[^>]*href="[^"]*\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, fileName) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source).replaceAll('font-display:swap', 'font-display:optional')}</style>`;
        });
      },
    },
  };
}
