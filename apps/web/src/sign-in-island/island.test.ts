import { describe, expect, it } from 'vitest';
import { isSignedOutVisit } from './island';

describe('when the sign-in island keeps the page', () => {
  it('only for a known agency and nobody signed in', () => {
    expect(isSignedOutVisit(200, { data: { kind: 'none' } })).toBe(true);
    expect(isSignedOutVisit(200, { data: { kind: 'user', details: {} } })).toBe(false);
    expect(isSignedOutVisit(200, { data: { kind: 'franchisee' } })).toBe(false);
    // An unknown agency, an error, an answer of another shape: the app's own pages say what is wrong.
    expect(isSignedOutVisit(404, { data: { kind: 'none' } })).toBe(false);
    expect(isSignedOutVisit(200, null)).toBe(false);
    expect(isSignedOutVisit(200, { kind: 'none' })).toBe(false);
  });
});
