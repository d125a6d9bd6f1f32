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

/**
 * The app's scripts, started by the last script in the body once the splash has been painted
 * (a frame's callback and then a task is the first moment after a paint). As module scripts in
 * the head, a phone fetched ~250 KB of them while the page's first paint waited, and a browser
 * that had them at hand (a repeat visit) ran them all before painting anything: seconds of a
 * cheap phone's CPU on a blank page where the splash could show. On a sign-in page the sign-in
 * screens' chunks come with them. The timeout starts them where frames do not run (a tab opened
 * in the background).
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
    document.head.appendChild(script);
  }
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

/** Where the splash script leaves the words it chose, so React's splash draws the same ones. */
export const SIGN_IN_SPLASH_KEY = '__cardoraSignInSplash';

/** The page whose boot splash is the sign-in card's heading (the customer's way in). */
export const SIGN_IN_SPLASH_PATH = /^\/panel\/login\/?$/;

/**
 * The second inline script, at the end of the splash: on /panel/login it writes the page's title
 * and subtitle into the splash's card in the visitor's language (as i18n.ts picks it: the choice
 * kept on this device, else the browser's first language we have, else English), so the page a
 * phone paints first is the sign-in card itself, not "Opening…", and the form joins it when the
 * scripts have run (issue 16: Lighthouse's largest paint was the subtitle, drawn by React ~3 s
 * after the first paint on a slow phone). `words` holds every language's login title and subtitle.
 */
export function signInSplashScript(words: Readonly<Record<string, SignInSplashWords>>): string {
  return `(function () {
  if (!${SIGN_IN_SPLASH_PATH}.test(location.pathname)) return;
  var words = ${JSON.stringify(words)};
  var language = null;
  try {
    language = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
  } catch (e) {}
  if (!Object.prototype.hasOwnProperty.call(words, language)) {
    language = 'en';
    var tags = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < tags.length; i++) {
      var primary = String(tags[i]).trim().toLowerCase().split(/[-_;]/)[0];
      if (Object.prototype.hasOwnProperty.call(words, primary)) {
        language = primary;
        break;
      }
    }
  }
  var chosen = words[language];
  var block = document.getElementById('boot-sign-in');
  var splash = document.querySelector('.boot-splash');
  if (!block || !splash || !chosen) return;
  block.querySelector('h1').textContent = chosen.title;
  block.querySelector('p').textContent = chosen.subtitle;
  block.hidden = false;
  document.documentElement.lang = language;
  splash.classList.add('boot-splash--sign-in');
  window[${JSON.stringify(SIGN_IN_SPLASH_KEY)}] = chosen;
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
