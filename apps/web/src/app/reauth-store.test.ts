import type { TSessionState } from '@cardora/contract/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthError, raiseAuthError } from './global-dialogs-store';
import {
  finishReauthentication,
  mayReauthenticate,
  reauthenticationMark,
  reauthStore,
  requestReauthentication,
  setSessionSource,
} from './reauth-store';

const customer: TSessionState = {
  kind: 'user',
  lastInteractionTimestamp: '2026-11-24T10:00:00.000Z',
  details: {
    user: {
      userId: '00000000-0000-4000-8000-000000000001',
      name: 'Kavita Mehta',
      phoneNumber: '+919812345670',
      email: null,
      isForeignUser: false,
      roles: ['customer'],
    },
    businesses: [],
    activeBusinessId: null,
  },
};

afterEach(() => {
  finishReauthentication(false);
  setSessionSource(() => undefined);
});

describe('signing in again in place', () => {
  it('is not possible when no one was signed in: the call fails as before', async () => {
    setSessionSource(() => ({ kind: 'none' }));
    expect(await requestReauthentication()).toBe(false);
    expect(reauthStore.get().identity).toBeNull();
  });

  it('asks once for all the calls that met the lapsed session, and lets them all go on', async () => {
    setSessionSource(() => customer);
    const first = requestReauthentication();
    const second = requestReauthentication();
    expect(reauthStore.get().identity).toEqual({
      kind: 'user',
      name: 'Kavita Mehta',
      phoneNumber: '+919812345670',
      email: null,
      isForeignUser: false,
    });
    finishReauthentication(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(reauthStore.get().identity).toBeNull();
  });

  it('declining lets the waiting calls fail; the next lapse asks again', async () => {
    setSessionSource(() => customer);
    const declined = requestReauthentication();
    finishReauthentication(false);
    expect(await declined).toBe(false);
    const again = requestReauthentication();
    expect(reauthStore.get().identity).not.toBeNull();
    finishReauthentication(true);
    expect(await again).toBe(true);
  });

  it('a call that met the old session after the person already signed in again is sent again without asking', async () => {
    setSessionSource(() => customer);
    const sentBefore = reauthenticationMark();
    const first = requestReauthentication(sentBefore);
    finishReauthentication(true);
    expect(await first).toBe(true);
    // A slower call, sent before the dialog closed, answers 401 only now.
    expect(await requestReauthentication(sentBefore)).toBe(true);
    expect(reauthStore.get().identity).toBeNull();
    // A call sent after signing in again that meets a lapsed session asks again.
    void requestReauthentication(reauthenticationMark());
    expect(reauthStore.get().identity).not.toBeNull();
  });

  it('a call that met the old session and answers only after the person declined fails without asking again', async () => {
    setSessionSource(() => customer);
    const sentBefore = reauthenticationMark();
    const first = requestReauthentication(sentBefore);
    finishReauthentication(false);
    expect(await first).toBe(false);
    // A slower call, sent before the person declined (switching business, say), answers 401 now.
    expect(await requestReauthentication(sentBefore)).toBe(false);
    expect(reauthStore.get().identity).toBeNull();
  });

  it("no one is asked while 'Failed to authenticate user' is open: the person is being signed out", async () => {
    setSessionSource(() => customer);
    raiseAuthError('Failed to authenticate user');
    try {
      expect(await requestReauthentication()).toBe(false);
      expect(reauthStore.get().identity).toBeNull();
    } finally {
      clearAuthError();
    }
    void requestReauthentication();
    expect(reauthStore.get().identity).not.toBeNull();
  });

  it('a franchisee is asked on their own terms', () => {
    setSessionSource(() => ({
      kind: 'franchisee',
      lastInteractionTimestamp: '2026-11-24T10:00:00.000Z',
      franchisee: {
        franchiseeId: '00000000-0000-4000-8000-000000000002',
        name: 'Ravi',
        phoneNumber: '+919000000003',
        roles: ['franchisee'],
        permissions: [],
        configuration: { hideBilling: false },
      },
    }));
    void requestReauthentication();
    expect(reauthStore.get().identity).toEqual({ kind: 'franchisee', name: 'Ravi', phoneNumber: '+919000000003' });
  });

  it('never for the sign-in calls themselves (a wrong password is theirs to show), but for the activity ping', () => {
    expect(mayReauthenticate({ tag: 'auth', path: '/api/v1/login' })).toBe(false);
    expect(mayReauthenticate({ tag: 'auth', path: '/api/v1/session' })).toBe(false);
    expect(mayReauthenticate({ tag: 'franchisee-auth', path: '/api/v1/franchisee/login' })).toBe(false);
    expect(mayReauthenticate({ tag: 'auth', path: '/api/v1/session/touch' })).toBe(true);
    expect(mayReauthenticate({ tag: 'cards', path: '/api/v1/updateCardBasicDetails' })).toBe(true);
  });
});
