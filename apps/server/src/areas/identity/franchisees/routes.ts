import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { editFranchisee, listFranchisees, signupFranchisee } from './service';

export function registerFranchiseeRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.listFranchisees, async ({ agency, query }) =>
    listFranchisees(services.db, agency.id, query),
  );
  defineRoute(app, endpoints.franchiseeSignup, async ({ agency, body }) =>
    signupFranchisee(services.db, agency.id, body),
  );
  defineRoute(app, endpoints.franchiseeEdit, async ({ agency, body }) => editFranchisee(services.db, agency.id, body));
}
