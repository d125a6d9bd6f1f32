// Unsaved card edits kept on the device: each panel's form, while it has edits, is written to
// localStorage under the business and the panel, and cleared once saved or discarded. After a
// reload, a crash of the tab or a lapsed session that ended in a sign-out, the editor offers
// them back. Nothing here reaches the server. docs/product-rules.md#kept-drafts

/** Drafts older than this are not offered (and are dropped). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const PREFIX = 'cardora.cardDraft';

export interface StoredDraft {
  savedAt: number;
  values: unknown;
}

export function draftStorageKey(businessId: string, panel: string): string {
  return `${PREFIX}.${businessId}.${panel}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (some private modes)
  }
}

export function saveDraft(key: string, values: unknown, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, values } satisfies StoredDraft));
  } catch {
    // Full or refused: the edits are still on screen, only the safety copy is missing.
  }
}

export function readDraft(key: string, now = Date.now()): StoredDraft | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('savedAt' in parsed) || !('values' in parsed)) {
      clearDraft(key);
      return null;
    }
    const savedAt = Number(parsed.savedAt);
    if (!Number.isFinite(savedAt) || now - savedAt > DRAFT_MAX_AGE_MS) {
      clearDraft(key);
      return null;
    }
    return { savedAt, values: parsed.values };
  } catch {
    clearDraft(key);
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** Whether two form states are the same data (key order aside). */
export function sameValues(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

/**
 * Whether a kept draft still says something the saved card does not, so is worth offering.
 * The server trims text and stores a blank as nothing, so a draft that differs from the saved
 * values only there ("Ramesh Gupta " against "Ramesh Gupta", "" against null) is the saved card
 * already. docs/product-rules.md#kept-drafts
 */
export function draftDiffers(kept: unknown, saved: unknown): boolean {
  return !sameValues(asSaved(kept), asSaved(saved));
}

function asSaved(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(asSaved);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asSaved(inner)]));
  }
  return value;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => x.localeCompare(y)))
      : inner,
  );
}
