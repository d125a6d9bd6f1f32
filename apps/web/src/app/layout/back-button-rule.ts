/**
 * The back button is hidden on the home pages — the customer root, /account, /projects
 * and the admin root — and whenever the query has firstTimeUser.
 */
export function showsBackButton(pathname: string, search: string): boolean {
  if (new URLSearchParams(search).has('firstTimeUser')) return false;
  const path = pathname.replace(/\/+$/, '');
  if (path === '/customer' || path === '/admin') return false;
  return !/^\/(customer|admin)\/(account|projects)$/.test(path);
}
