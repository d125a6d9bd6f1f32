// Feedback: the owner's and staff's
// GET/DELETE /feedback, the card's feedback form (POST /<cardId>/feedback) and the thank-you page
// both visitor forms lead to. Thin: access, one service call.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { deleteFeedback, listFeedback, submitFeedback } from './service';
import { registerThanksPage, registerVisitorForm } from './visitor-form';

export function registerFeedbackRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.listFeedback, ({ agency, principal, query }) =>
    listFeedback(services, { agencyId: agency.id, principal: principal }, query),
  );
  defineRoute(app, endpoints.deleteFeedback, ({ agency, principal, query }) =>
    deleteFeedback(services, { agencyId: agency.id, principal: principal }, query),
  );
  registerVisitorForm(app, services, {
    kind: 'feedback',
    endpoint: endpoints.submitFeedback,
    store: (card, form, ipHash) => submitFeedback(services, card, form, ipHash),
  });
  registerThanksPage(app, services);
}
