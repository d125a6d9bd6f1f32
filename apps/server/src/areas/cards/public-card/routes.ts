// The public card at `/<cardId>` on the agency's host: the page, "Save contact" (.vcf),
// the QR code PNG and click counting (POST /c/events), and each team member's page, contact file
// and QR code at `/<cardId>/<member>`. Registered after every other route:
// static routes (/healthz, /c/events ...) win over `/:cardId` anyway, and a reserved
// word (/panel, /api ...) is handed back to the app's 404 handler (SPA fallback).
//
// Caching: the HTML is sent with `Cache-Control: no-cache` and an ETag. Browsers and CDNs
// may keep it but must ask again on every visit, so every view reaches us and is counted
// (a revalidation is a cheap 304, still counted). Inside the process the rendered page is
// kept (PAGE_CACHE_ENTRIES). The database writes down every change to what a page is made of
// (card_page_changes, migration 0029), and the process reads that list at most once per
// PAGE_TTL_MS (page-clock.ts): a kept page whose card, business, agency and category are not in
// it is sent as it is, with no read of its own. One that may have changed is checked when a
// visit comes more than PAGE_TTL_MS after its last check: an edit shows up within a second or
// two, and an unchanged page costs one small read (the card's version, publicCardVersion), a
// changed one a render. Checks are budgeted (PAGE_CHECKS_PER_SECOND): when more pages than that
// may have changed each second (an agency's new theme over thousands of cards), each is checked
// less often (budget.ts, CheckPacer; at least every PAGE_MAX_STALE_MS) and sent as last checked
// in between, instead of every visit waiting for the database; so the server keeps its
// throughput and freshness degrades, not the reverse. Whatever the list says, a kept page is
// checked at least every PAGE_RECHECK_MS.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  CARD_SCRIPT,
  IMAGE_WIDTHS,
  renderCardPageHtml,
  renderStatusPageHtml,
  type StatusPageKind,
} from '@cardora/card-templates';
import {
  agencyAppName,
  type CardVisitSource,
  cardIdProblem,
  cardLanguagesOf,
  chooseCardLanguage,
  endpoints,
  memberCardView,
  type TCardTeamMember,
  type TCardView,
  teamMemberBySlug,
} from '@cardora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Config } from '#config';
import type { AgencyRow } from '#db/schema';
import { isDatabaseUnavailable } from '#lib/db-faults';
import { defineRoute } from '#lib/define-route';
import { ExpiringSet } from '#lib/expiring-set';
import { type Finish, type FrontDoor, requestFacts, requestIdOf } from '#lib/front-door';
import { Lru } from '#lib/lru';
import { SecondChanceCache } from '#lib/second-chance-cache';
import { ShortLivedCache } from '#lib/short-lived-cache';
import { isSafeStorageKey, storageKeyFromUrl } from '#lib/storage/index';
import { securityHeadersOfEveryAnswer } from '#plugins/security-headers';
import { AGENCY_CACHE_TTL_MS, agencyOfHost, agencyWriteGeneration, resolveAgency } from '#plugins/tenancy';
import type { Services } from '#services';
import {
  findPublicCard,
  greetingOfRequest,
  publicCardVersion,
  recordCardEvent,
  recordCardView,
  visitorHash,
  visitorHashOf,
  visitSourceOfRequest,
} from '../cards/public';
import { CheckPacer, TokenBucket } from './budget';
import {
  type KeptPageCopy,
  KeptPageDisk,
  OUTAGE_CACHE_CONTROL,
  OUTAGE_MAX_AGE_MS,
  OUTAGE_RETRY_AFTER_S,
  type OutageAgency,
} from './outage';
import { type AgencyPageClock, bucketOf, CardPageClock } from './page-clock';
import { type CompressedPage, PageCompressor } from './page-compression';
import { buildVCard } from './vcard';
import { type CardLanguagePreference, cardLanguagePreference, visitorLanguage } from './visitor-language';

export const PAGE_TTL_MS = 1_000;
/** Pages kept per process: the rich demo card is ~17 KB compressed plus its view data. */
export const PAGE_CACHE_ENTRIES = 10_000;
/** Checks of kept pages against the database per second; past it pages are checked less often (CheckPacer). */
export const PAGE_CHECKS_PER_SECOND = 100;
/**
 * However busy: a page that may have changed and is older than this since its last check is
 * checked before it is sent.
 */
export const PAGE_MAX_STALE_MS = 60_000;
/**
 * However quiet card_page_changes: a kept page is checked against the database at least this
 * often (a write the log cannot see: a trigger disabled for a restore, a page made of something
 * the triggers do not cover yet). 10,000 cards visited cost 17 small reads a second.
 */
export const PAGE_RECHECK_MS = 600_000;
/**
 * Brotli answers of a page that make it worth quality 10 (~12 ms of a core to save ~7% of its
 * bytes): the cards visited again and again, not each of a crawler's. Offered at every
 * PAGE_UPGRADE_MIN_SENDS-th (a page offered while the upgrade queue is full is offered again).
 */
export const PAGE_UPGRADE_MIN_SENDS = 10;
/**
 * A visitor's reloads within this window count as one view. Refresh-happy visitors and
 * scripts hammering one card would otherwise write a row per request (analytics noise,
 * and database load anyone could cause).
 */
export const VIEW_REPEAT_MS = 30_000;
/**
 * After the database failed to answer a card page, visits go straight to the kept pages for this
 * long instead of each waiting for the database to fail again (a stalled one takes seconds).
 */
export const OUTAGE_PROBE_MS = 5_000;

type PageEntry = (
  | {
      kind: 'page';
      cardNo: number;
      /** No card data either (thousands of pages are kept): the .vcf reads the card itself. */
      canonicalUrl: string;
      /** No HTML string: the rare client that takes neither encoding gets the gzip unpacked. */
      compressed: CompressedPage;
      etag: string;
      /** Computed once per render: every request sends the same ones. */
      headers: Record<string, string>;
      /** The same with what the app's hooks add (security-headers.ts), as the front door sends them. */
      frontDoorHeaders: string[];
      /** Brotli answers of this rendering (PAGE_UPGRADE_MIN_SENDS). */
      brotliSends: number;
    }
  | { kind: 'status'; status: StatusPageKind; agency: AgencyRow }
) & {
  /** services.now() of the last render or check against the database. */
  checkedAt: number;
  /** What the page was rendered from (sourceOf): unchanged means the same HTML. */
  source: string;
  /** Its agency's counts of changes (page-clock.ts); null for an address with no card, checked by age. */
  clock: AgencyPageClock | null;
  /** Its card's bucket in `clock`. */
  bucket: number;
  /** clock.stamp(bucket) when it was last checked (NaN: changes came in during the check). */
  stamp: number;
  /** The agency row's fingerprint it was checked with (the agency cache may hand out a newer row). */
  agencyFingerprint: string;
  /** services.now() after which the clock alone may change it (its business expires). */
  validUntil: number;
  /** Asked for since the page cache last passed it over (SecondChanceCache). */
  recentlyUsed: boolean;
};

/**
 * The page's gzip and brotli, kept per distinct HTML (a page rendered again to the same HTML,
 * or the same HTML under two keys, is not compressed again). A new page costs ~1 ms
 * (brotli 5 + gzip); a page visited again has its brotli upgraded to quality 10 off the event
 * loop (page-compression.ts). Per process, like the pages.
 */
const pageCompressor = new PageCompressor(PAGE_CACHE_ENTRIES);

/** Resolves when no brotli upgrade is queued or running (tests). */
export function pageUpgradesSettled(): Promise<void> {
  return pageCompressor.settled();
}

/** Brotli when the browser takes it, else gzip, else none (a q=0 refusal is not parsed: no browser sends one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (acceptEncoding.includes('gzip')) return 'gzip';
  return null;
}

/**
 * A card not published yet answers 200 (with noindex): its address is right and will show the
 * card, so a link checker or a chat app's preview must not call it broken, as a 404 would.
 */
const STATUS_CODES: Record<StatusPageKind, number> = {
  'not-found': 404,
  inactive: 410,
  expired: 410,
  'coming-soon': 200,
  'tag-unknown': 404,
  'tag-unassigned': 200,
  'tag-disabled': 410,
  unavailable: 503,
};

/** Only the page says "coming soon": a card not published yet has no contact file or QR code yet. */
function statusFor(status: StatusPageKind, suffix: string): StatusPageKind {
  return status === 'coming-soon' && suffix !== '' ? 'not-found' : status;
}

/** Only the page script runs: its hash is the one script-src allowed (JSON-LD is data, not script). */
const SCRIPT_HASH = createHash('sha256').update(CARD_SCRIPT).digest('base64');
const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'sha256-${SCRIPT_HASH}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  'frame-src https://www.youtube-nocookie.com',
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  // The card's Exchange contact and feedback forms post to this host (areas/cards/feedback/visitor-form.ts).
  "form-action 'self'",
].join('; ');

/**
 * The card's CSP. Framing ("as the agency allows"): the agency's own pages may
 * embed its cards — the host the card is on, the agency's platform host and its verified custom
 * domain — and no other site can (no clickjacking of the Save contact or payment links).
 */
export function cardPageCsp(config: Pick<Config, 'baseDomain'>, agency: AgencyRow): string {
  const hosts = new Set([`https://${agency.slug}.${config.baseDomain}`]);
  if (agency.customDomain && agency.domainVerifiedAt) hosts.add(`https://${agency.customDomain}`);
  return `${PAGE_CSP}; frame-ancestors 'self' ${[...hosts].join(' ')}`;
}

/**
 * The address the page is rendered for (canonical link, QR code, share links): the
 * request's own origin, as decided. Null when the Host header is one of endlessly many
 * spellings of the same agency (an IP literal, a port we are not listening on): those get
 * the card's public URL instead, so nobody can make us render a new page per request.
 */
function requestOrigin(request: { protocol: string; host: string; localPort: number | undefined }): string | null {
  const key = `${request.protocol}|${request.host}|${request.localPort}`;
  const known = origins.get(key);
  if (known !== undefined) return known;
  const origin = parseOrigin(request.protocol, request.host, request.localPort);
  origins.set(key, origin);
  return origin;
}

/** Parsing a URL per request showed up in profiles; hosts repeat, so their answers are kept. */
const origins = new Lru<string | null>(1_000);

function parseOrigin(protocol: string, host: string, localPort: number | undefined): string | null {
  try {
    const url = new URL(`${protocol}://${host}`);
    if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return null;
    if (url.port && Number(url.port) !== localPort) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The agency cache hands out the same row object until the row changes: each is hashed once. */
const agencyFingerprints = new WeakMap<AgencyRow, string>();

function agencyFingerprint(agency: AgencyRow): string {
  let fingerprint = agencyFingerprints.get(agency);
  if (fingerprint === undefined) {
    fingerprint = createHash('sha1').update(JSON.stringify(agency)).digest('base64url');
    agencyFingerprints.set(agency, fingerprint);
  }
  return fingerprint;
}

/** A Fastify request's part of what requestOrigin reads (the front door has its own: requestFacts). */
function originOf(request: FastifyRequest): string | null {
  return requestOrigin({ protocol: request.protocol, host: request.host, localPort: request.socket.localPort });
}

export function registerPublicCardRoutes(app: FastifyInstance, services: Services, frontDoor?: FrontDoor): void {
  const now = () => services.now().getTime();
  const pages = new SecondChanceCache<PageEntry>(PAGE_CACHE_ENTRIES);
  /** Pages being rendered or checked: concurrent visits share one database read. */
  const loading = new Map<string, Promise<PageEntry>>();
  const checks = new CheckPacer(new TokenBucket(PAGE_CHECKS_PER_SECOND, now), now, PAGE_TTL_MS, PAGE_MAX_STALE_MS);
  const pageClock = new CardPageClock(services.db, now, PAGE_TTL_MS, (error) =>
    app.log.warn({ err: error }, 'card_page_changes: old rows not deleted'),
  );
  // As the API's agency cache (plugins/tenancy.ts): a write to agencies (theme, name, domain) in
  // this process shows on the next visit's check; another replica's within AGENCY_CACHE_TTL_MS.
  const agenciesByHost = new ShortLivedCache<AgencyRow | null>(
    agencyWriteGeneration(),
    1_000,
    AGENCY_CACHE_TTL_MS,
    now,
  );
  const qrSvgs = new Lru<string>(2_000);
  const qrPngs = new Lru<Buffer>(200);
  const vcardPhotos = new Lru<Buffer | null>(200);
  const recentViews = new ExpiringSet(50_000, VIEW_REPEAT_MS, now);
  // While the database does not answer (docs/product-rules.md#cards-stay-up): the agencies last
  // seen per host, the kept pages' disk copies, and until when not to ask the database again.
  const lastKnownAgencies = new Lru<AgencyRow>(1_000, OUTAGE_MAX_AGE_MS, now);
  const keptDisk = new KeptPageDisk(join(services.config.dataDir, 'kept-pages'), now, (error) =>
    app.log.warn({ err: error }, 'kept card page not written to disk'),
  );
  let databaseDownUntil = Number.NEGATIVE_INFINITY;

  const everyAnswer = Object.entries(securityHeadersOfEveryAnswer(services.config.isProduction));

  function agencyKey(request: FastifyRequest): string {
    // The host decides; outside production ?agency= and its cookie may too (as in tenancy.ts).
    // The front door's key (answerKeptPage) must stay the same as this one.
    if (services.config.isProduction) return request.hostname;
    const query: unknown = request.query;
    const picked = typeof query === 'object' && query !== null && 'agency' in query ? String(query.agency) : '';
    return `${request.hostname}|${picked}|${request.cookies.cardora_agency ?? ''}`;
  }

  async function agencyFor(request: FastifyRequest): Promise<AgencyRow | null> {
    const key = agencyKey(request);
    const agency = await agenciesByHost.getOrLoad(
      key,
      async () => (await resolveAgency(services.db, services.config, request)).agency,
    );
    if (agency) lastKnownAgencies.set(key, agency);
    return agency;
  }

  /** The disk copy's key: what the request alone says (the agency cannot be read while the database is down). */
  function diskKeyOf(
    request: FastifyRequest,
    own: string | null,
    cardId: string,
    source: CardVisitSource,
    language: CardLanguagePreference,
  ): string {
    return KeptPageDisk.keyOf(`${agencyKey(request)}|${own ?? 'public'}|${cardId}|${source}|${language.key}`);
  }

  function qrSvg(url: string): Promise<string> {
    return qrSvgs.getOrLoad(url, () => QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }));
  }

  /**
   * `own`: the request's origin (requestOrigin), null when the card's public URL is used. The
   * visit's source is part of the page (the Exchange contact form carries it), so each of the four
   * sources is its own cached page. So is each language preference that can choose a different
   * language of the card (docs/product-rules.md#card-second-language; visitor-language.ts).
   */
  function pageKey(
    own: string | null,
    agency: AgencyRow,
    cardId: string,
    source: CardVisitSource,
    language: CardLanguagePreference,
  ): string {
    return `${agency.id}|${own ?? 'public'}|${cardId}|${source}|${language.key}`;
  }

  /** The visitor's ?lang= and Accept-Language, as far as a card page depends on them. */
  function languagePreferenceOf(request: FastifyRequest): CardLanguagePreference {
    const query: unknown = request.query;
    const requested = typeof query === 'object' && query !== null && 'lang' in query ? query.lang : undefined;
    return cardLanguagePreference(requested, request.headers['accept-language']);
  }

  /** Where this visit came from, as a lead left on the page will say (a valid ?g= is a greeting). */
  function leadSourceOf(request: FastifyRequest): CardVisitSource {
    return greetingOfRequest(request) ? 'greeting' : visitSourceOfRequest(request);
  }

  /**
   * The rendered page when the agency and the page are both in memory (nearly every request
   * to a card being visited), found without a promise; null sends the request the long way.
   */
  function pageInMemory(
    request: FastifyRequest,
    cardId: string,
  ): { agency: AgencyRow; entry: Extract<PageEntry, { kind: 'page' }> } | null {
    // The front door found this page due for a check and the pacer granted it: the check is
    // made now (asking the pacer again would spend a second token on one check).
    if (checkGranted.has(request.raw)) return null;
    const agency = agenciesByHost.peek(agencyKey(request));
    if (!agency) return null;
    const entry = keptPageToSend(
      pageKey(originOf(request), agency, cardId, leadSourceOf(request), languagePreferenceOf(request)),
      request.raw,
      agency,
    );
    return entry ? { agency, entry } : null;
  }

  /** Requests whose page the pacer granted a check to (front door or route), until the route makes it. */
  const checkGranted = new WeakSet<IncomingMessage>();

  function sentBrotli(entry: Extract<PageEntry, { kind: 'page' }>): void {
    if (++entry.brotliSends % PAGE_UPGRADE_MIN_SENDS === 0) pageCompressor.revisited(entry.etag);
  }

  /**
   * Nothing the kept page is made of has changed since its last check, as far as the change log
   * read last (pageClock, which must be current) and the clock say: it may be sent as it is.
   */
  function unchangedSinceCheck(entry: PageEntry, age: number, agency: AgencyRow): boolean {
    return (
      entry.clock !== null &&
      age < PAGE_RECHECK_MS &&
      now() <= entry.validUntil &&
      entry.clock.stamp(entry.bucket) === entry.stamp &&
      entry.agencyFingerprint === agencyFingerprint(agency)
    );
  }

  function keptHit<E extends PageEntry>(entry: E): E {
    services.metrics.cardPage('kept');
    return entry;
  }

  /** The kept page under `key` when it may be sent without going to the database first. */
  function keptPageToSend(
    key: string,
    raw: IncomingMessage,
    agency: AgencyRow,
  ): Extract<PageEntry, { kind: 'page' }> | null {
    const entry = pages.get(key);
    if (entry?.kind !== 'page') return null;
    const age = now() - entry.checkedAt;
    if (age < PAGE_TTL_MS) return keptHit(entry);
    // The change log is read ahead of its time; once it is not current, by the long way (one
    // read for every request meanwhile).
    pageClock.refreshAhead();
    if (!pageClock.isCurrent) return null;
    if (unchangedSinceCheck(entry, age, agency)) return keptHit(entry);
    // Due for a check: made by the long way, unless one is under way already or the pacer puts
    // it off (the page is then sent as last checked).
    if (loading.has(key) || !checks.shouldCheck(age)) return keptHit(entry);
    checkGranted.add(raw);
    return null;
  }

  /** The page for the request: kept and fresh, else checked (re-rendered only when its data changed). */
  async function entryFor(request: FastifyRequest, agency: AgencyRow, cardId: string): Promise<PageEntry> {
    const own = originOf(request);
    const source = leadSourceOf(request);
    const language = languagePreferenceOf(request);
    const key = pageKey(own, agency, cardId, source, language);
    const kept = pages.get(key);
    if (kept && now() - kept.checkedAt < PAGE_TTL_MS) return keptHit(kept);
    if (!pageClock.isCurrent) await pageClock.refresh();
    // Sent the long way only for the read of the change log (or for a query): unchanged, as is.
    if (kept && !checkGranted.has(request.raw) && unchangedSinceCheck(kept, now() - kept.checkedAt, agency)) {
      return keptHit(kept);
    }
    const pending = loading.get(key);
    if (pending) return pending;
    const load = loadEntry(agency, cardId, own, source, language, kept).finally(() => loading.delete(key));
    loading.set(key, load);
    const entry = await load;
    pages.set(key, entry);
    if (entry.kind === 'page') {
      keptDisk.keep(diskKeyOf(request, own, cardId, source, language), {
        agency: outageAgencyOf(agency),
        cardNo: entry.cardNo,
        etag: entry.etag,
        headers: entry.headers,
        brotli: entry.compressed.brotli,
        gzip: entry.compressed.gzip,
      });
    }
    return entry;
  }

  function outageAgencyOf(agency: AgencyRow): OutageAgency {
    return { id: agency.id, appName: agencyAppName(agency), primaryColor: agency.theme.primaryColor };
  }

  /**
   * What a page is made of: the card's version (findPublicCard) and the agency row it was rendered
   * with (its CSP hosts, its status page's name and colour), which comes from the agency cache and
   * may be newer than the row the card was read with.
   */
  function sourceOf(cardVersion: string, agency: AgencyRow): string {
    return `${cardVersion}|${agencyFingerprint(agency)}`;
  }

  async function loadEntry(
    agency: AgencyRow,
    cardId: string,
    own: string | null,
    source: CardVisitSource,
    language: CardLanguagePreference,
    kept: PageEntry | undefined,
  ): Promise<PageEntry> {
    // Changes read from the log while this check reads the database may or may not be in what
    // it reads: the page is then left to be checked again (stamp NaN).
    const generation = pageClock.generation;
    const clockOf = (cardNo: number | null) => (cardNo === null ? null : pageClock.of(agency.id));
    const stampOf = (clock: AgencyPageClock | null, bucket: number) =>
      clock !== null && pageClock.generation === generation ? clock.stamp(bucket) : Number.NaN;
    // A kept page is checked with the card's version alone (one small read); only a page whose
    // card, business, category or agency changed is read in full and rendered again.
    const current = kept ? await publicCardVersion(services, agency.id, cardId) : null;
    if (kept && current && kept.source === sourceOf(current.version, agency)) {
      kept.checkedAt = now();
      kept.stamp = stampOf(kept.clock, kept.bucket);
      kept.validUntil = current.validUntil;
      services.metrics.cardPage('checked');
      return kept;
    }
    const found = await findPublicCard(services, agency.id, cardId);
    services.metrics.cardPage('rendered');
    const clock = clockOf(found.cardNo);
    const bucket = found.cardNo === null ? 0 : bucketOf(found.cardNo);
    const checked = {
      recentlyUsed: false,
      checkedAt: now(),
      source: sourceOf(found.version, agency),
      clock,
      bucket,
      stamp: stampOf(clock, bucket),
      agencyFingerprint: agencyFingerprint(agency),
      validUntil: found.validUntil,
    };
    if (found.state !== 'active') return { kind: 'status', status: found.state, agency, ...checked };
    const origin = own ?? new URL(found.view.publicUrl).origin;
    const canonicalUrl = `${origin}/${cardId}`;
    const basic = found.view.sections.basicDetails;
    const image = basic?.photoUrl ?? basic?.logoUrl ?? null;
    const html = renderCardPageHtml(found.view, {
      qrSvg: await qrSvg(canonicalUrl),
      canonicalUrl,
      ogImageUrl: image ? `${origin}${image}` : null,
      beaconScript: true,
      visitSource: source,
      language: chooseCardLanguage(cardLanguagesOf(found.view.sections), language.requested, language.accepted),
    });
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      etag,
      // The page's language may follow the browser's (docs/product-rules.md#card-second-language).
      vary: 'accept-encoding, accept-language',
      'content-security-policy': cardPageCsp(services.config, agency),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    const withHooks: Record<string, string> = { ...headers };
    for (const [name, value] of everyAnswer) withHooks[name] ??= value;
    return {
      kind: 'page',
      ...checked,
      cardNo: found.cardNo,
      canonicalUrl,
      compressed: pageCompressor.compress(etag, html),
      etag,
      brotliSends: 0,
      headers,
      frontDoorHeaders: Object.entries(withHooks).flat(),
    };
  }

  /**
   * The friendly 404/410 page, in the agency's name and colour when the host has one, and in the
   * visitor's language (there is no card to take one from). Rendered per request, never kept.
   */
  function sendStatus(
    request: FastifyRequest,
    reply: FastifyReply,
    status: StatusPageKind,
    agency: AgencyRow | null,
  ): FastifyReply {
    const page = renderStatusPageHtml({
      status,
      agencyName: agency ? agencyAppName(agency) : 'Cardora',
      primaryColor: agency?.theme.primaryColor,
      language: visitorLanguage(request),
    });
    return reply
      .status(STATUS_CODES[status])
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page);
  }

  /**
   * The card for a request, or `{ sent: true }` once a status page, redirect or 404 went out.
   * Never the reply itself: Fastify's reply is a thenable, so an async function returning it
   * would be awaited into the sent payload (the "Cannot use 'in' operator" errors once logged).
   */
  const SENT = { sent: true } as const;

  async function lookup(
    request: FastifyRequest,
    reply: FastifyReply,
    cardId: string,
    suffix: string,
  ): Promise<{ agency: AgencyRow; entry: Extract<PageEntry, { kind: 'page' }> } | { sent: true }> {
    const problem = cardIdProblem(cardId);
    if (problem) {
      const lower = cardId.toLowerCase();
      if (lower !== cardId && !cardIdProblem(lower)) {
        reply.redirect(`/${lower}${suffix}`, 301);
        return SENT;
      }
      // /panel, /api, /favicon.ico ...: whatever the app answers for them.
      if (problem === 'reserved') {
        reply.callNotFound();
        return SENT;
      }
      sendStatus(request, reply, 'not-found', await agencyFor(request));
      return SENT;
    }
    const agency = await agencyFor(request);
    if (!agency) {
      sendStatus(request, reply, 'not-found', null);
      return SENT;
    }
    const entry = await entryFor(request, agency, cardId);
    if (entry.kind === 'status') {
      sendStatus(request, reply, statusFor(entry.status, suffix), entry.agency);
      return SENT;
    }
    return { agency, entry };
  }

  // Not async: a page already in memory is answered without a promise, which is most of
  // the cost left on this path once the page is cached (bench/README.md).
  app.get<{ Params: { cardId: string } }>('/:cardId', { schema: { hide: true } }, (request, reply) => {
    const raw = request.params.cardId;
    const inMemory = pageInMemory(request, raw);
    if (inMemory) {
      sendPage(request, reply, inMemory.agency, inMemory.entry);
      return;
    }
    return pageTheLongWay(request, reply, raw);
  });

  async function pageTheLongWay(request: FastifyRequest, reply: FastifyReply, raw: string) {
    if (raw.endsWith('.vcf')) return sendVCard(request, reply, raw.slice(0, -4));
    if (now() < databaseDownUntil && !cardIdProblem(raw)) return sendDuringOutage(request, reply, raw);
    try {
      const found = await lookup(request, reply, raw, '');
      if ('sent' in found) return reply;
      return sendPage(request, reply, found.agency, found.entry);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || reply.sent) throw error;
      databaseDownUntil = now() + OUTAGE_PROBE_MS;
      return sendDuringOutage(request, reply, raw);
    }
  }

  /**
   * The database does not answer: the page as last checked, from memory or from its disk copy, if
   * that check was within OUTAGE_MAX_AGE_MS; else the friendly "back in a moment" page (503 with
   * Retry-After). The visit is counted all the same (the event buffer holds it until the
   * database is back).
   */
  async function sendDuringOutage(request: FastifyRequest, reply: FastifyReply, cardId: string) {
    const own = originOf(request);
    const source = leadSourceOf(request);
    const language = languagePreferenceOf(request);
    const agency = lastKnownAgencies.get(agencyKey(request));
    if (agency) {
      const entry = pages.get(pageKey(own, agency, cardId, source, language));
      if (entry?.kind === 'page' && now() - entry.checkedAt < OUTAGE_MAX_AGE_MS) {
        services.metrics.cardPage('stale');
        return sendPage(request, reply, agency, entry, { outage: true });
      }
    }
    const copy = await keptDisk.find(diskKeyOf(request, own, cardId, source, language));
    if (copy) {
      services.metrics.cardPage('stale');
      return sendCopy(request, reply, copy);
    }
    const brand = agency ? outageAgencyOf(agency) : null;
    const page = renderStatusPageHtml({
      status: 'unavailable',
      agencyName: brand?.appName ?? 'Cardora',
      primaryColor: brand?.primaryColor,
      language: visitorLanguage(request),
      actionHref: `/${cardId}`,
    });
    return reply
      .status(STATUS_CODES.unavailable)
      .header('retry-after', String(OUTAGE_RETRY_AFTER_S))
      .header('cache-control', 'no-store')
      .header('vary', 'accept-language')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page);
  }

  /** A disk copy of a kept page (the process restarted while the database was down). */
  function sendCopy(request: FastifyRequest, reply: FastifyReply, copy: KeptPageCopy): FastifyReply {
    if (request.method === 'GET') {
      countView(copy.agency.id, copy.cardNo, request.ip, request.headers['user-agent'], () => ({
        greetingImageId: null,
        source: visitSourceOfRequest(request),
      }));
    }
    reply.headers(copy.headers).header('cache-control', OUTAGE_CACHE_CONTROL);
    if (request.headers['if-none-match'] === copy.etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(copy.brotli);
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(copy.gzip);
    return reply.send(gunzipSync(copy.gzip).toString());
  }

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    agency: AgencyRow,
    entry: Extract<PageEntry, { kind: 'page' }>,
    { outage = false } = {},
  ): FastifyReply {
    if (request.method === 'GET') {
      countView(agency.id, entry.cardNo, request.ip, request.headers['user-agent'], () => ({
        greetingImageId: greetingOfRequest(request),
        source: visitSourceOfRequest(request),
      }));
    }
    reply.headers(entry.headers);
    if (outage) reply.header('cache-control', OUTAGE_CACHE_CONTROL);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') {
      sentBrotli(entry);
      return reply.header('content-encoding', 'br').send(entry.compressed.brotli);
    }
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(entry.compressed.gzip);
    return reply.send(gunzipSync(entry.compressed.gzip).toString());
  }

  /** A view, unless this visitor (address and user agent) viewed this card in the last VIEW_REPEAT_MS. */
  function countView(
    agencyId: string,
    cardNo: number,
    ip: string | undefined,
    userAgent: string | undefined,
    visit: () => { greetingImageId: string | null; source: CardVisitSource },
  ): void {
    // Keyed by the raw IP and user agent (kept in memory for VIEW_REPEAT_MS only): hashing
    // them on every request cost more than the rest of the route; only new views are hashed.
    const seen = `${cardNo}|${ip}|${userAgent ?? ''}`;
    if (recentViews.has(seen)) return;
    recentViews.add(seen);
    recordCardView(services, {
      agencyId,
      cardNo,
      visitorHash: visitorHashOf(services, ip, userAgent),
      ...visit(),
    });
  }

  /**
   * The front door (lib/front-door.ts): a plain visit to a kept page — GET /<cardId> with no
   * query string — answered before Fastify, as sendPage answers it (counted the same, same
   * headers, 304 for its ETag). Anything else (a query, a page due for its check, a browser that
   * takes neither brotli nor gzip, an agency cookie outside production) goes to the route below.
   */
  function answerKeptPage(raw: IncomingMessage, response: ServerResponse, finish: Finish): string | false {
    if (raw.method !== 'GET') return false;
    const url = raw.url ?? '';
    // One path segment, nothing to decode: '/sharma-sweets', not '/a/b', '/x?src=qr' or '/%41'.
    if (url.length < 2 || url.indexOf('/', 1) !== -1 || url.includes('?') || url.includes('%')) return false;
    const cardId = url.slice(1);
    const facts = requestFacts(raw, services.config.trustProxy);
    let key = facts.hostname;
    if (!services.config.isProduction) {
      // agencyKey() with no query: a cardora_agency cookie would need parsing as @fastify/cookie does.
      if (raw.headers.cookie?.includes('cardora_agency')) return false;
      key = `${facts.hostname}||`;
    }
    // Refreshed ahead of its time, so a steady stream of visits never finds it gone (each visit in
    // flight at that moment would go the long way and wait for the same read).
    const agency = agenciesByHost.peek(key, () => agencyOfHost(services.db, services.config, facts.hostname));
    if (!agency) return false;
    const language = cardLanguagePreference(undefined, raw.headers['accept-language']);
    const entry = keptPageToSend(pageKey(requestOrigin(facts), agency, cardId, 'card', language), raw, agency);
    if (!entry) return false;
    const encoding = pickEncoding(raw.headers['accept-encoding']);
    const notModified = raw.headers['if-none-match'] === entry.etag;
    if (!encoding && !notModified) return false;

    countView(agency.id, entry.cardNo, facts.ip, raw.headers['user-agent'], () => ({
      greetingImageId: null,
      source: 'card',
    }));
    const requestId = requestIdOf(raw.headers);
    if (notModified) {
      response.writeHead(304, [...entry.frontDoorHeaders, 'x-request-id', requestId]);
      finish(response);
      return requestId;
    }
    let body: Buffer;
    if (encoding === 'br') {
      sentBrotli(entry);
      body = entry.compressed.brotli;
    } else {
      body = entry.compressed.gzip;
    }
    response.writeHead(200, [
      ...entry.frontDoorHeaders,
      'x-request-id',
      requestId,
      'content-encoding',
      encoding ?? 'gzip',
      'content-length',
      String(body.length),
    ]);
    finish(response, body);
    return requestId;
  }
  frontDoor?.use(answerKeptPage);

  async function photoFor(path: string | null): Promise<Buffer | null> {
    const key = path ? storageKeyFromUrl(path) : null;
    if (!key) return null;
    // Uploads are immutable (a new upload gets a new key), so the JPEG can be kept.
    return vcardPhotos.getOrLoad(key, async () => {
      const stored = await services.storage.get(key);
      if (!stored) return null;
      return sharp(stored.body)
        .rotate()
        .resize(256, 256, { fit: 'cover' })
        .jpeg({ quality: 78 })
        .toBuffer()
        .catch(() => null);
    });
  }

  async function sendVCard(request: FastifyRequest, reply: FastifyReply, cardId: string) {
    const found = await lookup(request, reply, cardId, '.vcf');
    if ('sent' in found) return reply;
    const { agency, entry } = found;
    const card = await findPublicCard(services, agency.id, cardId);
    // Changed since the page was last checked: answered as the page will be.
    if (card.state !== 'active') return sendStatus(request, reply, statusFor(card.state, '.vcf'), agency);
    if (!card.view.sections.settings.showSaveContact) return sendStatus(request, reply, 'not-found', agency);
    const photoJpeg = await photoFor(card.photoPath).catch((error: unknown) => {
      request.log.warn({ err: error }, 'vcard photo failed');
      return null;
    });
    const hash = visitorHash(services, request);
    // Counted without holding the download up.
    void recordCardEvent(services, { agencyId: agency.id, cardId, action: 'save-contact', visitorHash: hash }).catch(
      (error: unknown) => request.log.warn({ err: error }, 'save-contact event not recorded'),
    );
    return reply
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', `attachment; filename="${cardId}.vcf"`)
      .type('text/vcard; charset=utf-8')
      .send(buildVCard({ view: card.view, cardUrl: entry.canonicalUrl, photoJpeg }));
  }

  // Uploads at the size the card shows them (an avatar needs 240 px, not the stored 1600):
  // the shorter side becomes the width, WebP. Keys are immutable, so the result is too.
  const sized = new Lru<Buffer | null>(300);
  app.get<{ Params: { width: string; '*': string } }>(
    '/c/img/:width/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const key = request.params['*'];
      if (!IMAGE_WIDTHS.some((allowed) => allowed === width) || !isSafeStorageKey(key)) {
        reply.callNotFound();
        return reply;
      }
      const image = await sized.getOrLoad(`${width}|${key}`, async () => {
        const stored = await services.storage.get(key);
        if (!stored) return null;
        return sharp(stored.body)
          .rotate()
          .resize({ width, height: width, fit: 'outside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer()
          .catch(() => null);
      });
      if (!image) {
        sized.delete(`${width}|${key}`);
        reply.callNotFound();
        return reply;
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(image);
    },
  );

  // Links pasted with a trailing slash still open the card.
  app.get<{ Params: { cardId: string } }>('/:cardId/', { schema: { hide: true } }, async (request, reply) => {
    const { cardId } = request.params;
    if (cardIdProblem(cardId.toLowerCase()) === 'reserved') {
      reply.callNotFound();
      return reply;
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/${encodeURIComponent(cardId)}${query}`, 301);
  });

  app.get<{ Params: { cardId: string } }>('/:cardId/qr.png', { schema: { hide: true } }, async (request, reply) => {
    const found = await lookup(request, reply, request.params.cardId, '/qr.png');
    if ('sent' in found) return reply;
    const url = found.entry.canonicalUrl;
    const png = await qrPngs.getOrLoad(url, () =>
      QRCode.toBuffer(url, { type: 'png', width: 512, margin: 2, errorCorrectionLevel: 'M' }),
    );
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', `attachment; filename="${request.params.cardId}-qr.png"`)
      .type('image/png')
      .send(png);
  });

  // A team member's page, contact file and QR code under the card's address
  // (docs/product-rules.md#staff-cards). Rendered per visit and never kept: a business's card is
  // visited far more than any one member's page, and the page cache stays the card's.
  async function memberOf(
    request: FastifyRequest,
    reply: FastifyReply,
    cardId: string,
    slug: string,
    suffix: string,
  ): Promise<
    | {
        agency: AgencyRow;
        cardNo: number;
        view: TCardView;
        member: TCardTeamMember;
        url: string;
        photoPath: string | null;
      }
    | { sent: true }
  > {
    const found = await lookup(request, reply, cardId, `/${slug}${suffix}`);
    if ('sent' in found) return found;
    const { agency, entry } = found;
    const card = await findPublicCard(services, agency.id, cardId);
    if (card.state !== 'active') {
      sendStatus(request, reply, statusFor(card.state, suffix), agency);
      return SENT;
    }
    const member = teamMemberBySlug(card.view, slug);
    if (!member) {
      sendStatus(request, reply, 'not-found', agency);
      return SENT;
    }
    if (member.slug !== slug) {
      reply.redirect(`/${cardId}/${member.slug}${suffix}`, 301);
      return SENT;
    }
    const url = `${entry.canonicalUrl}/${member.slug}`;
    return { agency, cardNo: card.cardNo, view: card.view, member, url, photoPath: member.photoUrl };
  }

  app.get<{ Params: { cardId: string; member: string } }>(
    '/:cardId/:member',
    { schema: { hide: true } },
    async (request, reply) => {
      const raw = request.params.member;
      const contactFile = raw.endsWith('.vcf');
      const slug = contactFile ? raw.slice(0, -4) : raw;
      const found = await memberOf(request, reply, request.params.cardId, slug, contactFile ? '.vcf' : '');
      if ('sent' in found) return reply;
      const { agency, view, member, url } = found;
      if (contactFile) {
        if (!view.sections.settings.showSaveContact) return sendStatus(request, reply, 'not-found', agency);
        const photoJpeg = await photoFor(found.photoPath).catch(() => null);
        void recordCardEvent(services, {
          agencyId: agency.id,
          cardId: view.cardId,
          action: 'save-contact',
          visitorHash: visitorHash(services, request),
          memberId: member.memberId,
        }).catch((error: unknown) => request.log.warn({ err: error }, 'save-contact event not recorded'));
        return reply
          .header('cache-control', 'private, no-cache')
          .header('content-disposition', `attachment; filename="${view.cardId}-${member.slug}.vcf"`)
          .type('text/vcard; charset=utf-8')
          .send(buildVCard({ view: memberCardView(view, member), cardUrl: url, photoJpeg }));
      }
      const language = languagePreferenceOf(request);
      const source = leadSourceOf(request);
      const photo = member.photoUrl ?? view.sections.basicDetails?.logoUrl ?? null;
      const html = renderCardPageHtml(view, {
        member,
        qrSvg: await qrSvg(url),
        canonicalUrl: url,
        ogImageUrl: photo ? `${new URL(url).origin}${photo}` : null,
        beaconScript: true,
        visitSource: source,
        language: chooseCardLanguage(cardLanguagesOf(view.sections), language.requested, language.accepted),
      });
      if (request.method === 'GET') {
        const seen = `${found.cardNo}|${member.memberId}|${request.ip}|${request.headers['user-agent'] ?? ''}`;
        if (!recentViews.has(seen)) {
          recentViews.add(seen);
          recordCardView(services, {
            agencyId: agency.id,
            cardNo: found.cardNo,
            visitorHash: visitorHash(services, request),
            greetingImageId: greetingOfRequest(request),
            source: visitSourceOfRequest(request),
            memberId: member.memberId,
          });
        }
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language')
        .header('content-security-policy', cardPageCsp(services.config, agency))
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.get<{ Params: { cardId: string; member: string } }>(
    '/:cardId/:member/qr.png',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await memberOf(request, reply, request.params.cardId, request.params.member, '/qr.png');
      if ('sent' in found) return reply;
      const png = await qrPngs.getOrLoad(found.url, () =>
        QRCode.toBuffer(found.url, { type: 'png', width: 512, margin: 2, errorCorrectionLevel: 'M' }),
      );
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `attachment; filename="${found.view.cardId}-${found.member.slug}-qr.png"`)
        .type('image/png')
        .send(png);
    },
  );

  defineRoute(
    app,
    endpoints.recordCardEvent,
    async ({ request, body }) => {
      const agency = request.agency ?? (await agencyFor(request));
      if (!agency) return { recorded: false };
      const recorded = await recordCardEvent(services, {
        agencyId: agency.id,
        cardId: body.cardId,
        action: body.action,
        target: body.target,
        visitorHash: visitorHash(services, request),
        memberId: body.memberId,
      });
      return { recorded };
    },
    { agencyOptional: true },
  );
}
