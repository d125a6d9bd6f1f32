// Physical NFC and QR tags (docs/product-rules.md#physical-tags): batches of codes an agency's
// admins make, assign to a business's card, move, take back and turn off; a customer's claim of
// an unassigned one; and a scan of /t/<code>. Tying a tag to a business keeps within what its
// plan and purchases give when the agency charges for tags. Every query names the agency: a code
// of another agency is "no such tag" here, as if it did not exist.
import { randomInt } from 'node:crypto';
import {
  cardUrlWithSource,
  TAG_CODE_ALPHABET,
  TAG_CODE_LENGTH,
  TAG_MESSAGES,
  type TTag,
  type TTagBatch,
  type TTagBatchList,
  type TTagList,
  type ZCreateTagBatchBody,
  type ZTagListQuery,
  type ZUpdateTagBody,
} from '@cardora/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AgencyRow, businesses, type CardTagRow, cards, cardTags, type TagBatchRow, tagBatches } from '#db/schema';
import { AppError, notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { cardPublicUrl, publicBaseUrl } from '#lib/public-url';
import { isAgencyAdmin } from '#policies/identity';
import type { Services } from '#services';
import { lockBusiness } from '../businesses/service';
import { assertCanTieTag } from '../cards/create-limit';

export interface TagCaller {
  agency: AgencyRow;
  principal: Principal;
}

/** A fresh code: TAG_CODE_LENGTH characters of Crockford's alphabet, from the system's CSPRNG. */
export function newTagCode(): string {
  let code = '';
  for (let i = 0; i < TAG_CODE_LENGTH; i++) code += TAG_CODE_ALPHABET[randomInt(TAG_CODE_ALPHABET.length)];
  return code;
}

/** The address written to the chip and printed as a QR code, on the agency's host. */
export function tagUrl(services: Services, agency: AgencyRow, code: string): string {
  return `${publicBaseUrl(services.config, agency)}/t/${code}`;
}

/**
 * The bytes an NDEF message with this URL takes on a Type 2 tag (NTAG213: 144 bytes): the TLV
 * (type, length), one short URI record (header, type length, payload length, type "U"), the
 * payload (the URI prefix code — 0x04 for "https://", 0x03 for "http://" — and the rest of the
 * URL) and the terminator TLV.
 */
export function ndefBytes(url: string): number {
  const rest = url.replace(/^https?:\/\//, '');
  const payload = 1 + Buffer.byteLength(rest);
  const record = 4 + payload;
  return 2 + record + 1;
}

interface TagJoined {
  tag: CardTagRow;
  businessName: string | null;
  cardId: string | null;
  memberName: string | null;
}

/**
 * The tag's team member as the card holds them now (docs/product-rules.md#staff-cards): a field of
 * the member whose memberId the tag names, null when the card's team no longer has them.
 */
const memberField = (field: 'name' | 'slug' | 'hidden') =>
  sql<
    string | null
  >`(select m ->> ${field} from jsonb_array_elements(coalesce(${cards.sections} -> 'team' -> 'members', '[]'::jsonb)) m
    where m ->> 'memberId' = ${cardTags.memberId} limit 1)`;

function toTag(services: Services, agency: AgencyRow, row: TagJoined): TTag {
  return {
    code: row.tag.code,
    batchId: row.tag.batchId,
    url: tagUrl(services, agency, row.tag.code),
    status: row.tag.status,
    businessId: row.tag.businessId,
    businessName: row.businessName,
    cardId: row.cardId,
    memberId: row.memberName === null ? null : row.tag.memberId,
    memberName: row.memberName,
    assignedAt: row.tag.assignedAt?.toISOString() ?? null,
    scans: row.tag.scans,
    lastScannedAt: row.tag.lastScannedAt?.toISOString() ?? null,
  };
}

/** Tags of the agency with their business's name and card address. */
function tagsJoined(services: Services, agencyId: string, where: SQL | undefined) {
  return services.db
    .select({
      tag: cardTags,
      businessName: businesses.businessName,
      cardId: cards.cardId,
      memberName: memberField('name'),
    })
    .from(cardTags)
    .leftJoin(businesses, and(eq(businesses.id, cardTags.businessId), eq(businesses.agencyId, cardTags.agencyId)))
    .leftJoin(cards, and(eq(cards.businessId, cardTags.businessId), eq(cards.agencyId, cardTags.agencyId)))
    .where(and(eq(cardTags.agencyId, agencyId), where));
}

async function oneTag(services: Services, agency: AgencyRow, code: string): Promise<TTag> {
  const [row] = await tagsJoined(services, agency.id, eq(cardTags.code, code)).limit(1);
  if (!row) throw notFound(TAG_MESSAGES.unknownTag);
  return toTag(services, agency, row);
}

/** The batch's figures, as the list shows them. */
async function batchView(services: Services, batch: TagBatchRow): Promise<TTagBatch> {
  const [figures] = await services.db
    .select({
      total: count(),
      assigned: sql<number>`count(${cardTags.businessId})::int`,
      disabled: sql<number>`count(*) filter (where ${cardTags.status} = 'disabled')::int`,
      scans: sql<number>`coalesce(sum(${cardTags.scans}), 0)::int`,
    })
    .from(cardTags)
    .where(and(eq(cardTags.agencyId, batch.agencyId), eq(cardTags.batchId, batch.id)));
  return {
    id: batch.id,
    name: batch.name,
    createdAt: batch.createdAt.toISOString(),
    total: figures?.total ?? 0,
    assigned: figures?.assigned ?? 0,
    disabled: figures?.disabled ?? 0,
    scans: figures?.scans ?? 0,
  };
}

/** POST /tags/batches: `count` new codes, unassigned and on. */
export async function createTagBatch(
  services: Services,
  agency: AgencyRow,
  body: z.output<typeof ZCreateTagBatchBody>,
): Promise<TTagBatch> {
  const wanted = Number(body.count);
  const batch = await services.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(tagBatches)
      .values({ agencyId: agency.id, name: body.name.trim(), createdAt: services.now() })
      .returning();
    if (!made) throw new Error('the batch was not stored');
    // 50 random bits a code: a clash is rare, and taken codes are simply drawn again.
    let stored = 0;
    while (stored < wanted) {
      const codes = Array.from({ length: wanted - stored }, newTagCode);
      const inserted = await tx
        .insert(cardTags)
        .values(codes.map((code) => ({ code, agencyId: agency.id, batchId: made.id, createdAt: services.now() })))
        .onConflictDoNothing()
        .returning({ code: cardTags.code });
      stored += inserted.length;
    }
    return made;
  });
  return batchView(services, batch);
}

/** GET /tags/batches: newest first. */
export async function listTagBatches(services: Services, agency: AgencyRow): Promise<TTagBatchList> {
  const rows = await services.db
    .select()
    .from(tagBatches)
    .where(eq(tagBatches.agencyId, agency.id))
    .orderBy(desc(tagBatches.createdAt));
  const list = await Promise.all(rows.map((row) => batchView(services, row)));
  return { list, total: list.length };
}

export async function findBatch(services: Services, agency: AgencyRow, id: string): Promise<TagBatchRow> {
  const [batch] = await services.db
    .select()
    .from(tagBatches)
    .where(and(eq(tagBatches.agencyId, agency.id), eq(tagBatches.id, id)));
  if (!batch) throw notFound(TAG_MESSAGES.unknownBatch);
  return batch;
}

/** A batch's tags in code order, for the CSV and the sheet. */
export async function batchTags(services: Services, agency: AgencyRow, batchId: string): Promise<TTag[]> {
  const rows = await tagsJoined(services, agency.id, eq(cardTags.batchId, batchId)).orderBy(
    asc(cardTags.createdAt),
    asc(cardTags.code),
  );
  return rows.map((row) => toTag(services, agency, row));
}

/**
 * GET /tags: admins list the agency's (by batch, business or status); anyone else one business
 * they own (businessId required; another's is 404).
 */
export async function listTags(
  services: Services,
  caller: TagCaller,
  query: z.output<typeof ZTagListQuery>,
): Promise<TTagList> {
  if (!isAgencyAdmin(caller.principal)) {
    const owner = caller.principal.kind === 'user' ? caller.principal.user.id : null;
    const [own] =
      owner && query.businessId
        ? await services.db
            .select({ id: businesses.id })
            .from(businesses)
            .where(
              and(
                eq(businesses.agencyId, caller.agency.id),
                eq(businesses.id, query.businessId),
                eq(businesses.userId, owner),
              ),
            )
        : [];
    if (!own) throw notFound(TAG_MESSAGES.unknownBusiness);
  }
  const where = and(
    query.batchId ? eq(cardTags.batchId, query.batchId) : undefined,
    query.businessId ? eq(cardTags.businessId, query.businessId) : undefined,
    query.status === 'unassigned'
      ? and(isNull(cardTags.businessId), eq(cardTags.status, 'active'))
      : query.status === 'assigned'
        ? and(isNotNull(cardTags.businessId), eq(cardTags.status, 'active'))
        : query.status
          ? eq(cardTags.status, query.status)
          : undefined,
  );
  const rows = await tagsJoined(services, caller.agency.id, where)
    .orderBy(desc(cardTags.createdAt), asc(cardTags.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await services.db
    .select({ n: count() })
    .from(cardTags)
    .where(and(eq(cardTags.agencyId, caller.agency.id), where));
  return {
    list: rows.map((row) => toTag(services, caller.agency, row)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The business to tie a tag to: in the agency, with a card that has an address (else 409), and
 * when a member is named, one of that card's team (else 400).
 */
async function businessWithCard(
  services: Services,
  agencyId: string,
  businessId: string,
  owner?: string,
  memberId?: string | null,
) {
  const [found] = await services.db
    .select({
      id: businesses.id,
      cardId: cards.cardId,
      hasMember: memberId
        ? sql<boolean>`coalesce(${cards.sections} -> 'team' -> 'members' @> ${JSON.stringify([{ memberId }])}::jsonb, false)`
        : sql<boolean>`true`,
    })
    .from(businesses)
    .leftJoin(cards, and(eq(cards.businessId, businesses.id), eq(cards.agencyId, businesses.agencyId)))
    .where(
      and(
        eq(businesses.agencyId, agencyId),
        eq(businesses.id, businessId),
        owner ? eq(businesses.userId, owner) : undefined,
      ),
    )
    .limit(1);
  if (!found) throw notFound(TAG_MESSAGES.unknownBusiness);
  if (!found.cardId) throw new AppError('CONFLICT', TAG_MESSAGES.businessHasNoCard, 409);
  if (!found.hasMember) throw validationFailed('memberId', TAG_MESSAGES.unknownMember);
  return found;
}

/** PUT /tags/{code}: assign, move, take back (businessId null), turn off and on. */
export async function updateTag(
  services: Services,
  agency: AgencyRow,
  code: string,
  body: z.output<typeof ZUpdateTagBody>,
): Promise<TTag> {
  const [existing] = await services.db
    .select()
    .from(cardTags)
    .where(and(eq(cardTags.agencyId, agency.id), eq(cardTags.code, code)));
  if (!existing) throw notFound(TAG_MESSAGES.unknownTag);
  const moving = body.businessId !== undefined && body.businessId !== existing.businessId;
  // The member belongs to the business the tag ends up with; moving to another business without
  // naming one opens that business's card (docs/product-rules.md#staff-cards).
  const businessAfter = body.businessId === undefined ? existing.businessId : body.businessId;
  const memberAfter = body.memberId !== undefined ? body.memberId : moving ? null : existing.memberId;
  if (memberAfter && !businessAfter) throw validationFailed('businessId', TAG_MESSAGES.pickBusiness);
  if (businessAfter && (body.businessId || body.memberId)) {
    await businessWithCard(services, agency.id, businessAfter, undefined, memberAfter);
  }
  await services.db.transaction(async (tx) => {
    if (moving && body.businessId) {
      // One more tag for that business: within what its plan and purchases give when the agency
      // charges for tags (docs/product-rules.md#physical-tags), counted under the business's lock.
      await lockBusiness(tx, agency.id, body.businessId);
      await assertCanTieTag(tx, agency.id, body.businessId, services.now());
    }
    await tx
      .update(cardTags)
      .set({
        ...(body.status ? { status: body.status } : {}),
        ...(moving ? { businessId: body.businessId ?? null, assignedAt: body.businessId ? services.now() : null } : {}),
        memberId: businessAfter ? memberAfter : null,
      })
      .where(and(eq(cardTags.agencyId, agency.id), eq(cardTags.code, code)));
  });
  return oneTag(services, agency, code);
}

/**
 * POST /tags/{code}/claim: a customer ties an unassigned, active tag of this agency to a business
 * of theirs that has a card. Claiming one's own tag again answers it unchanged; someone else's is
 * 409, a turned-off one 409 (the agency decides about those).
 */
export async function claimTag(
  services: Services,
  caller: TagCaller,
  code: string,
  businessId: string,
  memberId: string | null = null,
): Promise<TTag> {
  const owner = caller.principal.kind === 'user' ? caller.principal.user.id : undefined;
  if (!owner) throw notFound(TAG_MESSAGES.unknownBusiness);
  await businessWithCard(services, caller.agency.id, businessId, owner, memberId);
  await services.db.transaction(async (tx) => {
    const [tag] = await tx
      .select()
      .from(cardTags)
      .where(and(eq(cardTags.agencyId, caller.agency.id), eq(cardTags.code, code)))
      .for('update');
    if (!tag) throw notFound(TAG_MESSAGES.unknownTag);
    if (tag.status === 'disabled') throw new AppError('CONFLICT', TAG_MESSAGES.disabled, 409);
    if (tag.businessId && tag.businessId !== businessId)
      throw new AppError('CONFLICT', TAG_MESSAGES.alreadyClaimed, 409);
    // Claimed again by its owner: only which of the card's people it opens may change.
    if (tag.businessId === businessId && tag.memberId === memberId) return;
    if (tag.businessId !== businessId) {
      // A new tag for the business: within its plan's and bought tags (docs/product-rules.md#physical-tags).
      await lockBusiness(tx, caller.agency.id, businessId);
      await assertCanTieTag(tx, caller.agency.id, businessId, services.now());
    }
    await tx
      .update(cardTags)
      .set(tag.businessId === businessId ? { memberId } : { businessId, memberId, assignedAt: services.now() })
      .where(and(eq(cardTags.agencyId, caller.agency.id), eq(cardTags.code, code)));
  });
  return oneTag(services, caller.agency, code);
}

export type TagScan =
  | { kind: 'card'; url: string }
  | { kind: 'unassigned' }
  | { kind: 'disabled' }
  | { kind: 'unknown' };

/**
 * GET /t/<code>: where a tap or a scan goes. An assigned, active tag counts the scan (unless the
 * route saw this visitor scan it moments ago) and opens its card — or the page of the team member
 * it is tied to — marked as a tag visit (?src=nfc, so the view counts under "NFC or QR tag").
 */
export async function scanTag(
  services: Services,
  agency: AgencyRow,
  code: string,
  options: { count: boolean },
): Promise<TagScan> {
  const [row] = await services.db
    .select({
      tag: cardTags,
      cardId: cards.cardId,
      memberSlug: memberField('slug'),
      memberHidden: memberField('hidden'),
    })
    .from(cardTags)
    .leftJoin(cards, and(eq(cards.businessId, cardTags.businessId), eq(cards.agencyId, cardTags.agencyId)))
    .where(and(eq(cardTags.agencyId, agency.id), eq(cardTags.code, code)))
    .limit(1);
  if (!row) return { kind: 'unknown' };
  if (row.tag.status === 'disabled') return { kind: 'disabled' };
  if (!row.tag.businessId || !row.cardId) return { kind: 'unassigned' };
  if (options.count)
    await services.db
      .update(cardTags)
      .set({ scans: sql`${cardTags.scans} + 1`, lastScannedAt: services.now() })
      .where(and(eq(cardTags.agencyId, agency.id), eq(cardTags.code, code)));
  const cardUrl = cardPublicUrl(services.config, agency, row.cardId);
  // A member's tag opens their page while the card shows them; else the business's card.
  const memberShown = row.memberSlug !== null && row.memberHidden !== 'true';
  return { kind: 'card', url: cardUrlWithSource(memberShown ? `${cardUrl}/${row.memberSlug}` : cardUrl, 'nfc') };
}
