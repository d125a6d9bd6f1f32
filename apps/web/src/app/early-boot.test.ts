import { authEndpoints } from '@cardora/contract/auth';
import { describe, expect, it } from 'vitest';
import { EARLY_GETS, EARLY_RESPONSES_KEY, earlyBootScript, SIGN_IN_PATH, takeEarlyResponse } from './early-boot';

/** Runs the inline script against a page of our making: what it fetched and which chunks it preloaded. */
function runScript(page: { pathname: string; search?: string; storedAgency?: string | null }) {
  const fetched: string[] = [];
  const preloaded: string[] = [];
  const window: Record<string, unknown> = {};
  const run = new Function(
    'window',
    'location',
    'sessionStorage',
    'fetch',
    'document',
    earlyBootScript(['/panel/assets/sign-in-abc.js']),
  );
  run(
    window,
    { pathname: page.pathname, search: page.search ?? '' },
    { getItem: () => page.storedAgency ?? null },
    (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('{"data":{}}'));
    },
    {
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
    },
  );
  return { fetched, preloaded, window };
}

describe('the inline boot script', () => {
  it('asks for the two GETs BootGate makes, at the contract paths', () => {
    expect(EARLY_GETS).toEqual([authEndpoints.getAgencyDetails.path, authEndpoints.getSession.path]);
    expect(runScript({ pathname: '/panel/admin' }).fetched).toEqual(['/api/v1/agency-details', '/api/v1/session']);
  });

  it('names the agency as the API client does: from the URL, else the tab', () => {
    expect(runScript({ pathname: '/panel/login', search: '?agency=acme&x=1' }).fetched[0]).toBe(
      '/api/v1/agency-details?agency=acme',
    );
    expect(runScript({ pathname: '/panel/login', storedAgency: 'sharma co' }).fetched[1]).toBe(
      '/api/v1/session?agency=sharma+co',
    );
  });

  it('preloads the sign-in chunks on the sign-in pages only', () => {
    for (const path of ['/panel', '/panel/', '/panel/login', '/panel/franchisee-otp', '/panel/createPassword/']) {
      expect(SIGN_IN_PATH.test(path), path).toBe(true);
      expect(runScript({ pathname: path }).preloaded, path).toEqual(['modulepreload /panel/assets/sign-in-abc.js']);
    }
    for (const path of ['/panel/customer', '/panel/admin/businesses', '/panel/loginx']) {
      expect(runScript({ pathname: path }).preloaded, path).toEqual([]);
    }
  });

  it('hands each answer to the client once, by URL', async () => {
    const { window } = runScript({ pathname: '/panel/login' });
    expect(Object.keys(Object(Reflect.get(window, EARLY_RESPONSES_KEY)))).toHaveLength(2);
    const early = takeEarlyResponse('/api/v1/session', window);
    expect(early).toBeInstanceOf(Promise);
    expect((await early)?.status).toBe(200);
    expect(takeEarlyResponse('/api/v1/session', window)).toBeUndefined();
    expect(takeEarlyResponse('/api/v1/session?agency=other', window)).toBeUndefined();
    expect(takeEarlyResponse('/api/v1/session', {})).toBeUndefined();
  });
});
