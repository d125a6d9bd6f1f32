// Writing greeting posts: one upload (or an edit), a bulk upload with an outcome per file, and
// deleting. The original goes to Storage under image-posts/<agency or 'platform'>/<uuid>.<ext>
// before its row is written, and is removed again if the row is not (no file without its
// record); the low-quality preview is then made in the background (previews.ts).
import { randomUUID } from 'node:crypto';
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  GREETING_CATEGORY_MESSAGES,
  IMAGE_POST_MESSAGES,
  type TBulkImagePostResult,
  TEXT_LAYER_MESSAGES,
  type TImagePost,
  textLayerIssueMessage,
  ZImagePostFields,
} from '@cardora/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { listSubcategories } from '#cards';
import type { Db, DbOrTx } from '#db/client';
import { type ImagePostRow, imagePosts, imagePostTags } from '#db/schema';
import { AppError, notFound, validationFailed } from '#lib/errors';
import type { Storage } from '#lib/storage/index';
import { checkFestivalOfPost } from '../festivals/service';
import { type Caller, managerOf, managingVisibility, platformRow, postOwnerOf } from './access';
import { findSubcategory, findTags, postsByIds, toImagePost } from './repo';
import { checkTextLayers } from './text-layer-checks';
import { checkMedia, type UploadedFile } from './uploads';

type PostFields = z.output<typeof ZImagePostFields>;

export interface PostDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
}

/** The form's fields checked: the schema (400 naming the field), then the ids the owner may use. */
export async function checkFields(
  db: DbOrTx,
  caller: Caller,
  raw: Record<string, string | string[]>,
): Promise<PostFields> {
  const parsed = ZImagePostFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'body');
    throw validationFailed(field, issue ? textLayerIssueMessage(issue) : IMAGE_POST_MESSAGES.fileMissing);
  }
  const fields = parsed.data;
  checkFestivalOfPost(fields);
  // Text layers (docs/product-rules.md#greetings-text-layers): image posts only, every text drawable and fitting.
  if (fields.textLayers?.length) {
    if (fields.mediaType !== 'IMAGE') throw validationFailed('textLayers', TEXT_LAYER_MESSAGES.videoPost);
    await checkTextLayers(fields.textLayers, fields.layout);
  }
  const visibility = managingVisibility(caller.agency);
  const sub = await findSubcategory(db, visibility, fields.imageSubcategoryId);
  if (!sub) {
    throw validationFailed('imageSubcategoryId', IMAGE_POST_MESSAGES.unknownSubcategory(fields.imageSubcategoryId));
  }
  const owner = postOwnerOf(caller.agency);
  // The platform's posts reach every agency: they may only use the platform's categories.
  if (owner === null && sub.agencyId !== null) {
    throw validationFailed('imageSubcategoryId', IMAGE_POST_MESSAGES.unknownSubcategory(fields.imageSubcategoryId));
  }
  const tagIds = [...new Set(fields.imageTagIds)];
  const tags = await findTags(db, visibility, tagIds);
  const unknownTag = tagIds.find((id) => !tags.some((t) => t.id === id && (owner !== null || t.agencyId === null)));
  if (unknownTag) throw validationFailed('imageTagIds', IMAGE_POST_MESSAGES.unknownTag(unknownTag));
  const suitedCategories = await checkSuitedCategories(db, caller, fields.suitedCategories);
  return { ...fields, imageTagIds: tagIds, suitedCategories };
}

/**
 * The business categories a post suits (docs/product-rules.md#greetings-relevance): each one a
 * business category the caller's agency sees (400 naming the unknown key); absent stays absent
 * (an edit keeps the post's).
 */
async function checkSuitedCategories(db: DbOrTx, caller: Caller, keys: string[] | undefined) {
  if (keys === undefined) return undefined;
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return wanted;
  const known = new Set(
    (await listSubcategories(db, caller.agency.id, BUSINESS_CATEGORY_IMAGE_CATEGORY)).map((category) => category.key),
  );
  const unknown = wanted.find((key) => !known.has(key));
  if (unknown) {
    throw validationFailed('suitedCategories', GREETING_CATEGORY_MESSAGES.unknownBusinessCategory(unknown));
  }
  return wanted;
}

function storageKeyFor(ownerAgencyId: string | null, extension: string): string {
  return `image-posts/${ownerAgencyId ?? 'platform'}/${randomUUID()}.${extension}`;
}

/** The post as its manager sees it. */
async function viewOf(deps: PostDeps, caller: Caller, imageId: string): Promise<TImagePost> {
  const [row] = await postsByIds(deps.db, managingVisibility(caller.agency), [imageId]);
  if (!row) throw new Error('image post not found after saving');
  return toImagePost(row, managerOf(caller), deps.storage);
}

async function setTags(db: DbOrTx, imageId: string, tagIds: string[]): Promise<void> {
  await db.delete(imagePostTags).where(eq(imagePostTags.imagePostId, imageId));
  if (tagIds.length > 0) {
    await db.insert(imagePostTags).values(tagIds.map((imageTagId) => ({ imagePostId: imageId, imageTagId })));
  }
}

/** The post's own columns, as the form gives them (a new post and an edit write the same). */
function postColumns(fields: PostFields) {
  return {
    imageSubcategoryId: fields.imageSubcategoryId,
    mediaType: fields.mediaType,
    layout: fields.layout,
    language: fields.language,
    postDate: fields.date,
    title: fields.title,
    ...(fields.suitedCategories === undefined ? {} : { suitedCategories: fields.suitedCategories }),
    festivalKey: fields.festivalKey,
    // Absent: an edit keeps the post's layers; an empty list removes them.
    textLayers: fields.textLayers === undefined ? undefined : fields.textLayers?.length ? fields.textLayers : null,
  };
}

/** Stores one checked file and its row (with tags) in one transaction; the file goes if the row fails. */
export async function insertPost(
  deps: PostDeps,
  caller: Caller,
  fields: PostFields,
  file: UploadedFile,
): Promise<string> {
  if (file.bytes instanceof AppError) throw file.bytes;
  const owner = postOwnerOf(caller.agency);
  const media = await checkMedia(fields.mediaType, file.bytes);
  const key = storageKeyFor(owner, media.extension);
  await deps.storage.put(key, media.bytes, media.contentType);
  const { principal } = caller;
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [row] = await tx
        .insert(imagePosts)
        .values({
          agencyId: owner,
          ...postColumns(fields),
          storageKey: key,
          contentType: media.contentType,
          sizeBytes: media.bytes.length,
          width: media.width,
          height: media.height,
          originalName: file.fileName.slice(0, 200),
          previewStatus: 'pending',
          createdByUserId: principal.kind === 'user' ? principal.user.id : null,
          createdByFranchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: imagePosts.id });
      if (!row) throw new Error('image post not stored');
      await setTags(tx, row.id, fields.imageTagIds);
      return row.id;
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
}

/** A post the caller manages: seen (404 naming it) and its agency's (platform rows: 400). */
export async function requireManagedPost(db: DbOrTx, caller: Caller, imageId: string): Promise<ImagePostRow> {
  const [row] = await db.select().from(imagePosts).where(eq(imagePosts.id, imageId)).limit(1);
  const visible = row && (row.agencyId === null || row.agencyId === caller.agency.id);
  if (!row || !visible) throw notFound(IMAGE_POST_MESSAGES.unknownPost(imageId));
  if (row.agencyId !== postOwnerOf(caller.agency)) throw platformRow('imageId');
  return row;
}

/**
 * Edits a post's fields, and its file when one is sent (the old file and preview are removed
 * after the row points at the new one). Returns whether the preview must be made again.
 */
export async function updatePost(
  deps: PostDeps,
  caller: Caller,
  fields: PostFields & { imageId: string },
  file: UploadedFile | null,
): Promise<{ replacedFile: boolean }> {
  const existing = await requireManagedPost(deps.db, caller, fields.imageId);
  if (file?.bytes instanceof AppError) throw file.bytes;
  if (!file && fields.mediaType !== existing.mediaType) {
    throw validationFailed('file', IMAGE_POST_MESSAGES.fileMissing);
  }
  const media = file && !(file.bytes instanceof AppError) ? await checkMedia(fields.mediaType, file.bytes) : null;
  const key = media ? storageKeyFor(existing.agencyId, media.extension) : null;
  if (media && key) await deps.storage.put(key, media.bytes, media.contentType);
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(imagePosts)
        .set({
          ...postColumns(fields),
          updatedAt: deps.now(),
          ...(media && key
            ? {
                storageKey: key,
                contentType: media.contentType,
                sizeBytes: media.bytes.length,
                width: media.width,
                height: media.height,
                originalName: file?.fileName.slice(0, 200) ?? null,
                previewKey: null,
                previewStatus: 'pending' as const,
              }
            : {}),
        })
        .where(eq(imagePosts.id, existing.id));
      await setTags(tx, existing.id, fields.imageTagIds);
    });
  } catch (error) {
    if (key) await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  if (key) {
    await deps.storage.delete(existing.storageKey).catch(() => {});
    if (existing.previewKey) await deps.storage.delete(existing.previewKey).catch(() => {});
  }
  // A new layout crops the preview differently too; new text layers, or a text-layer post's new
  // language, change what the preview shows.
  const textChanged =
    (fields.textLayers !== undefined &&
      JSON.stringify(fields.textLayers?.length ? fields.textLayers : null) !== JSON.stringify(existing.textLayers)) ||
    (existing.textLayers !== null && existing.language !== fields.language);
  return { replacedFile: key !== null || existing.layout !== fields.layout || textChanged };
}

export function postView(deps: PostDeps, caller: Caller, imageId: string): Promise<TImagePost> {
  return viewOf(deps, caller, imageId);
}

/** One outcome per file: the error a file would have had on its own (413, 415, 400), or its post. */
export async function bulkOutcome(
  deps: PostDeps,
  caller: Caller,
  fields: PostFields,
  file: UploadedFile,
): Promise<TBulkImagePostResult['results'][number]> {
  try {
    const imageId = await insertPost(deps, caller, fields, file);
    return { fileName: file.fileName, imageId, error: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      fileName: file.fileName,
      imageId: null,
      error: { status: error.statusCode, code: error.code, message: error.message },
    };
  }
}

/** Deletes posts the caller manages (all or nothing), then their files; renders go with them. */
export async function deletePosts(deps: PostDeps, caller: Caller, imageIds: string[]) {
  const ids = [...new Set(imageIds)];
  const rows: ImagePostRow[] = [];
  for (const id of ids) rows.push(await requireManagedPost(deps.db, caller, id));
  await deps.db.delete(imagePosts).where(and(inArray(imagePosts.id, ids)));
  for (const row of rows) {
    await deps.storage.delete(row.storageKey).catch(() => {});
    if (row.previewKey) await deps.storage.delete(row.previewKey).catch(() => {});
  }
  return { deleted: rows.length, imageIds: ids };
}
