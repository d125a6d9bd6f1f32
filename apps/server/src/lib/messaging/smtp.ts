// A small SMTP client (RFC 5321) for transactional mail: smtp:// with STARTTLS when the
// server offers it, smtps:// for implicit TLS, AUTH PLAIN when the URL has credentials.
// One connection per message: we send a handful of OTPs, not newsletters.
import { randomUUID } from 'node:crypto';
import { connect as netConnect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { type TLSSocket, connect as tlsConnect } from 'node:tls';
import type { EmailMessage, EmailSender } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  /** "Name <address>" or a bare address. */
  from: string;
  timeoutMs?: number;
  /** Tests against a local server with a self-signed certificate turn this off. */
  rejectUnauthorized?: boolean;
}

interface Reply {
  code: number;
  lines: string[];
}

export function parseAddress(value: string): string {
  const match = /<([^>]+)>/.exec(value);
  return (match?.[1] ?? value).trim();
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

function base64Lines(text: string): string {
  return (
    Buffer.from(text)
      .toString('base64')
      .match(/.{1,76}/g)
      ?.join('\r\n') ?? ''
  );
}

export function buildMessage(from: string, message: EmailMessage, now: Date = new Date()): string {
  const domain = parseAddress(from).split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  // Base64 bodies contain no line starting with ".", so no dot-stuffing is needed.
  return `${headers.join('\r\n')}\r\n\r\n${base64Lines(message.text)}`;
}

class SmtpConnection {
  private buffer = '';
  private pending: string[] = [];
  private waiter: ((line: string) => void) | undefined;
  private failure: Error | undefined;
  private failWaiter: ((error: Error) => void) | undefined;

  constructor(private socket: Socket | TLSSocket) {
    this.attach(socket);
  }

  private attach(socket: Socket | TLSSocket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let index = this.buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = this.buffer.slice(0, index);
        this.buffer = this.buffer.slice(index + 2);
        if (this.waiter) {
          const resolve = this.waiter;
          this.waiter = undefined;
          this.failWaiter = undefined;
          resolve(line);
        } else {
          this.pending.push(line);
        }
        index = this.buffer.indexOf('\r\n');
      }
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      if (this.failWaiter) {
        const reject = this.failWaiter;
        this.waiter = undefined;
        this.failWaiter = undefined;
        reject(error);
      }
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('SMTP connection closed')));
  }

  private nextLine(): Promise<string> {
    const queued = this.pending.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiter = resolve;
      this.failWaiter = reject;
    });
  }

  async read(): Promise<Reply> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.nextLine();
      lines.push(line.slice(4));
      // "250-..." continues a multi-line reply; "250 ..." ends it.
      if (line.charAt(3) !== '-') return { code: Number.parseInt(line.slice(0, 3), 10), lines };
    }
  }

  async command(line: string, expected: number[]): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(expected, line.split(' ')[0] ?? line);
  }

  async expect(expected: number[], what: string): Promise<Reply> {
    const reply = await this.read();
    if (!expected.includes(reply.code)) {
      throw new Error(`SMTP ${what} failed: ${reply.code} ${reply.lines.join(' ')}`);
    }
    return reply;
  }

  writeRaw(data: string): void {
    this.socket.write(data);
  }

  /** STARTTLS: the same TCP connection continues encrypted. */
  async upgrade(host: string, rejectUnauthorized: boolean): Promise<void> {
    const plain = this.socket;
    plain.removeAllListeners('data');
    plain.removeAllListeners('error');
    plain.removeAllListeners('close');
    const secure = tlsConnect({ socket: plain, servername: host, rejectUnauthorized });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', () => resolve());
      secure.once('error', reject);
    });
    this.socket = secure;
    this.buffer = '';
    this.pending = [];
    this.attach(secure);
  }

  close(): void {
    this.socket.destroy();
  }
}

export class SmtpEmailSender implements EmailSender {
  private readonly target: URL;

  constructor(private readonly options: SmtpOptions) {
    this.target = new URL(options.url);
    if (this.target.protocol !== 'smtp:' && this.target.protocol !== 'smtps:') {
      throw new Error('SMTP_URL must start with smtp:// or smtps://');
    }
  }

  async send(message: EmailMessage): Promise<void> {
    const implicitTls = this.target.protocol === 'smtps:';
    const host = this.target.hostname;
    const port = Number(this.target.port || (implicitTls ? 465 : 587));
    const rejectUnauthorized = this.options.rejectUnauthorized ?? true;
    const timeoutMs = this.options.timeoutMs ?? 15_000;

    const socket = await new Promise<Socket | TLSSocket>((resolve, reject) => {
      const s = implicitTls
        ? tlsConnect({ host, port, servername: host, rejectUnauthorized }, () => resolve(s))
        : netConnect({ host, port }, () => resolve(s));
      s.once('error', reject);
    });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timed out')));
    const conn = new SmtpConnection(socket);
    try {
      await conn.expect([220], 'greeting');
      const me = hostname() || 'localhost';
      let ehlo = await conn.command(`EHLO ${me}`, [250]);
      if (!implicitTls && ehlo.lines.some((line) => line.toUpperCase().startsWith('STARTTLS'))) {
        await conn.command('STARTTLS', [220]);
        await conn.upgrade(host, rejectUnauthorized);
        ehlo = await conn.command(`EHLO ${me}`, [250]);
      }
      const user = decodeURIComponent(this.target.username);
      if (user) {
        const pass = decodeURIComponent(this.target.password);
        const token = Buffer.from(`\u0000${user}\u0000${pass}`).toString('base64');
        await conn.command(`AUTH PLAIN ${token}`, [235]);
      }
      await conn.command(`MAIL FROM:<${parseAddress(this.options.from)}>`, [250]);
      await conn.command(`RCPT TO:<${message.to}>`, [250, 251]);
      await conn.command('DATA', [354]);
      conn.writeRaw(`${buildMessage(this.options.from, message)}\r\n.\r\n`);
      await conn.expect([250], 'message');
      await conn.command('QUIT', [221]).catch(() => undefined);
    } finally {
      conn.close();
    }
  }
}
