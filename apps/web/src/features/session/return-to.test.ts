import { describe, expect, it } from 'vitest';
import { returnPlaceFrom, signInPlaceFor } from './return-to';

describe('coming back after signing in', () => {
  it('sends a signed-out visit of a tag claim to sign in with the claim as next', () => {
    expect(signInPlaceFor({ pathname: '/customer/tags/claim', search: '?code=ABCDE12345' })).toEqual({
      pathname: '/login',
      search: '?next=%2Fcustomer%2Ftags%2Fclaim%3Fcode%3DABCDE12345',
    });
  });

  it('sends any other signed-out visit to sign in as before, with nothing to come back to', () => {
    expect(signInPlaceFor({ pathname: '/customer/insights', search: '' })).toEqual({ pathname: '/login', search: '' });
  });

  it('opens the claim after signing in, keeping what else the sign-in carried', () => {
    const login = signInPlaceFor({ pathname: '/customer/tags/claim', search: '?code=ABCDE12345' });
    expect(returnPlaceFrom(login.search)).toEqual({
      pathname: '/customer/tags/claim',
      search: '?code=ABCDE12345',
    });
    expect(returnPlaceFrom(`${login.search}&agency=demo`)).toEqual({
      pathname: '/customer/tags/claim',
      search: '?code=ABCDE12345&agency=demo',
    });
  });

  it('has nothing to come back to without a next, or with one that is not a place to come back to', () => {
    expect(returnPlaceFrom('')).toBeNull();
    expect(returnPlaceFrom('?agency=demo')).toBeNull();
    for (const next of [
      'https://evil.example/customer/tags/claim',
      '//evil.example/x',
      '/\\evil.example/x',
      '/customer/account',
      'claim',
    ]) {
      expect(returnPlaceFrom(`?next=${encodeURIComponent(next)}&agency=demo`), next).toBeNull();
    }
  });
});
