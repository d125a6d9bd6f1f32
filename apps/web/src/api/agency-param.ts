// Outside production the server picks the agency from `?agency=<slug>`. The page URL carries it
// on the first visit; we keep it for the tab so API calls made after navigation still name it
// (the server also remembers it in a cookie, but Vite's dev server serves the HTML, not ours).
const STORAGE_KEY = 'cardora.agency';

function readInitialAgency(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('agency');
  try {
    if (fromUrl) {
      sessionStorage.setItem(STORAGE_KEY, fromUrl);
      return fromUrl;
    }
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return fromUrl;
  }
}

const agencyParam = readInitialAgency();

export function agencyQueryParam(): string | null {
  return agencyParam;
}
