// A request over node:http, for what fetch cannot do here: name another Host than the one it
// connects to (an agency's host on 127.0.0.1) and hand back the body exactly as sent (fetch
// would decompress it).
import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  setCookies: string[];
  body: Buffer;
}

export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  const headers: Record<string, string> = { ...options.headers };
  if (options.host) headers.host = `${options.host}:${target.port}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          setCookies: response.headers['set-cookie'] ?? [],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
