// The customers' image requests (POST /image-post/request-images), which ring the admins' bell.
// They sit with the greetings, not with the bell (identity), because a request locks its business
// (cards, an area above identity).
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { requestImages } from './image-requests';

export function registerImageRequestRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.requestImages, async ({ agency, principal, body }) =>
    requestImages(services, agency, principal, body),
  );
}
