import { ACTIVITY_THROTTLE_MS } from '@cardora/contract/auth';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession, useTouchSession } from '#features/session';
import { touchAnalyticsSession } from '../lib/analytics/analytics-session';
import { logEvent } from '../lib/analytics/log-events';
import { useGlobalDialogs } from './global-dialogs-store';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Activity renews the analytics session and, while signed in, the server
 * session (POST /session/touch), at most once per 5 s.
 */
export function ActivityTracker() {
  const session = useSession();
  const { authError } = useGlobalDialogs();
  const touch = useTouchSession();
  const signedIn = session.kind !== 'none' && authError === null;
  const state = useRef({ signedIn, mutate: touch.mutate, lastActivity: 0 });
  state.current.signedIn = signedIn;
  state.current.mutate = touch.mutate;

  useEffect(() => {
    const onActivity = () => {
      const now = Date.now();
      if (now - state.current.lastActivity < ACTIVITY_THROTTLE_MS) return;
      state.current.lastActivity = now;
      touchAnalyticsSession(now);
      if (state.current.signedIn) state.current.mutate();
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    }
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, []);

  return null;
}

/** A PageView analytics event per route (sent only on the analytics host). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    logEvent('PageView', pathname);
  }, [pathname]);
  return null;
}
