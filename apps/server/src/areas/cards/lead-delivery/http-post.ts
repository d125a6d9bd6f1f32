// One webhook request: a POST of the JSON body with its signature, answered within
// WEBHOOK_TIMEOUT_MS or failed. Redirects are not followed (a 3xx is a failed attempt: a
// redirect could lead to an address the guard would refuse). With `refusePrivate` (production),
// the host's addresses are checked by the connection's own lookup before connecting
// (docs/product-rules.md#lead-webhooks); an IP literal is checked before the request.
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Services } from '#services';
import { isForbiddenAddress, literalAddress } from './address-guard';

type DnsResolver = Services['dns'];

export interface PostOutcome {
  /** The receiver's HTTP status; null when it never answered. */
  statusCode: number | null;
  responseMs: number;
  /** Why the attempt failed, in words for the delivery log; null on a 2xx. */
  error: string | null;
}

export class ForbiddenAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      host === address
        ? `Not sent: ${address} is a private or local address.`
        : `Not sent: ${host} resolves to ${address}, a private or local address.`,
    );
  }
}

/** The request's lookup: the resolver's addresses, every one checked when private ones are refused. */
function guardedLookup(dns: DnsResolver, refusePrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname).then(
      (found) => {
        const family = typeof options === 'object' ? options.family : undefined;
        const usable = found.filter((one) => !family || family === 0 || one.family === family);
        const forbidden = refusePrivate ? usable.find((one) => isForbiddenAddress(one.address)) : undefined;
        if (forbidden) {
          callback(new ForbiddenAddressError(hostname, forbidden.address), '', 0);
          return;
        }
        const first = usable[0];
        if (!first) {
          callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
          return;
        }
        if (typeof options === 'object' && options.all) {
          (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, usable);
        } else callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), '', 0),
    );
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof ForbiddenAddressError) return error.message;
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  switch (code) {
    case 'ETIMEDOUT':
      return `No answer within ${timeoutMs / 1000} seconds.`;
    case 'ECONNREFUSED':
      return 'The connection was refused.';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The address could not be found (DNS).';
    case 'ECONNRESET':
      return 'The connection was closed before an answer.';
    default:
      if (typeof code === 'string' && (code.startsWith('ERR_TLS') || code.includes('CERT')))
        return `The secure connection failed (${code}).`;
      return error instanceof Error ? error.message : String(error);
  }
}

export async function postSigned(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { dns: DnsResolver; refusePrivate: boolean; timeoutMs: number; now?: () => number },
): Promise<PostOutcome> {
  const clock = options.now ?? (() => performance.now());
  const started = clock();
  const elapsed = () => Math.max(0, Math.round(clock() - started));
  const target = new URL(url);
  const literal = literalAddress(target.hostname);
  if (literal && options.refusePrivate && isForbiddenAddress(literal)) {
    return { statusCode: null, responseMs: 0, error: new ForbiddenAddressError(literal, literal).message };
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'Cardora-Webhooks/1',
      ...headers,
    },
    timeout: options.timeoutMs,
    ...(literal ? {} : { lookup: guardedLookup(options.dns, options.refusePrivate) }),
  };
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(overall);
      resolve(outcome);
    };
    const request = send(target, requestOptions, (response) => {
      const statusCode = response.statusCode ?? 0;
      // The body is not needed: read and dropped, so the socket is freed.
      response.resume();
      response.on('end', () => {
        if (statusCode >= 200 && statusCode < 300) finish({ statusCode, responseMs: elapsed(), error: null });
        else if (statusCode >= 300 && statusCode < 400) {
          const where = response.headers.location ? ` to ${response.headers.location}` : '';
          finish({
            statusCode,
            responseMs: elapsed(),
            error: `Redirects are not followed (answered ${statusCode}${where}).`,
          });
        } else finish({ statusCode, responseMs: elapsed(), error: `The receiver answered ${statusCode}.` });
      });
      response.on('error', (error) =>
        finish({ statusCode, responseMs: elapsed(), error: describeFailure(error, options.timeoutMs) }),
      );
    });
    // A whole-request limit too: `timeout` above is per idle socket.
    const overall = setTimeout(() => {
      request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }));
    }, options.timeoutMs);
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    request.on('error', (error) =>
      finish({ statusCode: null, responseMs: elapsed(), error: describeFailure(error, options.timeoutMs) }),
    );
    request.end(body);
  });
}
