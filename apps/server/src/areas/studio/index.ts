// The studio area's front door: everything another area may use from it. Other areas import
// '#studio' only, never a file inside it (biome.json enforces this). It
// exports what other areas use today; add to it when another area needs more.
export { storeImage, tooLarge } from './documents/service';
export { companyNameSql, templateIdSql } from './projects/repo';
