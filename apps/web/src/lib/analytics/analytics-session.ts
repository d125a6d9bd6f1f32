import { SESSION_INACTIVITY_MS } from '@cardora/contract/auth';
import { z } from 'zod';

// The web's own analytics session (domain notes): an id and the last interaction, kept in
// localStorage so tabs share it, renewed on activity, and replaced after 30 minutes idle.
const STORAGE_KEY = 'cardora.analyticsSession';
const ZAnalyticsSession = z.object({ sessionId: z.string(), lastInteractionTimestamp: z.number() });
type AnalyticsSession = z.infer<typeof ZAnalyticsSession>;

let memoryFallback: AnalyticsSession | null = null;

function read(): AnalyticsSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return memoryFallback;
    const parsed = ZAnalyticsSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return memoryFallback;
  }
}

function write(session: AnalyticsSession) {
  memoryFallback = session;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage may be unavailable (private mode); the in-memory copy still works for this tab.
  }
}

function newSessionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The live session, renewed: a new id when none exists or the last one lapsed. */
export function touchAnalyticsSession(now: number = Date.now()): { sessionId: string; started: boolean } {
  const existing = read();
  if (existing && now - existing.lastInteractionTimestamp <= SESSION_INACTIVITY_MS) {
    write({ ...existing, lastInteractionTimestamp: now });
    return { sessionId: existing.sessionId, started: false };
  }
  const fresh = { sessionId: newSessionId(), lastInteractionTimestamp: now };
  write(fresh);
  return { sessionId: fresh.sessionId, started: true };
}
