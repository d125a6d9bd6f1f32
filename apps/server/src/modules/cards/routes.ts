import { endpoints, QR_KIT_CONTENT_TYPES } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineFileRoute, defineRoute } from '../../lib/define-route';
import { requireSession } from '../../lib/principal';
import type { Services } from '../../services';
import { cardAnalytics } from './analytics';
import { cardQrKit } from './qr-kit';
import {
  checkCardIdAvailability,
  getCard,
  getCardsByBusiness,
  requireReachableCard,
  updateCardBasicDetails,
  updateCardSection,
} from './service';

export function registerCardRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.getCardsByBusiness, async ({ agency, principal, query }) =>
    getCardsByBusiness(services, agency, requireSession(principal), query.businessId),
  );
  defineRoute(app, endpoints.getCard, async ({ agency, principal, query }) =>
    getCard(services, agency, requireSession(principal), query.cardNo),
  );
  defineRoute(app, endpoints.checkCardIdAvailability, async ({ agency, principal, query }) =>
    checkCardIdAvailability(services, agency.id, requireSession(principal), query.cardId, query.cardNo),
  );
  defineRoute(app, endpoints.updateCardBasicDetails, async ({ agency, principal, body }) =>
    updateCardBasicDetails(services, agency, requireSession(principal), body),
  );
  defineRoute(app, endpoints.updateCardPaymentOptions, async ({ agency, principal, body }) =>
    updateCardSection(services, agency, requireSession(principal), body.cardNo, 'paymentOptions', body.paymentOptions),
  );
  defineRoute(app, endpoints.updateCardYoutubeVideos, async ({ agency, principal, body }) =>
    updateCardSection(services, agency, requireSession(principal), body.cardNo, 'youtubeVideos', body.youtubeVideos),
  );
  defineRoute(app, endpoints.updateCardTemplate, async ({ agency, principal, body }) =>
    updateCardSection(services, agency, requireSession(principal), body.cardNo, 'template', body.template),
  );
  defineRoute(app, endpoints.updateCardGallery, async ({ agency, principal, body }) =>
    updateCardSection(services, agency, requireSession(principal), body.cardNo, 'gallery', body.gallery),
  );
  defineRoute(app, endpoints.updateCardAboutUs, async ({ agency, principal, body }) =>
    updateCardSection(services, agency, requireSession(principal), body.cardNo, 'aboutUs', body.aboutUs),
  );
  defineRoute(app, endpoints.updateCardProducts, async ({ agency, principal, body }) =>
    updateCardSection(services, agency, requireSession(principal), body.cardNo, 'products', body.products),
  );
  defineRoute(app, endpoints.updateCardLinks, async ({ agency, principal, body }) =>
    updateCardSection(services, agency, requireSession(principal), body.cardNo, 'links', body.links),
  );
  defineRoute(app, endpoints.updateCardSettings, async ({ agency, principal, body }) =>
    updateCardSection(services, agency, requireSession(principal), body.cardNo, 'settings', body.settings, body.cardId),
  );
  defineRoute(app, endpoints.getCardAnalytics, async ({ agency, principal, query }) => {
    const { card, business } = await requireReachableCard(
      services.db,
      agency.id,
      requireSession(principal),
      query.cardNo,
    );
    const named = { businessId: business.id, businessName: business.businessName, cardId: card.cardId };
    return cardAnalytics(services.db, agency.id, card.cardNo, named, query.days, services.now());
  });
  defineFileRoute(
    app,
    endpoints.getCardQrKit,
    Object.values(QR_KIT_CONTENT_TYPES),
    async ({ agency, principal, query }) => cardQrKit(services, agency, requireSession(principal), query),
  );
}
