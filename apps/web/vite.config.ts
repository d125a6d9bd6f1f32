import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webAliases } from './scripts/aliases.ts';
import { earlyBoot, inlineEntryCss } from './scripts/early-boot-plugin.ts';
import { signInChunkName } from './scripts/sign-in-chunk.ts';

const server = process.env.CARDORA_SERVER_URL ?? 'http://localhost:3000';

// The panel is served by the server under /panel/; in dev Vite proxies the API to it, and the
// sandbox gateway (its checkout script and its pay/fail calls) so checkout works on :5173 too.
export default defineConfig({
  base: '/panel/',
  plugins: [
    react(),
    inlineEntryCss(),
    earlyBoot({
      base: '/panel/',
      signInModule: /src[\\/]features[\\/]auth[\\/]auth-pages\.ts$/,
      localesDir: fileURLToPath(new URL('../../packages/contract/src/locales', import.meta.url)),
      islandEntry: fileURLToPath(new URL('./src/sign-in-island/entry.ts', import.meta.url)),
    }),
  ],
  resolve: {
    alias: [
      ...webAliases,
      // react-router's package exports name only its development build (dev warnings on); its
      // production build sits beside it and differs by exactly that flag.
      {
        find: /^react-router$/,
        replacement: join(
          dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
          'dist/production/index.mjs',
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/log': { target: server, changeOrigin: false },
      '/dev': { target: server, changeOrigin: false },
      '/sandbox-gateway': { target: server, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each entry and lazy route loads (the build test reads it).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: {
        // The panel imports only CardPage from @cardora/card-templates; its modules have no side
        // effects, so the server-only document renderer (and react-dom/server) stays out of the
        // bundle. Every other module keeps the default judgement.
        moduleSideEffects: (id) => (/packages[\\/]card-templates[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // What every page needs before its first paint, in long-cached chunks with clear names
          // (app releases then do not make phones download React or MUI's engine again).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'vendor',
              // Not the contract: a group takes every module that matches, so the login would load
              // every area's schemas. Its modules go where they are imported.
              test: /node_modules[\\/](@tanstack|notistack|zod|@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|react-is|hoist-non-react-statics|goober|clsx|prop-types)[\\/]/,
            },
            // The rest of what the entry loads, in one chunk rather than a dozen small ones: on
            // HTTP/1.1 a phone opens six connections, and each further request waits a round trip.
            { name: 'boot', tags: ['$initial'] },
            // What the sign-in screens share with the rest of the panel (MUI inputs, icons, form
            // wrappers), in one chunk beside auth-pages, for the same reason.
            { name: signInChunkName() },
          ],
        },
      },
    },
  },
});
