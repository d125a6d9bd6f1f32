import {
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  MESSAGES,
} from '@cardora/contract/auth';
import type { z } from 'zod';
import { takeEarlyResponse } from '../app/early-boot';
import { mayReauthenticate, reauthenticationMark, requestReauthentication } from '../app/reauth-store';
import { agencyQueryParam } from './agency-param';
import { ApiError } from './api-error';
import { CSRF_HEADER, readCsrfToken } from './csrf';
import { dataOf, parseJsonText, refusalOf } from './envelope';

type Optional<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** body/query/params are required exactly when the endpoint declares them. */
export type CallOptions<E extends EndpointDef> = Optional<'body', EndpointBody<E>> &
  Optional<'query', EndpointQuery<E>> &
  Optional<'params', EndpointParams<E>> & { signal?: AbortSignal };

/** What a call answers: the schema-checked `data` of the endpoint's response. */
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

const MUTATING = new Set(['POST', 'PUT', 'DELETE']);

function buildUrl(def: EndpointDef, params: unknown, query: unknown): string {
  let path = def.path;
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params)) {
      const encoded = encodeURIComponent(String(value));
      path = path.replace(`{${key}}`, encoded).replace(`:${key}`, encoded);
    }
  }
  const search = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
      else search.set(key, String(value));
    }
  }
  const agency = agencyQueryParam();
  if (agency && !search.has('agency')) search.set('agency', agency);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  return parseJsonText(await response.text());
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown) {
  return schema.safeParse(value);
}

function errorFrom(status: number, json: unknown): ApiError {
  return (
    refusalOf(status, json) ??
    new ApiError(status, { message: MESSAGES.internalError, code: status >= 500 ? 'INTERNAL' : 'UNKNOWN' })
  );
}

async function send(def: EndpointDef, url: string, body: unknown, signal: AbortSignal | undefined) {
  // The boot GETs the page's inline script already started (app/early-boot.ts); if it failed,
  // ask again below.
  const early = def.method === 'GET' ? takeEarlyResponse(url) : undefined;
  if (early) {
    try {
      return { response: await early, sentCsrf: '' };
    } catch {
      // a network failure: one fresh try, as without it
    }
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const csrf = MUTATING.has(def.method) ? readCsrfToken() : '';
  if (csrf) headers[CSRF_HEADER] = csrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(url, {
      method: def.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    return { response, sentCsrf: csrf };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { message: MESSAGES.networkError, code: 'NETWORK' });
  }
}

/**
 * Call one endpoint of the contract and return its unwrapped, schema-checked `data`.
 * Throws ApiError with the server's `{ message, code, fields }` on any failure.
 */
export async function callEndpoint<E extends EndpointDef>(def: E, options: CallOptions<E>): Promise<ResponseOf<E>> {
  const url = buildUrl(def, options.params, options.query);
  const sentAt = reauthenticationMark();
  let { response, sentCsrf } = await send(def, url, options.body, options.signal);
  let json = await readJson(response);
  // The server sets the CSRF cookie on any response to a request that lacked it, so a first
  // mutation made before any GET can succeed on a single retry.
  if (response.status === 403 && !sentCsrf && MUTATING.has(def.method) && readCsrfToken()) {
    ({ response, sentCsrf } = await send(def, url, options.body, options.signal));
    json = await readJson(response);
  }
  // The session lapsed: sign in again in place, then send this very call again.
  if (response.status === 401 && mayReauthenticate(def) && (await requestReauthentication(sentAt))) {
    ({ response, sentCsrf } = await send(def, url, options.body, options.signal));
    json = await readJson(response);
  }
  if (!response.ok) throw errorFrom(response.status, json);
  const parsed = parseWith<E['response']>(def.response, dataOf(json));
  if (!parsed.success) {
    throw new ApiError(response.status, { message: MESSAGES.internalError, code: 'INVALID_RESPONSE' });
  }
  return parsed.data;
}
