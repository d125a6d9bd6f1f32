// The tenant of each API request, from its host: a custom domain, `<slug>.<BASE_DOMAIN>`,
// or the default agency on the bare base domain (and on IP literals, so
// http://127.0.0.1:3000 works). Outside production `?agency=<slug>` picks one and a
// `cardora_agency` cookie remembers it on the bare domain.
// Every API request needs its agency, so the answer per host is kept for AGENCY_CACHE_TTL_MS
// (unknown hosts too); a write to the agencies table calls agenciesChanged().
import { isIP } from 'node:net';
import { MESSAGES } from '@cardora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAgencyByDomain, findAgencyBySlug } from '../areas/identity/agencies/repo';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AgencyRow } from '../db/schema';
import { AGENCY_COOKIE, agencyCookieOptions } from '../lib/cookies';
import { AppError } from '../lib/errors';
import { requestPath } from '../lib/request-path';
import { ShortLivedCache, WriteGeneration } from '../lib/short-lived-cache';

type TenantConfig = Pick<Config, 'baseDomain' | 'defaultAgencySlug' | 'isProduction'>;

export type HostKind = { kind: 'base' } | { kind: 'slug'; slug: string } | { kind: 'domain'; domain: string };

/** Classifies a host name (no port). */
export function classifyHost(hostname: string, baseDomain: string): HostKind {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === baseDomain || isIP(host.replace(/^\[|\]$/g, '')) !== 0) return { kind: 'base' };
  const suffix = `.${baseDomain}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    if (label && !label.includes('.')) return { kind: 'slug', slug: label };
  }
  return { kind: 'domain', domain: host };
}

function queryAgency(request: FastifyRequest): string | undefined {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null || !('agency' in query)) return undefined;
  return typeof query.agency === 'string' && query.agency ? query.agency.toLowerCase() : undefined;
}

function hostnameOf(request: FastifyRequest): string {
  // request.hostname drops the port; IPv6 literals keep their brackets.
  return request.hostname || 'localhost';
}

export async function resolveAgency(
  db: Db,
  config: TenantConfig,
  request: FastifyRequest,
): Promise<{ agency: AgencyRow | null; rememberSlug?: string }> {
  if (!config.isProduction) {
    const picked = queryAgency(request);
    if (picked) {
      const agency = await findAgencyBySlug(db, picked);
      return agency ? { agency, rememberSlug: agency.slug } : { agency: null };
    }
  }
  const remembered = config.isProduction ? undefined : request.cookies[AGENCY_COOKIE];
  return { agency: await agencyOfHost(db, config, hostnameOf(request), remembered) };
}

/**
 * resolveAgency without the query: the agency the host names (a slug of the base domain, or a
 * custom domain), else the remembered slug (the agency cookie, outside production), else the
 * default agency.
 */
export async function agencyOfHost(
  db: Db,
  config: TenantConfig,
  hostname: string,
  remembered?: string,
): Promise<AgencyRow | null> {
  const host = classifyHost(hostname, config.baseDomain);
  if (host.kind === 'slug') return findAgencyBySlug(db, host.slug);
  if (host.kind === 'domain') return findAgencyByDomain(db, host.domain);
  if (remembered) {
    const agency = await findAgencyBySlug(db, remembered);
    if (agency) return agency;
  }
  return findAgencyBySlug(db, config.defaultAgencySlug);
}

/** How long another replica may go on answering with an agency row this one changed. */
export const AGENCY_CACHE_TTL_MS = 1_000;
const agencyWrites = new WriteGeneration();

/** The agencies' write generation, for the other caches of agency rows (the public card's). */
export function agencyWriteGeneration(): WriteGeneration {
  return agencyWrites;
}

/**
 * Call after every write to the agencies table (after its transaction commits): this process
 * stops serving the cached rows at once; other replicas within AGENCY_CACHE_TTL_MS.
 */
export function agenciesChanged(): void {
  agencyWrites.bump();
}

type Resolution = Awaited<ReturnType<typeof resolveAgency>>;

/** Everything resolveAgency reads from the request: equal keys, equal answers. */
function resolutionKey(config: TenantConfig, request: FastifyRequest): string {
  if (config.isProduction) return hostnameOf(request);
  return `${hostnameOf(request)}|${queryAgency(request) ?? ''}|${request.cookies[AGENCY_COOKIE] ?? ''}`;
}

export function isTenantPath(path: string): 'required' | 'optional' | null {
  if (path.startsWith('/api/v1/') || path === '/api/v1') return 'required';
  if (path === '/log') return 'optional';
  return null;
}

export function registerTenancy(
  app: FastifyInstance,
  db: Db,
  config: TenantConfig,
  /** The cache's clock (tests pass theirs). */
  now: () => number = Date.now,
): void {
  app.decorateRequest('agency', null);
  const resolutions = new ShortLivedCache<Resolution>(agencyWrites, 5_000, AGENCY_CACHE_TTL_MS, now);
  function attachAgency(
    request: FastifyRequest,
    reply: FastifyReply,
    mode: 'required' | 'optional',
    found: Resolution,
  ) {
    const { agency, rememberSlug } = found;
    if (rememberSlug && request.cookies[AGENCY_COOKIE] !== rememberSlug) {
      reply.setCookie(AGENCY_COOKIE, rememberSlug, agencyCookieOptions());
    }
    if (!agency && mode === 'required') throw new AppError('UNKNOWN_AGENCY', MESSAGES.unknownAgency, 404);
    request.agency = agency;
  }
  // preValidation runs after every onRequest hook, so rate limits apply before this query.
  // Callback style so paths without a tenant (public cards, assets), and hosts whose agency is
  // in memory, go on without a promise.
  app.addHook('preValidation', (request, reply, done) => {
    const path = requestPath(request.url);
    const mode = isTenantPath(path);
    if (!mode) return done();
    const key = resolutionKey(config, request);
    const cached = resolutions.peek(key);
    if (cached !== undefined) {
      try {
        attachAgency(request, reply, mode, cached);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    resolutions
      .getOrLoad(key, () => resolveAgency(db, config, request))
      .then((found) => attachAgency(request, reply, mode, found))
      .then(() => done(), done);
  });
}
