// The front door: Node's HTTP server hands each request to these handlers before Fastify sees
// it. A handler answers only what it can answer entirely from memory (a kept public card page)
// and returns false for everything else, which Fastify then serves as usual.
//
// Why: a kept card page costs its handler ~2 µs, but going through Fastify costs every request
// ~8 µs more than a bare route (request and reply objects, the child logger, the request id,
// seven hooks, the router). The card page is the one route that strangers call at volume (a
// campaign's link, a crawler), so it is the one worth serving like a cache in front of the app.
// Whatever a handler answers must be what Fastify would have answered (same status, body and
// headers): front-door.test.ts and the public card's tests hold both ways to that.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';

/**
 * Answers the request, returning the request id it sent (x-request-id, for the access log), or
 * leaves it to Fastify: false, having written nothing. A handler that answers calls
 * `response.writeHead` itself (so a header Node refuses throws while Fastify can still answer)
 * and hands the body to `finish`, which ends the response later in this event-loop turn.
 */
export type FrontDoorHandler = (request: IncomingMessage, response: ServerResponse, finish: Finish) => string | false;

/** Ends `response` with `body` once this turn's requests are read (FrontDoor.finish). */
export type Finish = (response: ServerResponse, body?: Buffer) => void;

/** As Fastify's genReqId in app.ts: a well-formed X-Request-Id is kept, else a new UUID. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(headers: IncomingMessage['headers']): string {
  const header = headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** What a handler needs to know of the request, worked out exactly as Fastify's request does. */
export interface RequestFacts {
  /** The client's address (with trustProxy, the first X-Forwarded-For hop, as proxy-addr says). */
  ip: string | undefined;
  /** Host header, or the last X-Forwarded-Host from a trusted proxy; with its port. */
  host: string;
  /** host without the port. */
  hostname: string;
  protocol: string;
  localPort: number | undefined;
}

function lastEntry(value: string): string {
  const lastComma = value.lastIndexOf(',');
  return lastComma === -1 ? value.trim() : value.slice(lastComma + 1).trim();
}

const TRUST_ALL = () => true;

/** Fastify's request.ip, host, hostname and protocol (lib/request.js), for a raw request. */
export function requestFacts(request: IncomingMessage, trustProxy: boolean): RequestFacts {
  const socket = request.socket;
  const headers = request.headers;
  let ip = socket.remoteAddress;
  let host = headers.host ?? '';
  let protocol = (socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (trustProxy) {
    const chain = proxyAddr.all(request, TRUST_ALL);
    ip = chain[chain.length - 1];
    const forwardedHost = headers['x-forwarded-host'];
    if (typeof forwardedHost === 'string' && forwardedHost) host = lastEntry(forwardedHost);
    const forwardedProto = headers['x-forwarded-proto'];
    if (typeof forwardedProto === 'string' && forwardedProto) protocol = lastEntry(forwardedProto);
  }
  const hostname = host[0] === '[' ? host.slice(0, host.indexOf(']') + 1) : (host.split(':', 1)[0] ?? '');
  return { ip, host, hostname, protocol, localPort: socket.localPort };
}

export class FrontDoor {
  private readonly handlers: FrontDoorHandler[] = [];
  /** Responses whose headers are written, waiting for the end of the turn (finish). */
  private finishing: { response: ServerResponse; body: Buffer | undefined }[] = [];
  /** Requests answered here, for tests and the bench (Fastify answered the rest). */
  answered = 0;
  /** Called after each answer here, as Fastify's log controller is after its own (the access log). */
  onAnswered?: (request: IncomingMessage, response: ServerResponse, requestId: string, ms: number) => void;

  use(handler: FrontDoorHandler): void {
    this.handlers.push(handler);
  }

  /**
   * Ends the response with its body after the requests read in this event-loop turn are all
   * handled (setImmediate runs once libuv's poll phase is done), with the turn's other answers
   * back to back. Why: ending a response is a writev, and each one wakes the reader on the other
   * end (a proxy, a phone's connection, the bench's client). Written one by one between the
   * turn's other requests, every response paid for a wake-up; written together, the first
   * wakes the reader and the rest find it awake. On the bench's two cores that is 4-6 µs of a
   * 30-40 µs card answer (bench/README.md). The response is still written in the
   * turn its request was read in, before the loop waits for anything new.
   */
  readonly finish: Finish = (response, body) => {
    if (this.finishing.length === 0) setImmediate(this.finishTurn);
    this.finishing.push({ response, body });
  };

  private readonly finishTurn = () => {
    const turn = this.finishing;
    this.finishing = [];
    for (const { response, body } of turn) {
      try {
        response.end(body);
      } catch (error) {
        // The request counts as answered (Fastify must not write): close the connection rather
        // than leave the client waiting, and go on with the others.
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make itself (same timeouts), with
   * the handlers asked first. A handler that throws leaves the request to Fastify, which then
   * answers it the long way (a handler writes only once it has everything it needs).
   */
  readonly serverFactory: FastifyServerFactory = (fastifyHandler, options: FastifyServerOptions): Server => {
    // buildApp passes no `http` options for Fastify to forward.
    const server = createServer((request, response) => {
      const startedAt = performance.now();
      for (const handler of this.handlers) {
        let requestId: string | false = false;
        try {
          requestId = handler(request, response, this.finish);
        } catch {
          // Nothing written: Fastify answers it. Headers written: Fastify must not write again,
          // and the body may never come, so the connection is closed (a handler writes only
          // once it has all it needs, so this is a bug's way out, not a path).
          if (response.headersSent) {
            requestId = '';
            response.destroy();
          }
        }
        if (requestId !== false) {
          this.answered++;
          this.onAnswered?.(request, response, requestId, performance.now() - startedAt);
          return;
        }
      }
      fastifyHandler(request, response);
    });
    // As Fastify's own server (lib/server.js): its defaults are filled into options by then.
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What answers before Fastify (tests read `answered`). */
    frontDoor: FrontDoor;
  }
}
