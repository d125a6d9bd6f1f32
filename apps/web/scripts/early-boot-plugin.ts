// Puts index.html's inline scripts in the built page (src/app/early-boot.ts says what they do):
// the early API calls in the head; at the end of the body the sign-in page's words, the sign-in
// island (src/sign-in-island, bundled here into a small IIFE) and the start of the app's scripts,
// with the sign-in screens' chunks (the lazy chunk of src/features/auth/auth-pages.ts and every
// chunk it imports that the entry does not already load). It also draws the island's country-code
// menu and language switch into the page's markup, from the lists the app uses.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
// By path, not the package: Vite bundles its config's relative imports, and Node cannot load the
// contract's TypeScript from node_modules.
import { escapeHtml } from '../../../packages/card-templates/src/format.ts';
import { GLOSSARY } from '../../../packages/contract/src/glossary.ts';
import { LANGUAGES } from '../../../packages/contract/src/languages.ts';
import { earlyBootScript, type SignInIslandWords, signInSplashScript, startAppScript } from '../src/app/early-boot.ts';
import { COMMON_COUNTRY_CODES } from '../src/components/form/country-codes.ts';

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

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // a language without the file falls back to English, as i18next does
  }
}

/** The string at a dotted path of a word file, if there is one. */
function wordAt(file: unknown, path: string): string | undefined {
  let node: unknown = file;
  for (const key of path.split('.'))
    node = typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The island page's word keys (data-word in index.html) and where each comes from: [file, path]. */
const ISLAND_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  title: ['auth', 'login.title'],
  subtitle: ['auth', 'login.subtitle'],
  mobile: ['auth', 'identify.mobile'],
  email: ['auth', 'identify.email'],
  useEmail: ['auth', 'identify.useEmail'],
  continue: ['auth', 'identify.continue'],
  code: ['auth', 'countryCode.label'],
  codeAria: ['auth', 'countryCode.aria'],
  codeChoose: ['auth', 'countryCode.choose'],
  partnerQuestion: ['auth', 'login.partnerQuestion'],
  partnerSignIn: ['glossary', 'partnerSignIn'],
  newAccounts: ['auth', 'login.newAccounts'],
  loadFailed: ['auth', 'login.loadFailed'],
  secureSignIn: ['auth', 'shell.secureSignIn'],
  language: ['common', 'language'],
  ...Object.fromEntries(
    COMMON_COUNTRY_CODES.map((option) => [`country.${option.name}`, ['auth', `countryCode.countries.${option.name}`]]),
  ),
};

/**
 * Every language's words for the sign-in page drawn before React (the splash and the island), from
 * the contract's word files: English's glossary is the contract's GLOSSARY; a word a language lacks
 * is English's, as i18next falls back.
 */
export function loginSplashWords(localesDir: string): Record<string, SignInIslandWords> {
  const filesOf = (language: string): Record<string, unknown> => ({
    auth: readJson(join(localesDir, language, 'auth.json')),
    common: readJson(join(localesDir, language, 'common.json')),
    glossary: language === 'en' ? GLOSSARY : readJson(join(localesDir, language, 'glossary.json')),
  });
  const english = filesOf('en');
  const words: Record<string, SignInIslandWords> = {};
  for (const language of readdirSync(localesDir)) {
    const files = filesOf(language);
    if (wordAt(files.auth, 'login.title') === undefined) continue;
    const entry: Record<string, string> = {};
    for (const [key, [file, path]] of Object.entries(ISLAND_WORDS)) {
      const word = wordAt(files[file], path) ?? wordAt(english[file], path);
      if (word === undefined) throw new Error(`early boot: no English word ${file}:${path} for the sign-in page`);
      entry[key] = word;
    }
    words[language] = entry as SignInIslandWords;
  }
  if (!words.en) throw new Error(`early boot: no English login words in ${localesDir}`);
  return words;
}

/** The island's markup drawn from the app's lists: the country-code menu and the language switch. */
export function islandMarkup(html: string, english: SignInIslandWords): string {
  const options = COMMON_COUNTRY_CODES.map(
    (option) =>
      `<option value="${option.code}" data-word="country.${option.name}" data-suffix=" (${option.code})">${escapeHtml(
        english[`country.${option.name}`] ?? option.code,
      )} (${option.code})</option>`,
  ).join('');
  const languages = LANGUAGES.map(
    (language) => `<button type="button" lang="${language.code}">${escapeHtml(language.nativeName)}</button>`,
  ).join('');
  for (const marker of ['<!--country-codes-->', '<!--languages-->'])
    if (!html.includes(marker)) throw new Error(`early boot: ${marker} is missing from index.html`);
  return html.replace('<!--country-codes-->', options).replace('<!--languages-->', languages);
}

/** The sign-in island as one minified script, with nothing to import at run time. */
export async function bundleSignInIsland(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2019',
    platform: 'browser',
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('early boot: the sign-in island did not build');
  // Inline in a <script>: a "</script" in it would end the tag.
  if (/<\/script/i.test(code)) throw new Error('early boot: the sign-in island contains "</script"');
  return code.trim();
}

export function earlyBoot(options: {
  base: string;
  signInModule: RegExp;
  localesDir: string;
  islandEntry: string;
}): Plugin {
  return {
    name: 'cardora-early-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
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
        const words = loginSplashWords(options.localesDir);
        const english = words.en;
        if (!english) throw new Error('early boot: no English sign-in words');
        const island = await bundleSignInIsland(options.islandEntry);
        return {
          html: islandMarkup(page, english),
          tags: [
            { tag: 'script', children: earlyBootScript(), injectTo: 'head-prepend' },
            // After the splash's markup, so it can write into it before the first paint.
            {
              tag: 'script',
              children: `${signInSplashScript(words)}\n${island}\n${startAppScript(scripts)}`,
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
