// The front door's own contract (what the card pages rely on is in
// areas/cards/public-card/front-door.test.ts): answers are ended after the turn's requests are
// read, each with its own body; a connection gone by then hurts no other; a handler that fails
// before writing leaves the request to Fastify, and one that fails after closes the connection.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FrontDoor, type FrontDoorHandler } from './front-door';

let app: FastifyInstance | null = null;

afterEach(async () => {
  await app?.close();
  app = null;
});

/** A server whose front door is `handler`, with a Fastify route behind it for what it leaves. */
async function serve(handler: FrontDoorHandler): Promise<number> {
  const frontDoor = new FrontDoor();
  frontDoor.use(handler);
  app = Fastify({ serverFactory: frontDoor.serverFactory });
  app.get('/*', () => 'from fastify');
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** GET on its own connection: the status and body, or the error the connection ended with. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        body += chunk;
      });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      incoming.on('error', (error) => resolve({ error: error.message }));
    });
    outgoing.on('error', (error) => resolve({ error: error.message }));
    outgoing.end();
  });
}

describe('FrontDoor', () => {
  it('ends each answer after the requests of its turn are read, each with its own body', async () => {
    const endedInHandler: boolean[] = [];
    const port = await serve((request, response, finish) => {
      if (request.url === '/fastify') return false;
      response.writeHead(200, ['content-type', 'text/plain']);
      finish(response, Buffer.from(`answer to ${request.url}`));
      endedInHandler.push(response.writableEnded);
      return 'id';
    });
    const paths = Array.from({ length: 40 }, (_, i) => `/card-${i}`);
    const answers = await Promise.all([...paths, '/fastify'].map((path) => get(port, path)));
    expect(answers).toEqual([
      ...paths.map((path) => ({ status: 200, body: `answer to ${path}` })),
      { status: 200, body: 'from fastify' },
    ]);
    expect(endedInHandler).toHaveLength(paths.length);
    expect(endedInHandler.every((ended) => !ended)).toBe(true);
  });

  it('answers the rest of the turn when a connection is gone before its answer is ended', async () => {
    const port = await serve((request, response, finish) => {
      response.writeHead(200, ['content-type', 'text/plain']);
      finish(response, Buffer.from('page'));
      // The client leaves between its request being read and the turn's answers being written.
      if (request.url === '/gone') request.socket.destroy();
      return 'id';
    });
    const answers = await Promise.all(['/gone', '/a', '/b'].map((path) => get(port, path)));
    expect(answers[0]).toHaveProperty('error');
    expect(answers.slice(1)).toEqual([
      { status: 200, body: 'page' },
      { status: 200, body: 'page' },
    ]);
    expect(await get(port, '/c')).toEqual({ status: 200, body: 'page' });
  });

  it('leaves to Fastify a request whose handler fails before writing, and closes one that fails after', async () => {
    const port = await serve((request, response) => {
      if (request.url === '/fails-before') throw new Error('no page');
      response.writeHead(200, ['content-type', 'text/plain']);
      throw new Error('failed after the headers');
    });
    expect(await get(port, '/fails-before')).toEqual({ status: 200, body: 'from fastify' });
    // Without the close the client would wait for a body that never comes.
    expect(await get(port, '/fails-after')).toEqual({ error: 'socket hang up' });
  });
});
