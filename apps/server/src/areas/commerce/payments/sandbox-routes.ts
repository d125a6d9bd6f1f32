// The sandbox gateway's own HTTP surface, outside /api/v1 (no tenancy, CSRF or session: it
// stands in for a third party): the checkout script, and the endpoint its Pay / Fail buttons
// call. Answers in Razorpay's shapes, not our { data } envelope, as the real gateway would.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { paymentOrders, sandboxPayments } from '#db/schema';
import { findAgencyById } from '#identity';
import type { Services } from '#services';
import { SANDBOX_CHECKOUT_JS } from './checkout-script';
import { gatewayId } from './gateway';
import { SANDBOX_CHECKOUT_PATH, SandboxGateway, sandboxKeyId } from './sandbox-gateway';
import { deliverSandboxWebhook, sandboxCapturedEvent } from './webhook';

export const SANDBOX_FAILURE_DESCRIPTION = 'Payment failed: the sandbox was asked to fail it.';

const ZPayParams = z.object({ orderId: z.string().min(1).max(64) });
const ZPayBody = z.object({ key: z.string().max(200), outcome: z.enum(['success', 'failure']) });

function razorpayError(reply: FastifyReply, status: number, description: string) {
  return reply.status(status).send({
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });
}

export function registerSandboxGatewayRoutes(app: FastifyInstance, services: Services): void {
  const { db, config } = services;
  const rateLimit = { max: app.rateLimits.global, timeWindow: 60_000 };

  app.get(SANDBOX_CHECKOUT_PATH, { schema: { hide: true }, config: { rateLimit } }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      // Short: a fix to the script reaches browsers within minutes.
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(SANDBOX_CHECKOUT_JS),
  );

  app.post(
    '/sandbox-gateway/orders/:orderId/pay',
    { schema: { hide: true, params: ZPayParams, body: ZPayBody }, config: { rateLimit } },
    async (request, reply) => {
      const { orderId } = ZPayParams.parse(request.params);
      const { key, outcome } = ZPayBody.parse(request.body);
      if (!config.payments.sandbox.enabled) return razorpayError(reply, 404, 'The sandbox gateway is turned off.');
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.providerOrderId, orderId), eq(paymentOrders.provider, 'sandbox')))
        .limit(1);
      if (!order) return razorpayError(reply, 400, 'The id provided does not exist');
      const agency = await findAgencyById(db, order.agencyId);
      if (!agency || key !== sandboxKeyId(agency.slug)) {
        return razorpayError(reply, 401, 'Authentication failed: this key does not belong to the order.');
      }
      const [captured] = await db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.providerOrderId, order.providerOrderId), eq(sandboxPayments.status, 'captured')))
        .limit(1);
      if (order.status === 'paid' || captured) return razorpayError(reply, 400, 'This order has already been paid.');

      const paymentId = gatewayId('pay');
      const status = outcome === 'success' ? 'captured' : 'failed';
      await db.insert(sandboxPayments).values({
        id: paymentId,
        agencyId: agency.id,
        providerOrderId: order.providerOrderId,
        amountPaise: order.amountPaise,
        status,
        createdAt: services.now(),
      });
      if (status === 'failed') {
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: SANDBOX_FAILURE_DESCRIPTION,
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: order.providerOrderId, payment_id: paymentId },
          },
        };
      }
      // Like Razorpay, the sandbox also tells our webhook, so the payment is recorded even if
      // the browser never returns to call POST /card-payment/gateway.
      const event = sandboxCapturedEvent(
        agency,
        { id: paymentId, orderId: order.providerOrderId, amountPaise: order.amountPaise },
        services.now(),
      );
      services.sandboxWebhooks.schedule(async () => {
        await deliverSandboxWebhook(services, agency, event);
      });
      const gateway = new SandboxGateway(db, agency, config.payments.sandbox.secret);
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.providerOrderId,
        razorpay_signature: gateway.sign(order.providerOrderId, paymentId),
      };
    },
  );
}
