// The admin area's front door: everything another area may use from it. Other areas import
// '#admin' only, never a file inside it (biome.json enforces this). It
// exports what other areas use today; add to it when another area needs more.
export {};
