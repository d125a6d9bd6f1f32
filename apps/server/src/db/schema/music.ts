// The music library (migration 0036; docs/product-rules.md#video-music). Ownership as the
// greetings': agency_id NULL is the platform's (made by the superadmin agency, offered to every
// agency with videos on), otherwise the agency's own. The upload is kept as sent (original_key)
// so a new trim is processed again from it; storage_key is the processed file (trimmed,
// normalised to -14 LUFS / -1 dBTP, AAC in M4A), set by the job 'music.process' once stored.
// Re-exported by ../schema.ts.
import type { MusicStatus } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, ts, uuidPk } from './columns';
import { agencies, byFranchisee, byUser } from './identity';

export const musicTracks = pgTable(
  'music_tracks',
  {
    id: uuidPk(),
    /** NULL: the platform's; else the agency's own. */
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A free mood or genre tag ("Festive", "Calm"). */
    mood: text('mood'),
    originalKey: text('original_key').notNull(),
    originalDurationMs: integer('original_duration_ms').notNull(),
    trimStartMs: integer('trim_start_ms').notNull().default(0),
    trimEndMs: integer('trim_end_ms').notNull(),
    /** The processed file; NULL until first processed (a new trim keeps the old one until replaced). */
    storageKey: text('storage_key'),
    durationMs: integer('duration_ms'),
    /** Measured on the processed file: integrated loudness (LUFS) and true peak (dBTP). */
    loudnessLufs: doublePrecision('loudness_lufs'),
    truePeakDbtp: doublePrecision('true_peak_dbtp'),
    status: text('status').$type<MusicStatus>().notNull().default('pending'),
    processingError: text('processing_error'),
    /** Bumped by each new trim; the job stores only the version it was asked for. */
    version: integer('version').notNull().default(1),
    createdByUserId: byUser('created_by_user_id'),
    createdByFranchiseeId: byFranchisee('created_by_franchisee_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('music_tracks_agency_created_idx').on(t.agencyId, t.createdAt),
    oneOf('music_tracks_status', t.status, ['pending', 'ready', 'failed']),
    check('music_tracks_trim', sql`${t.trimStartMs} >= 0 and ${t.trimEndMs} > ${t.trimStartMs}`),
  ],
);

export type MusicTrackRow = typeof musicTracks.$inferSelect;
