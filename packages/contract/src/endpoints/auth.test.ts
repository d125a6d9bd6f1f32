import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { authEndpoints } from './auth';

describe('authEndpoints (what the login route loads)', () => {
  it.each(Object.keys(authEndpoints))('%s is served from the one table', (name) => {
    expect(Reflect.get(endpoints, name)).toBe(Reflect.get(authEndpoints, name));
  });

  it('holds only calls made before sign-in or while booting: none needs a signed-in role', () => {
    const signedIn = Object.entries(authEndpoints).filter(
      ([, entry]) => !['public', 'session', 'user', 'franchisee'].includes(String(entry.access)),
    );
    expect(signedIn.map(([name]) => name)).toEqual([]);
  });
});
