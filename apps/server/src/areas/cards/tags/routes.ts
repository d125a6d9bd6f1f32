// Physical NFC and QR tags (docs/product-rules.md#physical-tags): the admins' batches and tags,
// the customer's list and claim (thin, one service call each), and the tag's own address
// /t/<code> on the card host: a redirect to the card, or a friendly page in the visitor's
// language when the tag has no card to open.

import { renderStatusPageHtml, type StatusPageKind } from '@cardora/card-templates';
import { agencyAppName, endpoints, normaliseTagCode, TAG_CODE_ALPHABET, TAG_CODE_LENGTH } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineFileRoute, defineRoute } from '#lib/define-route';
import { ExpiringSet } from '#lib/expiring-set';
import { resolveAgency } from '#plugins/tenancy';
import type { Services } from '#services';
import { VIEW_REPEAT_MS } from '../public-card/routes';
import { visitorLanguage } from '../public-card/visitor-language';
import {
  batchTags,
  claimTag,
  createTagBatch,
  findBatch,
  listTagBatches,
  listTags,
  scanTag,
  updateTag,
} from './service';
import { tagCsv, tagSheetPdf } from './sheet';

const CODE = new RegExp(`^[${TAG_CODE_ALPHABET}]{${TAG_CODE_LENGTH}}$`);
const SCAN_STATUS: Record<'unassigned' | 'disabled' | 'unknown', { page: StatusPageKind; code: number }> = {
  unassigned: { page: 'tag-unassigned', code: 200 },
  disabled: { page: 'tag-disabled', code: 410 },
  unknown: { page: 'tag-unknown', code: 404 },
};

export function registerTagRoutes(app: FastifyInstance, services: Services): void {
  // A tap is counted once per visitor (address and user agent) per VIEW_REPEAT_MS, as card views
  // are: a phone that reads the tag twice, or a script hammering the address, is one scan.
  const recentScans = new ExpiringSet(50_000, VIEW_REPEAT_MS, () => services.now().getTime());

  defineRoute(app, endpoints.listTagBatches, ({ agency }) => listTagBatches(services, agency));
  defineRoute(app, endpoints.createTagBatch, ({ agency, body }) => createTagBatch(services, agency, body));
  defineRoute(app, endpoints.listTags, ({ agency, principal, query }) =>
    listTags(services, { agency, principal }, query),
  );
  defineRoute(app, endpoints.updateTag, ({ agency, params, body }) => updateTag(services, agency, params.code, body));
  defineRoute(app, endpoints.claimTag, ({ agency, principal, params, body }) =>
    claimTag(services, { agency, principal }, params.code, body.businessId, body.memberId ?? null),
  );
  defineFileRoute(app, endpoints.tagBatchCsv, ['text/csv'], async ({ agency, params }) => {
    const batch = await findBatch(services, agency, params.id);
    return {
      body: tagCsv(await batchTags(services, agency, batch.id)),
      contentType: 'text/csv; charset=utf-8',
      fileName: `tags-${batch.createdAt.toISOString().slice(0, 10)}.csv`,
      disposition: 'attachment',
    };
  });
  defineFileRoute(app, endpoints.tagBatchSheet, ['application/pdf'], async ({ agency, params }) => {
    const batch = await findBatch(services, agency, params.id);
    const tags = await batchTags(services, agency, batch.id);
    return {
      body: await tagSheetPdf(tags, `${agencyAppName(agency)} · ${batch.name}`),
      contentType: 'application/pdf',
      fileName: `tags-${batch.createdAt.toISOString().slice(0, 10)}.pdf`,
      disposition: 'attachment',
    };
  });

  // The address on the chip and the QR: never cached, since a tag moves between cards.
  app.get<{ Params: { code: string } }>('/t/:code', { schema: { hide: true } }, async (request, reply) => {
    const { agency } = await resolveAgency(services.db, services.config, request);
    const code = normaliseTagCode(request.params.code);
    const seen = `${code}|${request.ip}|${request.headers['user-agent'] ?? ''}`;
    const counted = !recentScans.has(seen);
    const scan =
      agency && CODE.test(code)
        ? await scanTag(services, agency, code, { count: counted })
        : ({ kind: 'unknown' } as const);
    if (scan.kind === 'card' && counted) recentScans.add(seen);
    if (scan.kind === 'card') {
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(scan.url, 302);
    }
    const { page, code: status } = SCAN_STATUS[scan.kind];
    const html = renderStatusPageHtml({
      status: page,
      agencyName: agency ? agencyAppName(agency) : 'Cardora',
      primaryColor: agency?.theme.primaryColor,
      language: visitorLanguage(request),
      actionHref: scan.kind === 'unassigned' ? `/panel/customer/tags/claim?code=${code}` : '/panel/login',
    });
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('vary', 'accept-language')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
