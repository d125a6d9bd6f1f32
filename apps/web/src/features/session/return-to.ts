// Where a person goes after signing in when a link from outside the panel sent them to sign in
// first: an unassigned tag's page (/t/<code>) links to the claim page, which a signed-out
// visitor can only reach by signing in (or signing up). The address they wanted rides along in
// the login pages' query (`next`), which every step of the sign-in keeps, and is opened at the
// end instead of the customer's home. Only the addresses listed here are followed, so a link
// cannot send someone anywhere else after they sign in.

export const RETURN_TO_PARAM = 'next';

/** The panel pages (relative to /panel) such a link opens. */
const RETURNABLE: readonly RegExp[] = [/^\/customer\/tags\/claim$/];

export interface PanelPlace {
  pathname: string;
  search: string;
}

function returnable(pathname: string): boolean {
  return RETURNABLE.some((rule) => rule.test(pathname));
}

/** The sign-in page for a signed-out visit to `place`: with `next` when the place is one to come back to. */
export function signInPlaceFor(place: PanelPlace): PanelPlace {
  if (!returnable(place.pathname)) return { pathname: '/login', search: '' };
  const query = new URLSearchParams({ [RETURN_TO_PARAM]: `${place.pathname}${place.search}` });
  return { pathname: '/login', search: `?${query}` };
}

/**
 * The place to open once signed in: the `next` of the sign-in pages' query when it is a place to
 * come back to, with its own query first and then whatever else the sign-in carried (like the dev
 * agency); null when there is none, and the caller goes where it always went.
 */
export function returnPlaceFrom(search: string): PanelPlace | null {
  const query = new URLSearchParams(search);
  const wanted = query.get(RETURN_TO_PARAM);
  if (!wanted?.startsWith('/') || wanted.startsWith('//')) return null;
  query.delete(RETURN_TO_PARAM);
  const target = new URL(wanted, 'https://panel.invalid');
  if (target.origin !== 'https://panel.invalid' || !returnable(target.pathname)) return null;
  const merged = new URLSearchParams(target.search);
  for (const [key, value] of query) if (!merged.has(key)) merged.append(key, value);
  return { pathname: target.pathname, search: merged.size > 0 ? `?${merged}` : '' };
}
