// Which build a process runs: the server's bundle carries its version and commit (build.mjs
// defines __CARDORA_VERSION__); run from source (tests, tsx) it is "development".
declare const __CARDORA_VERSION__: string | undefined;

export const SERVER_VERSION: string =
  process.env.CARDORA_VERSION ?? (typeof __CARDORA_VERSION__ === 'string' ? __CARDORA_VERSION__ : 'development');
