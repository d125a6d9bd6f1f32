// The web's import aliases, for Vite and Vitest (TypeScript reads the same map from tsconfig.json's
// "paths"): `#features/<name>` is a feature's front door (its index.ts), the only way another
// feature or the shell may import it; `#app/…`, `#components/…`, `#lib/…`, `#api/…` and `#i18n/…`
// reach the shared kernel without climbing `../../../`.
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));

export const webAliases = [
  { find: /^#features\/([\w-]+)$/, replacement: `${src}features/$1/index.ts` },
  { find: /^#(app|components|lib|api|i18n)\//, replacement: `${src}$1/` },
];
