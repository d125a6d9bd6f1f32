// The customers' image requests (POST /image-post/request-images), which ring the admins' bell.
// Apart from the bell's routes because a request locks its business (businesses sit above the
// notifications): the areas codemod moves this file and image-requests.ts beside image-posts.
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
