// Greetings (image posts; migration 0012). Re-exported by ../schema.ts, so drizzle-kit
// and the typed database see these tables with the rest. Ownership as in the contract's
// image-posts.ts: agency_id NULL is the platform's (made by the superadmin agency, every agency
// with greetings on sees it), otherwise the agency's own. image_categories and
// image_subcategories (migration 0002) stay in ../schema.ts.
import type {
  FrameKind,
  FrameName,
  ImagePostLanguage,
  LayoutType,
  MediaType,
  PreviewStatus,
  TTextLayers,
} from '@cardora/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRef, imageSubcategories } from './cards';
import { createdAt, oneOf, ownedBy, ts, uuidPk } from './columns';
import { agencies, agencyRef, byFranchisee, byUser } from './identity';
import { musicTracks } from './music';

/** NULL agency ids compare equal in the unique name indexes (one platform namespace). */
const ownerKey = (column: AnyPgColumn) => sql`coalesce(${column}, '00000000-0000-0000-0000-000000000000'::uuid)`;

/** Tags of posts: the platform's and each agency's own; names unique (case-insensitive) per owner. */
export const imageTags = pgTable(
  'image_tags',
  {
    id: uuidPk(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('image_tags_owner_name_unique').on(ownerKey(t.agencyId), sql`lower(${t.name})`)],
);

/**
 * One greeting post (imageId = id). The original upload lives in Storage under storage_key
 * (images re-encoded by sharp, videos as sent); the watermarked low-quality preview under
 * preview_key once the background job has made it.
 */
export const imagePosts = pgTable(
  'image_posts',
  {
    id: uuidPk(),
    /** NULL: the platform's daily image; else exclusive to this agency. */
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    imageSubcategoryId: uuid('image_subcategory_id')
      .notNull()
      // NO ACTION (not RESTRICT): checked at the end of the statement, so deleting an agency
      // (its categories and its posts cascade together) works; a lone subcategory with posts is refused.
      .references(() => imageSubcategories.id),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    layout: text('layout').$type<LayoutType>().notNull(),
    language: text('language').$type<ImagePostLanguage>().notNull(),
    /** The IST date of a festival or day post; NULL: any day. */
    postDate: date('post_date', { mode: 'string' }),
    title: text('title'),
    /** The festival the post is scheduled to (migration 0034): shown on its date every year. */
    festivalKey: text('festival_key'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name'),
    previewKey: text('preview_key'),
    previewStatus: text('preview_status').$type<PreviewStatus>().notNull().default('pending'),
    /** VIDEO posts: the music library track of their greeting videos (docs/product-rules.md#video-music). */
    musicTrackId: uuid('music_track_id').references(() => musicTracks.id),
    createdByUserId: byUser('created_by_user_id'),
    createdByFranchiseeId: byFranchisee('created_by_franchisee_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Business category keys the post suits; empty: every business (migration 0037). */
    suitedCategories: text('suited_categories').array().notNull().default(sql`'{}'::text[]`),
    /** Text drawn over the art, per language (migration 0035; docs/product-rules.md#greetings-text-layers). NULL: none. */
    textLayers: jsonb('text_layers').$type<TTextLayers>(),
  },
  (t) => [
    // The lists: by owner, newest first or by date (the calendar), and by subcategory.
    index('image_posts_agency_created_idx').on(t.agencyId, t.createdAt, t.id),
    index('image_posts_agency_date_idx').on(t.agencyId, t.postDate),
    index('image_posts_subcategory_idx').on(t.imageSubcategoryId, t.createdAt),
    index('image_posts_festival_idx').on(t.festivalKey, t.agencyId).where(sql`${t.festivalKey} is not null`),
    index('image_posts_music_track_idx').on(t.musicTrackId),
    oneOf('image_posts_media_type', t.mediaType, ['IMAGE', 'VIDEO']),
    oneOf('image_posts_layout', t.layout, ['SQUARE', 'STORY']),
    oneOf('image_posts_preview_status', t.previewStatus, ['pending', 'ready', 'failed']),
  ],
);

export const imagePostTags = pgTable(
  'image_post_tags',
  {
    imagePostId: ownedBy('image_post_id', () => imagePosts.id),
    imageTagId: ownedBy('image_tag_id', () => imageTags.id),
  },
  (t) => [primaryKey({ columns: [t.imagePostId, t.imageTagId] }), index('image_post_tags_tag_idx').on(t.imageTagId)],
);

/**
 * What a business downloaded (rendered) and when: one row per (business, post, IST day), so a
 * post fetched again the same day is not counted twice. The daily allowance counts these rows.
 */
export const imagePostDownloads = pgTable(
  'image_post_downloads',
  {
    agencyId: agencyRef(),
    businessId: businessRef(),
    imagePostId: ownedBy('image_post_id', () => imagePosts.id),
    /** The IST day it counts on. */
    istDay: date('ist_day', { mode: 'string' }).notNull(),
    frame: text('frame').$type<FrameName>().notNull(),
    kind: text('kind').$type<FrameKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.istDay, t.imagePostId] }),
    index('image_post_downloads_post_idx').on(t.imagePostId),
  ],
);

/**
 * An agency's choice of frame kinds for one business category (migration 0037), overriding the
 * default (docs/product-rules.md#greetings-frames). No row: the default.
 */
export const agencyCategoryFrameKinds = pgTable(
  'agency_category_frame_kinds',
  {
    agencyId: agencyRef(),
    categoryKey: text('category_key').notNull(),
    kinds: text('kinds').array().$type<FrameKind[]>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.categoryKey] }),
    check(
      'agency_category_frame_kinds_kinds',
      sql`cardinality(${t.kinds}) > 0 AND ${t.kinds} <@ ARRAY['regular', 'product', 'political']::text[]`,
    ),
  ],
);

export type ImageTagRow = typeof imageTags.$inferSelect;
export type ImagePostRow = typeof imagePosts.$inferSelect;
export type ImagePostDownloadRow = typeof imagePostDownloads.$inferSelect;

/**
 * Festival reminders sent (migration 0034): one row per agency, festival, date and lead (14 or 3
 * days), inserted with the notification, so a reminder is never sent twice
 * (docs/product-rules.md#festival-calendar).
 */
export const festivalReminders = pgTable(
  'festival_reminders',
  {
    agencyId: agencyRef(),
    festivalKey: text('festival_key').notNull(),
    festivalDate: date('festival_date', { mode: 'string' }).notNull(),
    leadDays: integer('lead_days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('festival_reminders_unique').on(t.agencyId, t.festivalKey, t.festivalDate, t.leadDays)],
);
