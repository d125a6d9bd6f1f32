// UI customisation: the agency's theme (on agencies.theme) and its banners and
// tiles (ui_customisation_items). Every function takes the target agency id explicitly; the
// routes resolve it with targetAgencyId (the superadmin agency's admins may name any agency).
//
// Images: only this agency's own UI customisation uploads (POST /ui-customisation/image stores
// them under ui-customisation/<agencyId>/), or the value already saved, may be referenced: a URL
// of another agency's upload, or any other path, is refused on its field.
import {
  completeAgencyTheme,
  istDateOf,
  placementsFor,
  publishedOrder,
  type TAgencyTheme,
  type TPublishedUi,
  type TUiCustomisation,
  type TUiItem,
  type TUiItemValues,
  type TUiTheme,
  UI_ITEMS_MAX,
  UI_MESSAGES,
  type UiPage,
  uiItemState,
} from '@cardora/contract';
import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { agencies, type UiCustomisationItemRow, uiCustomisationItems } from '#db/schema';
import { AppError, conflict, notFound, validationFailed } from '#lib/errors';
import { agenciesChanged } from '#plugins/tenancy';

/** Where this agency's UI customisation images are stored (hierarchy1/hierarchy2 of documents). */
export const UI_UPLOAD_HIERARCHY = 'ui-customisation';
export const uiUploadPrefix = (agencyId: string) => `/uploads/${UI_UPLOAD_HIERARCHY}/${agencyId}/`;

interface Deps {
  db: Db;
  now: () => Date;
}

const today = (deps: Deps) => istDateOf(deps.now());

function toItem(row: UiCustomisationItemRow, day: string): TUiItem {
  return {
    uiCustomisationId: row.id,
    kind: row.kind,
    placement: row.placement,
    style: row.style,
    height: row.height,
    displayMode: row.displayMode,
    title: row.title,
    subtitle: row.subtitle,
    buttonLabel: row.buttonLabel,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    sortOrder: row.sortOrder,
    startDate: row.startDate,
    endDate: row.endDate,
    state: uiItemState(row, day),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function agencyOf(db: Db, agencyId: string) {
  const [agency] = await db
    .select({ id: agencies.id, agencyName: agencies.agencyName, theme: agencies.theme })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  if (!agency) throw notFound();
  return agency;
}

const itemsOf = (db: Db, agencyId: string) =>
  db
    .select()
    .from(uiCustomisationItems)
    .where(eq(uiCustomisationItems.agencyId, agencyId))
    .orderBy(asc(uiCustomisationItems.sortOrder), asc(uiCustomisationItems.createdAt));

/** GET /ui-customisation: the agency's theme and every banner and tile in the agency's order. */
export async function getUiCustomisation(deps: Deps, agencyId: string): Promise<TUiCustomisation> {
  const agency = await agencyOf(deps.db, agencyId);
  const day = today(deps);
  return {
    agencyId: agency.id,
    agencyName: agency.agencyName,
    theme: completeAgencyTheme(agency.theme),
    items: (await itemsOf(deps.db, agencyId)).map((row) => toItem(row, day)),
  };
}

/** A referenced image must be this agency's own upload, or the value already saved there. */
function checkImage(agencyId: string, field: string, url: string | null, saved: string | null): void {
  if (url === null || url === saved) return;
  if (url.startsWith(uiUploadPrefix(agencyId)) && !url.includes('..')) return;
  throw validationFailed(field, UI_MESSAGES.imageNotOfAgency);
}

/** POST /ui-customisation {type: 'theme'}: the whole theme replaced (the form sends every field). */
export async function saveTheme(deps: Deps, agencyId: string, input: TUiTheme): Promise<TUiCustomisation> {
  const agency = await agencyOf(deps.db, agencyId);
  const saved = completeAgencyTheme(agency.theme);
  checkImage(agencyId, 'theme.logoUrl', input.logoUrl, saved.logoUrl);
  checkImage(agencyId, 'theme.faviconUrl', input.faviconUrl, saved.faviconUrl);
  checkImage(agencyId, 'theme.loginBackgroundUrl', input.loginBackgroundUrl, saved.loginBackgroundUrl);
  const theme: TAgencyTheme = {
    primaryColor: input.primaryColor.toLowerCase(),
    secondaryColor: input.secondaryColor.toLowerCase(),
    logoUrl: input.logoUrl,
    // The agency's own name is no app name of its own: it keeps following a rename.
    appName: input.appName === agency.agencyName ? null : input.appName,
    faviconUrl: input.faviconUrl,
    loginBackgroundUrl: input.loginBackgroundUrl,
  };
  await deps.db.update(agencies).set({ theme }).where(eq(agencies.id, agencyId));
  agenciesChanged();
  return getUiCustomisation(deps, agencyId);
}

/** POST /ui-customisation {type: 'item'}: a new banner or tile (last in the order), or an edit of one. */
export async function saveItem(
  deps: Deps,
  agencyId: string,
  uiCustomisationId: string | undefined,
  input: TUiItemValues,
): Promise<TUiCustomisation> {
  await agencyOf(deps.db, agencyId);
  const fields = {
    kind: input.kind,
    placement: input.placement,
    style: input.style,
    height: input.height,
    displayMode: input.displayMode,
    title: input.title,
    subtitle: input.subtitle,
    buttonLabel: input.buttonLabel,
    imageUrl: input.imageUrl,
    linkUrl: input.linkUrl,
    startDate: input.startDate,
    endDate: input.endDate,
  };
  await deps.db.transaction(async (tx) => {
    // One writer per agency at a time: the count and the next position stay true.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ui-customisation:${agencyId}`}))`);
    if (uiCustomisationId) {
      const [existing] = await tx
        .select({ imageUrl: uiCustomisationItems.imageUrl })
        .from(uiCustomisationItems)
        .where(and(eq(uiCustomisationItems.agencyId, agencyId), eq(uiCustomisationItems.id, uiCustomisationId)))
        .limit(1);
      if (!existing) throw notFound(UI_MESSAGES.unknownItem(uiCustomisationId));
      checkImage(agencyId, 'item.imageUrl', input.imageUrl, existing.imageUrl);
      await tx
        .update(uiCustomisationItems)
        .set({ ...fields, updatedAt: deps.now() })
        .where(and(eq(uiCustomisationItems.agencyId, agencyId), eq(uiCustomisationItems.id, uiCustomisationId)));
      return;
    }
    checkImage(agencyId, 'item.imageUrl', input.imageUrl, null);
    const [row] = await tx
      .select({ items: count(), last: sql<number | null>`max(${uiCustomisationItems.sortOrder})` })
      .from(uiCustomisationItems)
      .where(eq(uiCustomisationItems.agencyId, agencyId));
    if ((row?.items ?? 0) >= UI_ITEMS_MAX) throw conflict(UI_MESSAGES.tooMany);
    const last = row?.last === null || row?.last === undefined ? -1 : Number(row.last);
    await tx
      .insert(uiCustomisationItems)
      .values({ ...fields, agencyId, sortOrder: last + 1, createdAt: deps.now(), updatedAt: deps.now() });
  });
  return getUiCustomisation(deps, agencyId);
}

/** POST /ui-customisation {type: 'order'}: every item of the agency once, in the new order. */
export async function reorderItems(deps: Deps, agencyId: string, ids: readonly string[]): Promise<TUiCustomisation> {
  await agencyOf(deps.db, agencyId);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ui-customisation:${agencyId}`}))`);
    const current = await tx
      .select({ id: uiCustomisationItems.id })
      .from(uiCustomisationItems)
      .where(eq(uiCustomisationItems.agencyId, agencyId));
    const known = new Set(current.map((row) => row.id));
    const sent = new Set(ids);
    if (sent.size !== ids.length || sent.size !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION_FAILED', UI_MESSAGES.orderMismatch, 400, {
        uiCustomisationIds: UI_MESSAGES.orderMismatch,
      });
    }
    for (const [position, id] of ids.entries()) {
      await tx
        .update(uiCustomisationItems)
        .set({ sortOrder: position })
        .where(and(eq(uiCustomisationItems.agencyId, agencyId), eq(uiCustomisationItems.id, id)));
    }
  });
  return getUiCustomisation(deps, agencyId);
}

/** DELETE /ui-customisation/{id}: 404 naming the id when the agency has no such item. */
export async function deleteItem(deps: Deps, agencyId: string, uiCustomisationId: string): Promise<TUiCustomisation> {
  await agencyOf(deps.db, agencyId);
  const deleted = await deps.db
    .delete(uiCustomisationItems)
    .where(and(eq(uiCustomisationItems.agencyId, agencyId), eq(uiCustomisationItems.id, uiCustomisationId)))
    .returning({ id: uiCustomisationItems.id });
  if (deleted.length === 0) throw notFound(UI_MESSAGES.unknownItem(uiCustomisationId));
  return getUiCustomisation(deps, agencyId);
}

/** GET /ui-customisation/published: a page's placement and COMMON, live on today's IST date, in order. */
export async function publishedItems(deps: Deps, agencyId: string, page: UiPage): Promise<TPublishedUi> {
  const day = today(deps);
  const rows = await deps.db
    .select()
    .from(uiCustomisationItems)
    .where(
      and(
        eq(uiCustomisationItems.agencyId, agencyId),
        inArray(uiCustomisationItems.placement, placementsFor(page)),
        or(isNull(uiCustomisationItems.startDate), lte(uiCustomisationItems.startDate, day)),
        or(isNull(uiCustomisationItems.endDate), gte(uiCustomisationItems.endDate, day)),
      ),
    )
    .orderBy(asc(uiCustomisationItems.sortOrder), asc(uiCustomisationItems.createdAt));
  return {
    items: publishedOrder(rows).map((row) => {
      const { state: _state, updatedAt: _updatedAt, sortOrder: _sortOrder, ...published } = toItem(row, day);
      return published;
    }),
  };
}
