// The public card's visitor forms (feedback here, "Exchange contact" in ../leads): plain HTML
// forms posted URL-encoded to /<cardId>/feedback and /<cardId>/lead on the card's host, answered
// with HTML. Shared by both modules: the card's lookup, the checks every visitor post passes,
// the pages, and the thank-you page both redirect to.
//
// Why no CSRF token: these forms carry no session and change nothing of anyone's account — a
// forged post is just a visitor's message, which anyone can send directly. The CSRF plugin only
// guards /api/v1 and /log (plugins/csrf.ts isProtectedPath), so it does not reject them. What
// protects the card from spam instead: the honeypot (bots fill it; answered as a success, nothing
// stored), the database-counted limits per visitor IP and per card (limits.ts), the contract's
// length limits, and an Origin check: a browser posting from another website (a page that would
// make its visitors' browsers send spam from their own IPs) is refused. A request with no Origin
// (not a browser) still meets the limits.
import { createHash } from 'node:crypto';
import {
  renderStatusPageHtml,
  renderVisitorFormPageHtml,
  renderVisitorNoticePageHtml,
  type VisitorNoticeKind,
} from '@cardora/card-templates';
import {
  agencyAppName,
  CARD_VISIT_SOURCES,
  type CardVisitSource,
  CONSENT_FIELD,
  cardIdProblem,
  ENQUIRY_MESSAGES,
  type EndpointDef,
  HONEYPOT_FIELD,
  NOTICE_VERSION_FIELD,
  type TCardView,
} from '@cardora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AgencyRow } from '#db/schema';
import { resolveAgency } from '#plugins/tenancy';
import type { Services } from '#services';
import { findPublicCard } from '../cards/public';
import { visitorLanguage } from '../public-card/visitor-language';

export type VisitorFormKind = 'feedback' | 'lead';

/** The active card a visitor wrote on. */
export interface VisitedCard {
  agencyId: string;
  businessId: string;
  cardNo: number;
  cardId: string;
  view: TCardView;
}

export type StoreOutcome = { stored: true } | { limited: string; retryAfterSeconds: number };

/** 32 KiB: the longest feedback (1,000 Indic characters, percent-encoded) fits several times. */
const FORM_BODY_LIMIT = 32 * 1024;

/** No script on these pages; the forms post only to this host. */
const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** sha256 of a server secret and the IP, truncated: counts one visitor's sends without keeping the IP. */
export function visitorIpHash(services: Services, request: FastifyRequest): string {
  return createHash('sha256')
    .update(`enquiry-ip:${services.config.otpPepper}:${request.ip}`)
    .digest('hex')
    .slice(0, 32);
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .send(html);
}

/**
 * A present Origin naming another host: the form was posted from another website. A missing
 * Origin (not a browser) or "null" (some privacy settings) is let through to the limits.
 */
export function isFromAnotherSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** The form body as field → text (the last value of a repeated field); anything else is empty. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** The first message per field of a refused form, by the field's name. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

type Lookup = { card: VisitedCard } | { sent: true };

/** The card at the path on this host, or a status page (404/410) already sent. */
async function visitedCard(
  services: Services,
  request: FastifyRequest<{ Params: { cardId: string } }>,
  reply: FastifyReply,
): Promise<Lookup> {
  const { cardId } = request.params;
  const problem = cardIdProblem(cardId);
  if (problem === 'reserved') {
    reply.callNotFound();
    return { sent: true };
  }
  const agency: AgencyRow | null = problem ? null : (await resolveAgency(services.db, services.config, request)).agency;
  const found = agency && !problem ? await findPublicCard(services, agency.id, cardId) : null;
  if (!agency || !found || found.state !== 'active') {
    // A card not published yet has no forms to post to: that is "not found", not its coming-soon page.
    const status = found && found.state !== 'active' && found.state !== 'coming-soon' ? found.state : 'not-found';
    sendHtml(
      reply,
      status === 'not-found' ? 404 : 410,
      renderStatusPageHtml({
        status,
        agencyName: agency ? agencyAppName(agency) : 'Cardora',
        primaryColor: agency?.theme.primaryColor,
        language: visitorLanguage(request),
      }),
    );
    return { sent: true };
  }
  return {
    card: { agencyId: agency.id, businessId: found.businessId, cardNo: found.cardNo, cardId, view: found.view },
  };
}

export interface VisitorFormRoute<S extends z.ZodType> {
  kind: VisitorFormKind;
  /** The contract's entry (path /{cardId}/feedback or /{cardId}/lead, summary, schema). */
  endpoint: EndpointDef & { body: S };
  /** Stores an accepted form under the spam limits (the service's rule). */
  store(card: VisitedCard, form: z.output<S>, ipHash: string): Promise<StoreOutcome>;
}

/** Registers one visitor form's POST in its own scope, with the URL-encoded parser it needs. */
export function registerVisitorForm<S extends z.ZodType>(
  app: FastifyInstance,
  services: Services,
  route: VisitorFormRoute<S>,
): void {
  const suffix = route.kind;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
      },
    );
    scope.post<{ Params: { cardId: string } }>(
      `/:cardId/${suffix}`,
      {
        bodyLimit: FORM_BODY_LIMIT,
        schema: {
          summary: route.endpoint.summary,
          tags: [route.endpoint.tag],
          consumes: ['application/x-www-form-urlencoded'],
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const lookup = await visitedCard(services, request, reply);
        if ('sent' in lookup) return reply;
        const { card } = lookup;
        const notice = (kind: VisitorNoticeKind, status: number, message?: string) =>
          sendHtml(reply, status, renderVisitorNoticePageHtml({ view: card.view, kind, message }));

        if (isFromAnotherSite(request)) return notice('other-site', 403, ENQUIRY_MESSAGES.otherSite);
        const fields = formFields(request.body);
        const thanks = `/${card.cardId}/thanks?for=${route.kind}`;
        // A bot filled the field people cannot see: it hears a success, nothing is kept.
        if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') return reply.redirect(thanks, 303);

        // No tick, or a tick under words that have changed since the page was opened, is refused
        // like any other field: nothing is stored (docs/product-rules.md#visitor-consent).
        const parsed = route.endpoint.body.safeParse(fields);
        if (!parsed.success) {
          const errors = fieldErrors(parsed.error);
          const { source: sourceError, [NOTICE_VERSION_FIELD]: noticeChanged, ...fieldMessages } = errors;
          const { [HONEYPOT_FIELD]: _honeypot, ...typed } = fields;
          // The box stays ticked when another field was wrong, and is shown unticked beside new words.
          if (noticeChanged) fieldMessages[CONSENT_FIELD] ??= noticeChanged;
          const { [CONSENT_FIELD]: _tick, ...rest } = typed;
          const values = noticeChanged ? rest : typed;
          return sendHtml(
            reply,
            400,
            renderVisitorFormPageHtml({
              view: card.view,
              kind: route.kind,
              source: sourceOf(values.source),
              state: { values, errors: fieldMessages, formError: sourceError },
            }),
          );
        }
        const outcome = await route.store(card, parsed.data, visitorIpHash(services, request));
        if ('limited' in outcome) {
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          return notice('too-many', 429, outcome.limited);
        }
        return reply.redirect(thanks, 303);
      },
    );
  });
}

/** A hidden source field sent back as it came when it is one of ours; a plain visit otherwise. */
function sourceOf(value: string | undefined): CardVisitSource {
  return CARD_VISIT_SOURCES.find((source) => source === value) ?? 'card';
}

/** GET /<cardId>/thanks?for=lead|feedback: where both forms send the visitor after a send. */
export function registerThanksPage(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { cardId: string }; Querystring: { for?: string } }>(
    '/:cardId/thanks',
    { schema: { hide: true } },
    async (request, reply) => {
      const lookup = await visitedCard(services, request, reply);
      if ('sent' in lookup) return reply;
      const kind: VisitorNoticeKind = request.query.for === 'lead' ? 'thanks-lead' : 'thanks-feedback';
      return sendHtml(reply, 200, renderVisitorNoticePageHtml({ view: lookup.card.view, kind }));
    },
  );
}
