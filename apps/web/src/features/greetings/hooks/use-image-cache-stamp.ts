import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useMyBusinesses } from '#features/businesses';
import { useBusinessCard } from '#features/cards';

// The image cache timestamp is kept in local storage. It rides on every preview and
// render address as `v`, so a branded image made before the business changed its logo, name or
// contacts is never shown from the browser's cache. One entry per business: switching business
// is not a change of profile.
const STORAGE_KEY = 'imageCacheTimestamp';
const ZStamps = z.record(z.string(), z.object({ profile: z.string(), at: z.number() }));
type Stamps = z.infer<typeof ZStamps>;

function readAll(): Stamps {
  try {
    const parsed = ZStamps.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function writeEntry(businessId: string, entry: Stamps[string]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [businessId]: entry }));
  } catch {
    // Private mode or a full quota: the stamp then lives for this page only.
  }
}

/**
 * The stamp for a business's images. The stored one is used at once (no second fetch of every
 * thumbnail); it is taken afresh when the card, the name or the category has changed since.
 */
export function useImageCacheStamp(businessId: string | null): number {
  const card = useBusinessCard(businessId);
  const businesses = useMyBusinesses(businessId !== null);
  const business = businesses.data?.find((item) => item.businessId === businessId);
  const profile =
    businessId !== null && card.isSuccess && business
      ? [card.data?.updatedAt ?? 'no-card', business.businessName, business.category].join('|')
      : null;

  const [stamp, setStamp] = useState<{ businessId: string | null; at: number }>(() => ({
    businessId,
    at: (businessId ? readAll()[businessId]?.at : undefined) ?? Date.now(),
  }));
  const stored = businessId ? readAll()[businessId]?.at : undefined;
  const current = stamp.businessId === businessId ? stamp.at : (stored ?? stamp.at);

  useEffect(() => {
    if (!businessId || profile === null) return;
    const stored = readAll()[businessId];
    if (stored?.profile === profile) {
      setStamp({ businessId, at: stored.at });
      return;
    }
    // First sight keeps the stamp already in use; a changed profile takes a new one.
    const entry = { profile, at: stored ? Date.now() : current };
    writeEntry(businessId, entry);
    setStamp({ businessId, at: entry.at });
  }, [businessId, profile, current]);

  return current;
}
