// Registers a route from the contract's endpoint table: its schemas validate the request
// and serialise `{ data: response }`, its `access` is enforced before validation, and
// auth endpoints get the stricter rate limit. Handlers return the payload only, and get the
// signed-in principal typed by that same `access` (non-null unless the endpoint is public).
import type { Readable } from 'node:stream';
import { type Access, type EndpointDef, envelope, MESSAGES, ZErrorBody } from '@cardora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AgencyRow } from '../db/schema';
import { checkAccess } from './access';
import { sendBytes } from './byte-range';
import { AppError, forbidden, unauthenticated } from './errors';
import type { FranchiseePrincipal, Principal, UserPrincipal } from './principal';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/**
 * The principal an endpoint's `access` lets through: `checkAccess` has already refused everyone
 * else, so handlers behind a session never check for one again. `user` and `admin` admit users
 * only, `franchisee` franchisees only; `staff` and the admin menus admit either kind.
 */
export type PrincipalFor<A extends Access> = A extends 'public'
  ? Principal | null
  : A extends 'user' | 'admin'
    ? UserPrincipal
    : A extends 'franchisee'
      ? FranchiseePrincipal
      : Principal;

/**
 * The request's principal as its endpoint's access promises it. `checkAccess` ran before this, so
 * the guard only fires if a route ever bypassed it; it keeps the narrowing honest at run time.
 */
function principalFor<A extends Access>(access: A, principal: Principal | null): PrincipalFor<A> {
  if (access !== 'public') {
    if (!principal) throw unauthenticated();
    if ((access === 'user' || access === 'admin') && principal.kind !== 'user') throw forbidden();
    if (access === 'franchisee' && principal.kind !== 'franchisee') throw forbidden();
  }
  return principal as PrincipalFor<A>;
}

export interface RouteContext<E extends EndpointDef> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: E extends { body: infer B } ? Out<B> : undefined;
  query: E extends { query: infer Q } ? Out<Q> : undefined;
  params: E extends { params: infer P } ? Out<P> : undefined;
  /** The request's agency. Routes with `agencyOptional` read `request.agency` instead. */
  agency: AgencyRow;
  /** Who is signed in, as the endpoint's `access` guarantees it (`null` possible only when public). */
  principal: PrincipalFor<E['access']>;
}

export type RouteHandler<E extends EndpointDef> = (ctx: RouteContext<E>) => Promise<Out<E['response']>>;

export interface DefineRouteOptions {
  /** Outside /api/v1 (POST /log) an unknown host is allowed: the row is stored without an agency. */
  agencyOptional?: boolean;
}

/** Rate limits per minute, decorated on the app once by buildApp from the configuration. */
export interface RateLimits {
  auth: number;
  global: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
  interface FastifyContextConfig {
    /** The endpoint's `passive`: the session plugin does not count the call as activity. */
    passiveSession?: boolean;
  }
}

/** The endpoint's method and URL: the table writes OpenAPI-style `{id}`; Fastify matches `:id`. */
function routeOf(endpoint: EndpointDef) {
  return { method: endpoint.method, url: endpoint.path.replace(/\{(\w+)\}/g, ':$1') };
}

/** The endpoint's documentation and the request schemas it has (body, query, params). */
function requestSchema(endpoint: EndpointDef) {
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
  };
}

export function defineRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: DefineRouteOptions = {},
): void {
  const limits = app.rateLimits;
  app.route({
    ...routeOf(endpoint),
    schema: {
      ...requestSchema(endpoint),
      response: {
        200: envelope(endpoint.response),
        '4xx': envelope(ZErrorBody),
        '5xx': envelope(ZErrorBody),
      },
    },
    // Counted per IP and per endpoint (the store keys by route); auth endpoints more strictly.
    config: {
      rateLimit: endpoint.authRateLimit
        ? { max: limits.auth, timeWindow: 60_000 }
        : { max: limits.global, timeWindow: 60_000 },
      passiveSession: endpoint.passive === true,
    },
    // Before validation, so a signed-out caller hears 401 rather than a field error.
    preValidation: async (request) => {
      checkAccess(endpoint.access, request.principal, request.agency, endpoint.path);
    },
    handler: async (request, reply) => {
      const agency = request.agency;
      if (!agency && !options.agencyOptional) {
        throw new AppError('UNKNOWN_AGENCY', MESSAGES.unknownAgency, 404);
      }
      const ctx = {
        request,
        reply,
        // The validator compiler has already replaced these with the schemas' parsed output.
        body: request.body as RouteContext<E>['body'],
        query: request.query as RouteContext<E>['query'],
        params: request.params as RouteContext<E>['params'],
        get agency(): AgencyRow {
          if (!agency) throw new AppError('UNKNOWN_AGENCY', MESSAGES.unknownAgency, 404);
          return agency;
        },
        principal: principalFor<E['access']>(endpoint.access, request.principal),
      };
      const data = await handler(ctx);
      return { data };
    },
  });
}

/** A file a route answers with instead of the JSON envelope. */
export type FileAnswer = FileAnswerHeaders &
  (
    | {
        /** A stream for long files read in batches (the leads' CSV). */
        body: Buffer | string | Readable;
        ranges?: false;
      }
    | {
        body: Buffer;
        /** Answers a Range request with the part asked for (206; 416 past the end): video players ask. */
        ranges: true;
      }
  );

interface FileAnswerHeaders {
  contentType: string;
  fileName: string;
  /** attachment (a download) or inline (shown in the page). */
  disposition: 'attachment' | 'inline';
  /** Default private, no-store: files are made for the signed-in caller. */
  cacheControl?: string;
}

/**
 * A route from the contract's table that answers with a file (PDF, image, SVG): the same
 * access check, validation and rate limit as defineRoute; errors before the file are the JSON
 * envelope (the web reads them as it reads every error).
 */
export function defineFileRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  produces: readonly string[],
  handler: (ctx: RouteContext<E>) => Promise<FileAnswer>,
): void {
  app.route({
    ...routeOf(endpoint),
    schema: {
      ...requestSchema(endpoint),
      produces: [...produces],
      response: { '4xx': envelope(ZErrorBody), '5xx': envelope(ZErrorBody) },
    },
    config: { rateLimit: { max: app.rateLimits.global, timeWindow: 60_000 } },
    preValidation: async (request) => {
      checkAccess(endpoint.access, request.principal, request.agency, endpoint.path);
    },
    handler: async (request, reply) => {
      const agency = request.agency;
      if (!agency) throw new AppError('UNKNOWN_AGENCY', MESSAGES.unknownAgency, 404);
      const file = await handler({
        request,
        reply,
        body: request.body as RouteContext<E>['body'],
        query: request.query as RouteContext<E>['query'],
        params: request.params as RouteContext<E>['params'],
        agency,
        principal: principalFor<E['access']>(endpoint.access, request.principal),
      });
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `${file.disposition}; filename="${file.fileName}"`)
        .header('cache-control', file.cacheControl ?? 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return file.ranges ? sendBytes(request, reply, file.body, file.contentType) : reply.send(file.body);
    },
  });
}
