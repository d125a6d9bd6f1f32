import {
  CARD_SECTION_KEYS,
  cardSectionEndpoint,
  endpoints,
  QR_KIT_CONTENT_TYPES,
  withSectionsAddedLater,
} from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineFileRoute, defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { cardAnalytics } from './analytics';
import { cardQrKit } from './qr-kit';
import { checkCardIdAvailability, getCard, getCardsByBusiness, requireReachableCard, saveCardSection } from './service';

export function registerCardRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.getCardsByBusiness, async ({ agency, principal, query }) =>
    getCardsByBusiness(services, agency, principal, query.businessId),
  );
  defineRoute(app, endpoints.getCard, async ({ agency, principal, query }) =>
    getCard(services, agency, principal, query.cardNo),
  );
  defineRoute(app, endpoints.checkCardIdAvailability, async ({ agency, principal, query }) =>
    checkCardIdAvailability(services, agency.id, principal, query.cardId, query.cardNo),
  );
  // The section saves, one route each from the contract's table, all through one service call.
  for (const section of CARD_SECTION_KEYS) {
    defineRoute(app, cardSectionEndpoint(section), async ({ agency, principal, body }) =>
      saveCardSection(services, agency, principal, section, body),
    );
  }
  defineRoute(app, endpoints.getCardAnalytics, async ({ agency, principal, query }) => {
    const { card, business } = await requireReachableCard(services.db, agency.id, principal, query.cardNo);
    const named = { businessId: business.id, businessName: business.businessName, cardId: card.cardId };
    const team = withSectionsAddedLater(card.sections).team.members;
    return cardAnalytics(services.db, agency.id, card.cardNo, named, query.days, services.now(), team);
  });
  defineFileRoute(
    app,
    endpoints.getCardQrKit,
    Object.values(QR_KIT_CONTENT_TYPES),
    async ({ agency, principal, query }) => cardQrKit(services, agency, principal, query),
  );
}
