// What index.html's inline scripts do before any module has loaded (built from here by
// scripts/early-boot-plugin.ts). In the head: ask for the agency and the session at once, so they
// come with the scripts; the API client takes the answers it started (takeEarlyResponse). At the
// end of the body: on /panel/login, write the sign-in card's words into the splash; then start the
// app's scripts (and on a sign-in page the sign-in screens' chunks) after the splash is painted.

/** The sign-in screens: their code is fetched with the app's own on these paths. */
export const SIGN_IN_PATH =
  /^\/panel\/?(login|franchisee-login|otp|franchisee-otp|createPassword|franchisee-createPassword)?\/?$/;

/** The GETs every page makes first (BootGate): authEndpoints.getAgencyDetails and getSession. */
export const EARLY_GETS = ['/api/v1/agency-details', '/api/v1/session'] as const;

/** Where the inline script leaves its answers: URL (as the API client builds it) -> response. */
export const EARLY_RESPONSES_KEY = '__cardoraEarly';

/**
 * The inline script, as plain ES5 so it runs wherever the page is opened. The agency parameter
 * follows api/agency-param.ts, so the URLs match the client's exactly; one that does not match
 * is simply not taken and the client asks again.
 */
export function earlyBootScript(): string {
  return `(function () {
  var early = (window[${JSON.stringify(EARLY_RESPONSES_KEY)}] = {});
  var agency = null;
  try {
    agency = new URLSearchParams(location.search).get('agency') || sessionStorage.getItem('cardora.agency');
  } catch (e) {
    agency = new URLSearchParams(location.search).get('agency');
  }
  var query = agency ? '?' + new URLSearchParams({ agency: agency }) : '';
  ${JSON.stringify(EARLY_GETS)}.forEach(function (path) {
    var url = path + query;
    early[url] = fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    early[url].catch(function () {});
  });
})();`;
}

/** The app's scripts as the build names them (scripts/early-boot-plugin.ts). */
export interface AppScripts {
  /** The entry module. */
  entry: string;
  /** What the entry imports, fetched beside it. */
  entryImports: readonly string[];
  /** The sign-in screens' chunks that the entry does not import. */
  signInChunks: readonly string[];
}

/** Where the body's last script leaves the function that starts the app's scripts (idempotent). */
export const START_APP_KEY = '__cardoraStartApp';

/**
 * The app's scripts, started by the last script in the body once the splash has been painted
 * (a frame's callback and then a task is the first moment after a paint). As module scripts in
 * the head, a phone fetched ~250 KB of them while the page's first paint waited, and a browser
 * that had them at hand (a repeat visit) ran them all before painting anything: seconds of a
 * cheap phone's CPU on a blank page where the splash could show. On a sign-in page the sign-in
 * screens' chunks come with them. The timeout starts them where frames do not run (a tab opened
 * in the background). Where the sign-in island is up (/panel/login signed out) it starts them
 * itself, when the person first uses its form (src/sign-in-island/island.ts says why); a failed
 * load is reported to it, so its form can say so.
 */
export function startAppScript(scripts: AppScripts): string {
  return `(function () {
  var started = false;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(scripts.entryImports)}.forEach(preload);
    if (${SIGN_IN_PATH}.test(location.pathname)) ${JSON.stringify(scripts.signInChunks)}.forEach(preload);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(scripts.entry)};
    script.onerror = function () {
      var island = window[${JSON.stringify(SIGN_IN_ISLAND_KEY)}];
      if (island && island.appFailed) island.appFailed();
    };
    document.head.appendChild(script);
  }
  window[${JSON.stringify(START_APP_KEY)}] = start;
  if (window[${JSON.stringify(SIGN_IN_ISLAND_KEY)}]) return;
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 200);
})();`;
}

/** Where the panel keeps the language chosen on this device (i18n/i18n.ts reads it too). */
export const LANGUAGE_STORAGE_KEY = 'cardora.language';

/** The sign-in page's own words, drawn by the boot splash before any script has loaded. */
export interface SignInSplashWords {
  title: string;
  subtitle: string;
}

/**
 * Every word the sign-in island's page shows, in one language, by the key its elements name in
 * `data-word` (text) or `data-word-aria` (aria-label): the login's title and subtitle, the first
 * step's form, the footer, and `country.<key>` for each common country code.
 */
export type SignInIslandWords = SignInSplashWords & Readonly<Record<string, string>>;

/** Where the splash script leaves the words it chose, so React's splash draws the same ones. */
export const SIGN_IN_SPLASH_KEY = '__cardoraSignInSplash';

/** Where the splash script leaves every language's words and the function that draws them. */
export const SIGN_IN_WORDS_KEY = '__cardoraSignInWords';

/** What the splash script leaves at SIGN_IN_WORDS_KEY. */
export interface SignInWordsHandle {
  language: string;
  languages: readonly string[];
  /** Writes a language's words into the page, sets <html lang> and keeps the choice on the device. */
  apply(language: string, keep: boolean): void;
}

/** The page whose boot splash is the sign-in card's heading (the customer's way in). */
export const SIGN_IN_SPLASH_PATH = /^\/panel\/login\/?$/;

/**
 * The second inline script, at the end of the splash: on /panel/login it writes the page's words
 * into the splash's card in the visitor's language (as i18n.ts picks it: the choice kept on this
 * device, else the browser's first language we have, else English), so the page a phone paints
 * first is the sign-in card itself, not "Opening…" (Lighthouse's largest paint was the
 * subtitle, drawn by React ~3 s after the first paint on a slow phone). `words` holds every
 * language's words (SignInIslandWords): the sign-in island's form is drawn with them at once.
 */
export function signInSplashScript(words: Readonly<Record<string, SignInIslandWords>>): string {
  return `(function () {
  if (!${SIGN_IN_SPLASH_PATH}.test(location.pathname)) return;
  var words = ${JSON.stringify(words)};
  var has = function (key) { return Object.prototype.hasOwnProperty.call(words, key); };
  var language = null;
  try {
    language = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
  } catch (e) {}
  if (!has(language)) {
    language = 'en';
    var tags = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < tags.length; i++) {
      var primary = String(tags[i]).trim().toLowerCase().split(/[-_;]/)[0];
      if (has(primary)) {
        language = primary;
        break;
      }
    }
  }
  var block = document.getElementById('boot-sign-in');
  var splash = document.querySelector('.boot-splash');
  if (!block || !splash || !words[language]) return;
  var nameNode = splash.querySelector('.boot-splash__name');
  var agencyName = nameNode ? nameNode.textContent : '';
  function apply(next, keep) {
    if (!has(next)) return;
    var chosen = words[next];
    var named = splash.querySelectorAll('[data-word]');
    for (var j = 0; j < named.length; j++) {
      var word = chosen[named[j].getAttribute('data-word')];
      if (typeof word === 'string')
        named[j].textContent = word.split('{{name}}').join(agencyName) + (named[j].getAttribute('data-suffix') || '');
    }
    var labelled = splash.querySelectorAll('[data-word-aria]');
    for (var k = 0; k < labelled.length; k++) {
      var label = chosen[labelled[k].getAttribute('data-word-aria')];
      if (typeof label === 'string') labelled[k].setAttribute('aria-label', label);
    }
    document.documentElement.lang = next;
    handle.language = next;
    window[${JSON.stringify(SIGN_IN_SPLASH_KEY)}] = { title: chosen.title, subtitle: chosen.subtitle };
    if (keep) {
      try {
        localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, next);
      } catch (e) {}
    }
  }
  var handle = (window[${JSON.stringify(SIGN_IN_WORDS_KEY)}] = {
    language: language,
    languages: Object.keys(words),
    apply: apply
  });
  apply(language, false);
  block.hidden = false;
  splash.classList.add('boot-splash--sign-in');
})();`;
}

/** The words the splash script drew on this page, if it drew any. */
export function signInSplashWords(from: object = globalThis): SignInSplashWords | null {
  const words: unknown = Reflect.get(from, SIGN_IN_SPLASH_KEY);
  if (typeof words !== 'object' || words === null) return null;
  const title: unknown = Reflect.get(words, 'title');
  const subtitle: unknown = Reflect.get(words, 'subtitle');
  return typeof title === 'string' && typeof subtitle === 'string' ? { title, subtitle } : null;
}

/** The answer the inline script already asked for this URL, once; undefined when it did not. */
export function takeEarlyResponse(url: string, from: object = globalThis): Promise<Response> | undefined {
  const early: unknown = Reflect.get(from, EARLY_RESPONSES_KEY);
  if (typeof early !== 'object' || early === null) return undefined;
  const response: unknown = Reflect.get(early, url);
  if (!(response instanceof Promise)) return undefined;
  Reflect.deleteProperty(early, url);
  return response;
}

/** Where the sign-in island (src/sign-in-island/island.ts) leaves its handle for the app. */
export const SIGN_IN_ISLAND_KEY = '__cardoraSignInIsland';

/** What the person sent from the island's form: the values of IdentifyForm's first step. */
export interface SignInHandoff {
  countryCode: string;
  phone: string;
  email: string;
  isForeignUser: boolean;
}

/** The sign-in island's handle (SIGN_IN_ISLAND_KEY). */
export interface SignInIsland {
  /**
   * Settles when the app may draw: with what the person sent from the island's form, or null when
   * the island stepped aside (someone is signed in, the agency did not answer).
   */
  mount: Promise<SignInHandoff | null>;
  /** Takes the island's page away: React's sign-in page is drawn under it. */
  dismiss(): void;
  /** The app's scripts did not load. */
  appFailed(): void;
}

/** The island's handle, when the page has one. */
export function signInIsland(from: object = globalThis): SignInIsland | null {
  const island: unknown = Reflect.get(from, SIGN_IN_ISLAND_KEY);
  if (typeof island !== 'object' || island === null) return null;
  const mount: unknown = Reflect.get(island, 'mount');
  const dismiss: unknown = Reflect.get(island, 'dismiss');
  if (!(mount instanceof Promise) || typeof dismiss !== 'function') return null;
  return island as SignInIsland;
}
