import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import {
  deleteCard,
  listCards,
  updateCardLimit,
  updateCardStatus,
  updateImagePostSettings,
  updateImagePostStatus,
} from './service';

export function registerProjectRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  defineRoute(app, endpoints.getCardList, async ({ agency, principal, query }) =>
    listCards(db, agency.id, principal, query),
  );
  defineRoute(app, endpoints.updateCardStatus, async ({ agency, principal, body }) =>
    updateCardStatus(db, agency.id, principal, body),
  );
  defineRoute(app, endpoints.updateCardLimit, async ({ agency, principal, body }) =>
    updateCardLimit(db, agency.id, principal, body),
  );
  defineRoute(app, endpoints.updateImagePostStatus, async ({ agency, principal, body }) =>
    updateImagePostStatus(db, agency, principal, body),
  );
  defineRoute(app, endpoints.updateImagePostSettings, async ({ agency, principal, body }) =>
    updateImagePostSettings(db, agency, principal, body),
  );
  defineRoute(app, endpoints.deleteCard, async ({ agency, principal, body }) =>
    deleteCard(db, agency.id, principal, body),
  );
}
