// The inlined script's entry (scripts/early-boot-plugin.ts builds it): a page the island cannot
// work on is left to the app, which the body's last script then starts as on every other page.
import { SIGN_IN_ISLAND_KEY } from '../app/early-boot';
import { runSignInIsland } from './island';

try {
  runSignInIsland(window);
} catch (error) {
  Reflect.deleteProperty(window, SIGN_IN_ISLAND_KEY);
  console.error(error);
}
