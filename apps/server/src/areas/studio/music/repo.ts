// Music library queries: the tracks a manager sees (with how many live templates and posts use
// each), one track by id within what is seen, and the processed file a render mixes.
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { imagePosts, type MusicTrackRow, musicTracks, videoTemplates } from '#db/schema';
import { findOne } from '#lib/sql';
import type { MusicVisibility } from './access';

/** A library is a few dozen tracks; the list answers at most this many, newest first. */
export const MUSIC_LIST_MAX = 500;

export function seenTracks(v: MusicVisibility): SQL {
  const parts: SQL[] = [];
  if (v.platform) parts.push(isNull(musicTracks.agencyId));
  if (v.ownAgencyId) parts.push(eq(musicTracks.agencyId, v.ownAgencyId));
  return or(...parts) ?? sql`false`;
}

export interface TrackUses {
  templates: number;
  posts: number;
}

/**
 * Who uses a track: live templates, and greeting posts — every owner's when `postsOf` is
 * undefined (the owner deleting it), else only that agency's (a platform track seen by an agency).
 */
function usesOf(postsOf: string | null | undefined) {
  const posts =
    postsOf === undefined ? sql`true` : postsOf === null ? sql`ip.agency_id is null` : sql`ip.agency_id = ${postsOf}`;
  // Qualified by hand: in a one-table select drizzle writes columns bare, which inside these
  // subqueries would name the template's or post's own id.
  return {
    templates:
      sql<number>`(select count(*) from ${videoTemplates} vt where vt.music_track_id = "music_tracks"."id" and vt.deleted_at is null)`.mapWith(
        Number,
      ),
    posts:
      sql<number>`(select count(*) from ${imagePosts} ip where ip.music_track_id = "music_tracks"."id" and ${posts})`.mapWith(
        Number,
      ),
  };
}

export type TrackWithUses = { track: MusicTrackRow; uses: TrackUses };

/** The tracks seen, newest first; uses counted in full for the caller's own, its own posts' for the platform's. */
export async function listTracks(db: DbOrTx, v: MusicVisibility, ownerKey: string | null): Promise<TrackWithUses[]> {
  const all = usesOf(undefined);
  const mine = usesOf(ownerKey);
  const rows = await db
    .select({
      track: musicTracks,
      allTemplates: all.templates,
      allPosts: all.posts,
      myPosts: mine.posts,
    })
    .from(musicTracks)
    .where(seenTracks(v))
    .orderBy(desc(musicTracks.createdAt), desc(musicTracks.id))
    .limit(MUSIC_LIST_MAX);
  return rows.map((row) => {
    const owned = row.track.agencyId === ownerKey;
    return {
      track: row.track,
      uses: owned ? { templates: row.allTemplates, posts: row.allPosts } : { templates: 0, posts: row.myPosts },
    };
  });
}

/** Every live template and post using the track (whoever owns the post). */
export async function usesOfTrack(db: DbOrTx, trackId: string): Promise<TrackUses> {
  const all = usesOf(undefined);
  const [row] = await db
    .select({ templates: all.templates, posts: all.posts })
    .from(musicTracks)
    .where(eq(musicTracks.id, trackId));
  return row ?? { templates: 0, posts: 0 };
}

export function findSeenTrack(db: DbOrTx, v: MusicVisibility, id: string): Promise<MusicTrackRow | null> {
  return findOne(db, musicTracks, and(seenTracks(v), eq(musicTracks.id, id)));
}

/** The processed file a render mixes (no visibility: the template or post that names it was checked when picked). */
export async function trackFileKey(db: DbOrTx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const row = await findOne(db, musicTracks, eq(musicTracks.id, id));
  return row?.storageKey ?? null;
}
