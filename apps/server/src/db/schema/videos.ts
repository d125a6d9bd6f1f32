// Videos (migration 0014): the platform's promotional video templates, the counted
// uses that order them, and the videos businesses make (promotional, and branded greeting
// videos). Re-exported by ../schema.ts.
import type {
  FrameKind,
  FrameName,
  RenderStatus,
  TUserVideoDetails,
  TVideoSlot,
  UserVideoKind,
  UserVideoStatus,
  VideoTemplateKind,
  VideoTemplateStatus,
} from '@cardora/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRef } from './cards';
import { createdAt, oneOf, ownedBy, ts, uuidPk } from './columns';
import { agencyRef, byFranchisee, byUser, users } from './identity';
import { imagePosts } from './image-posts';
import { musicTracks } from './music';

/**
 * A promotional video template: the platform's (only the superadmin agency manages them),
 * offered to every agency with configuration.video.enableVideo once published. The source MP4
 * (and optional music) live in Storage; source_* are what ffprobe found at upload. The preview is
 * the template made with sample data by a background job, its poster a frame of it.
 */
export const videoTemplates = pgTable(
  'video_templates',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    kind: text('kind').$type<VideoTemplateKind>().notNull(),
    status: text('status').$type<VideoTemplateStatus>().notNull().default('draft'),
    /** Seconds the made videos last. */
    duration: doublePrecision('duration').notNull(),
    sourceKey: text('source_key').notNull(),
    sourceWidth: integer('source_width').notNull(),
    sourceHeight: integer('source_height').notNull(),
    sourceDuration: doublePrecision('source_duration').notNull(),
    sourceHasAudio: boolean('source_has_audio').notNull().default(false),
    musicKey: text('music_key'),
    /** A music library track; it wins over music_key (docs/product-rules.md#video-music). */
    musicTrackId: uuid('music_track_id').references(() => musicTracks.id),
    slots: jsonb('slots').$type<TVideoSlot[]>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    /** Bumped by each save; the preview job renders only the version it was asked for. */
    version: integer('version').notNull().default(1),
    previewStatus: text('preview_status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    previewKey: text('preview_key'),
    posterKey: text('poster_key'),
    previewError: text('preview_error'),
    createdByUserId: byUser('created_by_user_id'),
    createdByFranchiseeId: byFranchisee('created_by_franchisee_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Deleted templates are kept (their videos name them) but never listed or used. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('video_templates_listing_idx').on(t.status, t.popularity, t.createdAt),
    index('video_templates_music_track_idx').on(t.musicTrackId),
    oneOf('video_templates_kind', t.kind, ['SQUARE_VIDEO', 'STORY_VIDEO']),
    oneOf('video_templates_status', t.status, ['draft', 'published']),
    oneOf('video_templates_preview_status', t.previewStatus, ['pending', 'ready', 'failed']),
  ],
);

/** One counted use per (template, user, IST day): popularity cannot be run up by one person. */
export const videoTemplateUses = pgTable(
  'video_template_uses',
  {
    templateId: ownedBy('template_id', () => videoTemplates.id),
    userId: ownedBy('user_id', () => users.id),
    istDay: date('ist_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.userId, t.istDay] })],
);

/**
 * A video a business made: from a template (promotional) or from a greetings VIDEO post
 * (greeting, counted per IST day). render_status is where the background render is; the output
 * key is set only when the finished file is stored, so a half-written file is never served.
 * A failed video consumes nothing. status is the agency's say (hidden).
 */
export const userVideos = pgTable(
  'user_videos',
  {
    videoNo: serial('video_no').primaryKey(),
    agencyId: agencyRef(),
    businessId: businessRef(),
    kind: text('kind').$type<UserVideoKind>().notNull(),
    templateId: uuid('template_id').references(() => videoTemplates.id, { onDelete: 'set null' }),
    imagePostId: uuid('image_post_id').references(() => imagePosts.id, { onDelete: 'set null' }),
    frame: text('frame').$type<FrameName>(),
    frameKind: text('frame_kind').$type<FrameKind>(),
    layout: text('layout').$type<VideoTemplateKind>().notNull(),
    details: jsonb('details').$type<TUserVideoDetails>(),
    /** The IST day it was made (greeting videos are limited per day). */
    istDay: date('ist_day', { mode: 'string' }).notNull(),
    renderStatus: text('render_status').$type<RenderStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    failureReason: text('failure_reason'),
    /** Renders started (a crash or kill -9 mid-render is retried, never duplicated). */
    attempts: integer('attempts').notNull().default(0),
    jobId: text('job_id'),
    status: text('status').$type<UserVideoStatus>().notNull().default('active'),
    outputKey: text('output_key'),
    posterKey: text('poster_key'),
    durationSec: doublePrecision('duration_sec'),
    sizeBytes: integer('size_bytes'),
    createdByUserId: byUser('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    readyAt: ts('ready_at'),
  },
  (t) => [
    index('user_videos_agency_created_idx').on(t.agencyId, t.createdAt),
    index('user_videos_business_idx').on(t.businessId, t.kind, t.istDay),
    // A greeting post is made once per business and IST day (asking again gives the same video).
    uniqueIndex('user_videos_greeting_once_idx')
      .on(t.businessId, t.imagePostId, t.istDay)
      .where(sql`${t.kind} = 'greeting' and ${t.renderStatus} <> 'failed'`),
    oneOf('user_videos_kind', t.kind, ['promotional', 'greeting']),
    oneOf('user_videos_render_status', t.renderStatus, ['queued', 'rendering', 'ready', 'failed']),
    oneOf('user_videos_status', t.status, ['active', 'hidden']),
    oneOf('user_videos_layout', t.layout, ['SQUARE_VIDEO', 'STORY_VIDEO']),
    check(
      'user_videos_source',
      sql`(${t.kind} = 'promotional' and ${t.imagePostId} is null) or (${t.kind} = 'greeting' and ${t.templateId} is null)`,
    ),
  ],
);

export type VideoTemplateRow = typeof videoTemplates.$inferSelect;
export type UserVideoRow = typeof userVideos.$inferSelect;
