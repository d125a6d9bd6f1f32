import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { toAgencyDetails } from './service';

export function registerAgencyRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.getAgencyDetails, async ({ agency }) => toAgencyDetails(agency, services.config));
}
