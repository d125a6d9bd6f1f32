// A TCP proxy to PostgreSQL that a test can stall (a frozen server: bytes stop flowing) or stop
// (the server gone: connections refused), then bring back: the database faults of the
// *.pg.test.ts files (they run in `npm run test:pg`).
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/** A TCP proxy to PostgreSQL that can stall its traffic or go away. */
export class FaultyProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<[Socket, Socket]>();
  private stalled = false;
  port = 0;

  constructor(
    private readonly upstreamHost: string,
    private readonly upstreamPort: number,
  ) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = tcpConnect(this.upstreamPort, this.upstreamHost);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      for (const socket of pair) {
        socket.on('error', () => socket.destroy());
        socket.on('close', () => {
          this.pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        });
      }
      if (!this.stalled) FaultyProxy.flow(pair);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  private static flow([client, upstream]: [Socket, Socket]): void {
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Like SIGSTOP on the server: connections stay open and nothing comes back. */
  stall(): void {
    this.stalled = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  resume(): void {
    this.stalled = false;
    for (const pair of this.pairs) FaultyProxy.flow(pair);
  }

  /** The server gone: every connection dropped, new ones refused. */
  async stop(): Promise<void> {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
