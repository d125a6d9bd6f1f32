// OpenAPI from the same zod schemas the routes validate with, at /api/docs (UI) and
// /api/docs/json. Must be registered before the routes so it sees them.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cardora API',
        description:
          'Every JSON response is `{ "data": ... }`. State-changing calls need the `x-csrf-token` header equal to the `cardora_csrf` cookie.',
        version: '1.0.0',
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/*`],
      // Transforms (e.g. phone normalisation) document their input type instead of failing.
      zodToJsonConfig: { unrepresentable: 'any' },
    }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
