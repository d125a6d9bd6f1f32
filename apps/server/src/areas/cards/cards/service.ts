// Cards: one per business, eleven sections saved one at a time (one save for all eleven), the card address (cardId)
// rules, and analytics. Reach goes through the business.
import {
  CARD_ID_MESSAGES,
  type CARD_SECTION_TABLE,
  type CardSection,
  type CardSectionKey,
  cardIdProblem,
  emptyCardSections,
  isCardDone,
  MESSAGES,
  SECOND_LANGUAGE_MESSAGES,
  type TCard,
  type TCardSecondLanguage,
  type TCardSections,
  type TCardSettings,
  type TCardTeam,
  withSectionsAddedLater,
  type ZUpdateCardBasicDetailsBody,
} from '@cardora/contract';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client';
import type { AgencyRow, CardRow } from '#db/schema';
import { uniqueViolation } from '#lib/db-errors';
import { AppError, fieldTaken, notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { cardPublicUrl } from '#lib/public-url';
import { reachableBusinesses, requirePermission } from '#policies/cards';
import type { Services } from '#services';
import { lockBusiness, requireReachableBusiness } from '../businesses/service';
import { assertCanCreateCard, assertTeamFits } from './create-limit';
import { findCardByBusiness, findReachableCard, freeCardId, insertCard, isCardIdTaken, saveSection } from './repo';

type BasicDetailsBody = z.output<typeof ZUpdateCardBasicDetailsBody>;
/** The body of any section's save, as the contract's table defines it. */
type SectionSaveBody = z.output<(typeof CARD_SECTION_TABLE)[CardSectionKey]['body']>;

export const cardIdTaken = () => fieldTaken('cardId', CARD_ID_MESSAGES.taken);
const oneCardPerBusiness = () => new AppError('CONFLICT', MESSAGES.oneCardPerBusinessText, 409);

export function toCard(services: Pick<Services, 'config'>, agency: AgencyRow, card: CardRow): TCard {
  return {
    cardNo: card.cardNo,
    cardId: card.cardId,
    businessId: card.businessId,
    status: card.status,
    isDone: card.isDone,
    sections: withSectionsAddedLater(card.sections),
    publicUrl: card.cardId ? cardPublicUrl(services.config, agency, card.cardId) : null,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

async function requireReachableCard(db: DbOrTx, agencyId: string, principal: Principal, cardNo: number) {
  const found = await findReachableCard(db, agencyId, cardNo, reachableBusinesses(agencyId, principal));
  if (!found) throw notFound();
  return found;
}

/** Turns a lost race on a unique index into the same 409 the checks give. */
function conflictFrom(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'cards_business_unique') throw oneCardPerBusiness();
  if (constraint !== null) throw cardIdTaken();
  throw error;
}

export async function getCardsByBusiness(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
): Promise<TCard[]> {
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  const card = await findCardByBusiness(services.db, agency.id, business.id);
  return card ? [toCard(services, agency, card)] : [];
}

export async function getCard(services: Services, agency: AgencyRow, principal: Principal, cardNo: number) {
  const { card } = await requireReachableCard(services.db, agency.id, principal, cardNo);
  return toCard(services, agency, card);
}

/** Whether a cardId is well-formed and free in the agency; the asking card's own id counts as free. */
export async function checkCardIdAvailability(
  services: Services,
  agencyId: string,
  principal: Principal,
  rawCardId: string,
  cardNo: number | undefined,
) {
  const cardId = rawCardId.trim().toLowerCase();
  const problem = cardIdProblem(cardId);
  if (problem) return { cardId, available: false, message: CARD_ID_MESSAGES[problem] };
  // Only a card the caller reaches may exclude itself, so this reveals nothing about others.
  const own =
    cardNo === undefined
      ? undefined
      : (await findReachableCard(services.db, agencyId, cardNo, reachableBusinesses(agencyId, principal)))?.card.cardNo;
  const taken = await isCardIdTaken(services.db, agencyId, cardId, own);
  return { cardId, available: !taken, message: taken ? CARD_ID_MESSAGES.taken : CARD_ID_MESSAGES.available };
}

/**
 * Saves one of the nine sections (the route of each, from the contract's table). Basic details
 * given a businessId instead of a cardNo create the card; settings (and basic details) may also
 * change the cardId.
 */
export async function saveCardSection(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  section: CardSectionKey,
  body: SectionSaveBody,
): Promise<TCard> {
  // The route checked the body with this section's own schema: the section's value is under its
  // key, and a cardId only where the schema has one (zod drops unknown keys).
  const fields = body as { cardNo?: number; cardId?: string } & Partial<Record<CardSectionKey, unknown>>;
  // Only basic details may come without a cardNo (their schema then asks for a businessId).
  if (fields.cardNo === undefined) return createCard(services, agency, principal, body as BasicDetailsBody);
  const { db } = services;
  const { card } = await requireReachableCard(db, agency.id, principal, fields.cardNo);
  requirePermission(principal, 'card:edit');
  const cardId = fields.cardId === undefined || fields.cardId === card.cardId ? undefined : fields.cardId;
  if (cardId !== undefined && (await isCardIdTaken(db, agency.id, cardId, card.cardNo))) throw cardIdTaken();
  const value = fields[section] as TCardSections[CardSectionKey];
  assertLanguagesDiffer(section, value, withSectionsAddedLater(card.sections));
  if (section === 'team') {
    await assertTeamFits(db, agency.id, card.businessId, (value as TCardTeam).members.length, services.now());
  }
  // Whether the card is done follows its basic details only (isCardDone).
  const isDone =
    section === 'basicDetails' ? isCardDone({ basicDetails: (body as BasicDetailsBody).basicDetails }) : undefined;
  const saved = await saveSection(db, agency.id, card.cardNo, section, value, {
    cardId,
    isDone,
    now: services.now(),
  }).catch(conflictFrom);
  return toCard(services, agency, saved);
}

/**
 * The card's second language differs from its primary one (docs/product-rules.md#card-second-language):
 * each save holds one of the two, so it is checked against the other as stored. 400 on the field.
 */
function assertLanguagesDiffer(section: CardSectionKey, value: unknown, stored: TCardSections): void {
  if (section === 'secondLanguage') {
    const second = (value as TCardSecondLanguage).language;
    if (second !== null && second === stored.settings.language) {
      throw validationFailed('secondLanguage.language', SECOND_LANGUAGE_MESSAGES.sameAsPrimary);
    }
  }
  if (section === 'settings') {
    const primary = (value as TCardSettings).language;
    if (primary === stored.secondLanguage.language) {
      throw validationFailed('settings.language', SECOND_LANGUAGE_MESSAGES.primaryIsSecond);
    }
  }
}

/** Basic details for a business without a card: creates its card (one per business). */
async function createCard(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: BasicDetailsBody,
): Promise<TCard> {
  const { db } = services;
  const now = services.now();
  const businessId = body.businessId ?? '';
  const business = await requireReachableBusiness(db, agency.id, principal, businessId);
  requirePermission(principal, 'card:edit');
  // The business stays locked from the checks to the insert, so racing creates see each other's card.
  const created = await db
    .transaction(async (tx) => {
      if (!(await lockBusiness(tx, agency.id, business.id))) throw notFound();
      if (await findCardByBusiness(tx, agency.id, business.id)) throw oneCardPerBusiness();
      await assertCanCreateCard(tx, agency.id, business.id, now);
      if (body.cardId !== undefined && (await isCardIdTaken(tx, agency.id, body.cardId))) throw cardIdTaken();
      return insertCard(tx, {
        agencyId: agency.id,
        businessId: business.id,
        cardId: body.cardId ?? (await freeCardId(tx, agency.id, business.businessName)),
        sections: { ...emptyCardSections(), basicDetails: body.basicDetails },
        now,
      });
    })
    .catch(conflictFrom);
  return toCard(services, agency, created);
}

export type { CardSection };
export { requireReachableCard };
