// GET /account/export ("Download my data"): thin, the rules are in service.ts.
// docs/product-rules.md#data-export
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineFileRoute } from '#lib/define-route';
import type { Services } from '#services';
import { exportAccountData } from './service';

export function registerDataExportRoutes(app: FastifyInstance, services: Services): void {
  // Everything is read before the first byte, so a refusal or a failing query is the JSON error.
  defineFileRoute(app, endpoints.exportAccountData, ['application/zip'], async ({ agency, principal }) => {
    const { body, fileName } = await exportAccountData(services, agency, principal);
    return { body, fileName, contentType: 'application/zip', disposition: 'attachment' };
  });
}
