// GET /demo/invitation: the demo agency's sample invitation, on that agency's own host only;
// any other agency's host answers 404 like any unknown path (docs/product-rules.md#demo-invitation).
import type { FastifyInstance } from 'fastify';
import { agencyOfHost } from '#plugins/tenancy';
import type { Services } from '#services';
import { DEMO_AGENCY_SLUG, DEMO_INVITATION_CSP, DEMO_INVITATION_PATH, demoInvitationPage } from './page';

export function registerDemoInvitationRoute(app: FastifyInstance, services: Services): void {
  app.get(DEMO_INVITATION_PATH, { schema: { hide: true } }, async (request, reply) => {
    // The host alone decides: no ?agency= or remembered agency makes another agency's host serve it.
    const agency = services.config.seedDemo
      ? await agencyOfHost(services.db, services.config, request.hostname || 'localhost')
      : null;
    if (agency?.slug !== DEMO_AGENCY_SLUG) return reply.callNotFound();
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', DEMO_INVITATION_CSP)
      .header('x-robots-tag', 'noindex')
      .send(demoInvitationPage(agency.agencyName));
  });
}
