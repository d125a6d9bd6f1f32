// Keyset paging for the lists the server pages: each answer hands out the cursor of
// the page after it, and asking for that page with the cursor reads on by index instead of
// skipping rows. Cursors are kept per query (filters, search, sort, page size) for this visit;
// a page reached without one (a shared link to page 7) is asked for by number, as before.
import { useRef } from 'react';

/** Past this many remembered pages the oldest queries' cursors are forgotten. */
const MAX_CURSORS = 500;

interface PagedQuery {
  /** 1-based, as the API counts. */
  page: number;
}

/**
 * The query with the cursor of its page when one is known, and `remember`, given each answer:
 * an answer for the query itself (not the previous page shown while it loads) keeps its
 * nextCursor for the page after.
 */
export function useKeysetPaging<Q extends PagedQuery>(
  query: Q,
): [Q & { after?: string }, (answer: { nextCursor: string | null } | undefined, isPlaceholder: boolean) => void] {
  const cursors = useRef(new Map<string, string>());
  const { page, ...rest } = query;
  const same = JSON.stringify(rest);
  const after = cursors.current.get(`${page}|${same}`);
  const remember = (answer: { nextCursor: string | null } | undefined, isPlaceholder: boolean) => {
    if (!answer?.nextCursor || isPlaceholder) return;
    const map = cursors.current;
    if (map.size >= MAX_CURSORS) map.delete(map.keys().next().value ?? '');
    map.set(`${page + 1}|${same}`, answer.nextCursor);
  };
  return [after ? { ...query, after } : query, remember];
}
