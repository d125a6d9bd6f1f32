import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { entitlementsView } from '../entitlements/service';
import {
  createPdfCardPaymentOrder,
  deletePdfCardPayment,
  listPdfCardPayments,
  makePdfCardPayment,
} from './pdf-card-purchases';
import { promotionalVideoPurchases } from './promotional-video-purchases';
import {
  createCardPaymentOrder,
  deleteCardPayment,
  lastActiveCardPayment,
  listCardPayments,
  makeGatewayPayment,
  makeManualPayment,
} from './service';
import { tagPurchases } from './tag-purchases';
import { handlePaymentWebhook } from './webhook';

/** Razorpay sends small JSON events; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export async function registerPaymentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  defineRoute(app, endpoints.createCardPaymentOrder, async ({ agency, principal, body }) =>
    createCardPaymentOrder(services, agency, principal, body),
  );
  defineRoute(app, endpoints.makeCardPaymentThroughGateway, async ({ agency, principal, body }) =>
    makeGatewayPayment(services, agency, principal, body),
  );
  defineRoute(app, endpoints.makeCardPayment, async ({ agency, principal, body }) =>
    makeManualPayment(services, agency, principal, body),
  );
  defineRoute(app, endpoints.listCardPayments, async ({ agency, principal, query }) =>
    listCardPayments(services, agency, principal, query.businessId),
  );
  defineRoute(app, endpoints.lastActiveCardPayment, async ({ agency, principal, query }) =>
    lastActiveCardPayment(services, agency, principal, query.businessId),
  );
  defineRoute(app, endpoints.getBusinessEntitlements, async ({ agency, principal, query }) =>
    entitlementsView(services.db, agency.id, principal, query.businessId, services.now()),
  );
  defineRoute(app, endpoints.deleteCardPayment, async ({ agency, principal, query }) =>
    deleteCardPayment(services, agency, principal, query.recordNo),
  );

  defineRoute(app, endpoints.createPdfCardPaymentOrder, async ({ agency, principal, body }) =>
    createPdfCardPaymentOrder(services, agency, principal, body),
  );
  defineRoute(app, endpoints.makePdfCardPayment, async ({ agency, principal, body }) =>
    makePdfCardPayment(services, agency, principal, body),
  );
  defineRoute(app, endpoints.listPdfCardPayments, async ({ agency, principal, query }) =>
    listPdfCardPayments(services, agency, principal, query.businessId),
  );
  defineRoute(app, endpoints.deletePdfCardPayment, async ({ agency, principal, query }) =>
    deletePdfCardPayment(services, agency, principal, query.recordNo),
  );
  defineRoute(app, endpoints.createPromotionalVideoPaymentOrder, async ({ agency, principal, body }) =>
    promotionalVideoPurchases.createOrder(services, agency, principal, body),
  );
  defineRoute(app, endpoints.makePromotionalVideoPayment, async ({ agency, principal, body }) =>
    promotionalVideoPurchases.makePayment(services, agency, principal, body),
  );
  defineRoute(app, endpoints.listPromotionalVideoPayments, async ({ agency, principal, query }) =>
    promotionalVideoPurchases.list(services, agency, principal, query.businessId),
  );
  defineRoute(app, endpoints.deletePromotionalVideoPayment, async ({ agency, principal, query }) =>
    promotionalVideoPurchases.deletePayment(services, agency, principal, query.recordNo),
  );
  defineRoute(app, endpoints.createTagPaymentOrder, async ({ agency, principal, body }) =>
    tagPurchases.createOrder(services, agency, principal, body),
  );
  defineRoute(app, endpoints.makeTagPayment, async ({ agency, principal, body }) =>
    tagPurchases.makePayment(services, agency, principal, body),
  );
  defineRoute(app, endpoints.listTagPayments, async ({ agency, principal, query }) =>
    tagPurchases.list(services, agency, principal, query.businessId),
  );
  defineRoute(app, endpoints.deleteTagPayment, async ({ agency, principal, query }) =>
    tagPurchases.deletePayment(services, agency, principal, query.recordNo),
  );

  // The webhook's signature is over the exact bytes sent, so this route (alone, in its own
  // encapsulated scope) keeps the body as a Buffer instead of parsing JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    defineRoute(scope, endpoints.paymentWebhook, async ({ agency, request }) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      return handlePaymentWebhook(services, agency, raw, typeof signature === 'string' ? signature : undefined);
    });
  });
}
