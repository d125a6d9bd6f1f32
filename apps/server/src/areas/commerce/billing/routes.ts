// Billing routes (month payments, annual payment, agency image payment, agency PDF card
// payment, and the superadmin's prices): who the call is about, one service call.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import { openBillOrder, payBill, payBillManually, payBillThroughGateway } from './bill-payments';
import { decideMoveOutRequest, listMoveOutRequests } from './move-out-requests';
import {
  addCardInBill,
  billingTarget,
  getFeeBills,
  getMonthPayments,
  getOutstanding,
  getPrices,
  monthBillFor,
  moveOutCard,
  requireFeeBill,
  setPrices,
} from './service';

export function registerBillingRoutes(app: FastifyInstance, services: Services): void {
  const target = (
    ctx: { agency: Parameters<typeof billingTarget>[1]; principal: Principal },
    agencyId: string | undefined,
  ) => billingTarget(services, ctx.agency, ctx.principal, agencyId);

  defineRoute(app, endpoints.getBillingPrices, async (ctx) =>
    getPrices(services, await target(ctx, ctx.query.agencyId)),
  );
  defineRoute(app, endpoints.setBillingPrices, async (ctx) =>
    setPrices(services, ctx.agency, ctx.principal, await target(ctx, ctx.body.agencyId), ctx.body),
  );

  defineRoute(app, endpoints.getOutstandingAmount, async (ctx) =>
    getOutstanding(services, await target(ctx, ctx.query.agencyId)),
  );
  defineRoute(app, endpoints.getMonthPayments, async (ctx) =>
    getMonthPayments(services, await target(ctx, ctx.query.agencyId), ctx.query),
  );
  defineRoute(app, endpoints.createMonthPaymentOrder, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await monthBillFor(services, t.billed, ctx.body);
    return openBillOrder(services, t, ctx.principal, bill, ctx.body.amount);
  });
  defineRoute(app, endpoints.makeMonthPaymentThroughGateway, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await monthBillFor(services, t.billed, ctx.body);
    return payBillThroughGateway(services, t, bill, ctx.body);
  });
  defineRoute(app, endpoints.makeMonthPayment, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await monthBillFor(services, t.billed, ctx.body);
    return payBillManually(services, t, ctx.principal, bill, ctx.body);
  });
  defineRoute(app, endpoints.moveOutCardFromBill, async (ctx) =>
    moveOutCard(services, await target(ctx, ctx.body.agencyId), ctx.principal, ctx.body),
  );
  defineRoute(app, endpoints.listMoveOutRequests, async (ctx) =>
    listMoveOutRequests(services, ctx.agency, ctx.principal, ctx.query),
  );
  defineRoute(app, endpoints.approveMoveOutRequest, async (ctx) =>
    decideMoveOutRequest(services, ctx.agency, ctx.principal, ctx.params.requestId, 'approved', ctx.body.note),
  );
  defineRoute(app, endpoints.refuseMoveOutRequest, async (ctx) =>
    decideMoveOutRequest(services, ctx.agency, ctx.principal, ctx.params.requestId, 'refused', ctx.body.note),
  );
  defineRoute(app, endpoints.addCardInBill, async (ctx) =>
    addCardInBill(services, await target(ctx, ctx.body.agencyId), ctx.principal, ctx.body),
  );

  defineRoute(app, endpoints.getAnnualPayments, async (ctx) =>
    getFeeBills(services, await target(ctx, ctx.query.agencyId), 'annual'),
  );
  defineRoute(app, endpoints.createAnnualPaymentOrder, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await requireFeeBill(services, t.billed, 'annual', ctx.body.year);
    return openBillOrder(services, t, ctx.principal, bill, ctx.body.amount);
  });
  defineRoute(app, endpoints.makeAnnualPayment, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await requireFeeBill(services, t.billed, 'annual', ctx.body.year);
    return payBill(services, t, ctx.principal, bill, ctx.body);
  });

  defineRoute(app, endpoints.getAgencyImagePayments, async (ctx) =>
    getFeeBills(services, await target(ctx, ctx.query.agencyId), 'greetings'),
  );
  defineRoute(app, endpoints.createAgencyImagePaymentOrder, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await requireFeeBill(services, t.billed, 'greetings', null);
    return openBillOrder(services, t, ctx.principal, bill, ctx.body.amount);
  });
  defineRoute(app, endpoints.makeAgencyImagePaymentThroughGateway, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await requireFeeBill(services, t.billed, 'greetings', null);
    return payBillThroughGateway(services, t, bill, ctx.body);
  });
  defineRoute(app, endpoints.makeAgencyImagePayment, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await requireFeeBill(services, t.billed, 'greetings', null);
    return payBillManually(services, t, ctx.principal, bill, ctx.body);
  });

  defineRoute(app, endpoints.getAgencyPdfCardPayments, async (ctx) =>
    getFeeBills(services, await target(ctx, ctx.query.agencyId), 'pdf-card'),
  );
  defineRoute(app, endpoints.createAgencyPdfCardPaymentOrder, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await requireFeeBill(services, t.billed, 'pdf-card', null);
    return openBillOrder(services, t, ctx.principal, bill, ctx.body.amount);
  });
  defineRoute(app, endpoints.makeAgencyPdfCardPayment, async (ctx) => {
    const t = await target(ctx, ctx.body.agencyId);
    const bill = await requireFeeBill(services, t.billed, 'pdf-card', null);
    return payBill(services, t, ctx.principal, bill, ctx.body);
  });
}
