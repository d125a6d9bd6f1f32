export const CSRF_COOKIE = 'cardora_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** The double-submit token the server put in a readable cookie. */
export function readCsrfToken(): string {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return '';
}
