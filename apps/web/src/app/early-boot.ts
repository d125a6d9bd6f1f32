// What index.html's inline boot script does before any module has loaded (built from here by
// scripts/early-boot-plugin.ts): it asks for the agency and the session at once, in parallel with
// the scripts, and on a sign-in page fetches the sign-in screens' chunks too. The API client takes
// the answers it started (takeEarlyResponse), so the first paint waits for one round of downloads,
// not three (issue 16: Lighthouse on /panel/login).

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
export function earlyBootScript(signInChunks: readonly string[]): string {
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
  if (${SIGN_IN_PATH}.test(location.pathname)) {
    ${JSON.stringify(signInChunks)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
})();`;
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
