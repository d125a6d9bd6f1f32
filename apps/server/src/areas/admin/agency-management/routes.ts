import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import {
  addAgencyAdmin,
  createManagedAgency,
  createSsl,
  listManagedAgencies,
  tlsAsk,
  updateManagedAgency,
} from './service';

export function registerAgencyManagementRoutes(app: FastifyInstance, services: Services): void {
  const { db, config } = services;
  defineRoute(app, endpoints.listAgencies, async ({ query }) => listManagedAgencies(db, config, query));
  defineRoute(app, endpoints.createAgency, async ({ body }) => createManagedAgency(db, config, body));
  defineRoute(app, endpoints.updateAgency, async ({ body }) => updateManagedAgency(db, config, body));
  defineRoute(app, endpoints.addAgencyAdmin, async ({ body }) =>
    addAgencyAdmin(db, services.messaging, body, services.now()),
  );
  defineRoute(app, endpoints.createSsl, async ({ body }) =>
    createSsl(db, config, services.dns, services.now, body.agencyId),
  );
  // Outside /api/v1, no tenant and no session: the reverse proxy calls it.
  defineRoute(app, endpoints.tlsAsk, async ({ query }) => tlsAsk(db, query.domain), { agencyOptional: true });
}
