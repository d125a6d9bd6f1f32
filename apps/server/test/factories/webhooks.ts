// Test helpers for lead webhooks: a receiver on 127.0.0.1 that records every request and answers
// what the test tells it to, and a fake DNS whose answers a test sets per name.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { Services } from '../../src/services';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** TCP connections accepted, whether or not a request followed. */
  connections: number;
  /** What the next requests get, in turn; the last one stays. Default 200. */
  answers: { status: number; headers?: Record<string, string> }[];
  /** Resolves once `n` requests have arrived (or rejects after timeoutMs). */
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
}

/** A receiver, closed after the file's tests. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const receiver: Receiver = {
    url: '',
    port: 0,
    received,
    connections: 0,
    answers: [{ status: 200 }],
    async waitFor(n, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`the receiver got ${received.length} of ${n} requests`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = receiver.answers.length > 1 ? receiver.answers.shift() : receiver.answers[0];
      response.writeHead(answer?.status ?? 200, answer?.headers ?? { 'content-type': 'text/plain' });
      response.end('ok');
    });
  });
  server.on('connection', () => {
    receiver.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = `http://127.0.0.1:${port}/hooks/cardora`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return receiver;
}

/** DNS by name for webhook destinations; other names are not found, like the real resolver. */
export class FakeWebhookDns implements Pick<Services['dns'], 'lookup'> {
  addresses = new Map<string, string[]>();
  async resolveTxt(): Promise<string[][]> {
    return [];
  }
  async resolveCname(): Promise<string[]> {
    return [];
  }
  async lookup(name: string) {
    const found = this.addresses.get(name);
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }
}
