// The provider adapters speak their real protocols: MSG91's Flow API over HTTP, and SMTP
// against a small in-process SMTP server that records the conversation.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleEmailSender, ConsoleSmsSender } from './console';
import { MSG91_FLOW_URL, Msg91SmsSender } from './msg91';
import { DevOutbox, OUTBOX_CAPACITY } from './outbox';
import { parseAddress, SmtpEmailSender } from './smtp';

describe('MSG91 adapter', () => {
  function fakeFetch(status: number, body: unknown) {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fn: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    return { fn, calls };
  }

  it('posts the flow request with the authkey, the template and the number without +', async () => {
    const { fn, calls } = fakeFetch(200, { type: 'success', message: '3763646c3058373530393832' });
    const sender = new Msg91SmsSender({ authKey: 'key-123', templateId: 'tmpl-9', fetch: fn });
    await sender.send({ to: '+919876543210', text: '123456 is your code', code: '123456' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(MSG91_FLOW_URL);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.headers).toMatchObject({ authkey: 'key-123', 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      template_id: 'tmpl-9',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '123456', content: '123456 is your code' }],
    });
  });

  it('fails loudly when MSG91 answers with an error', async () => {
    const { fn } = fakeFetch(200, { type: 'error', message: 'Invalid authkey' });
    const sender = new Msg91SmsSender({ authKey: 'bad', templateId: 't', fetch: fn });
    await expect(sender.send({ to: '+919876543210', text: 'x' })).rejects.toThrow('Invalid authkey');
    const { fn: down } = fakeFetch(500, {});
    await expect(
      new Msg91SmsSender({ authKey: 'k', templateId: 't', fetch: down }).send({ to: '+91', text: 'x' }),
    ).rejects.toThrow('HTTP 500');
  });
});

describe('SMTP adapter', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  /** The text of a single-part message, decoded by its Content-Transfer-Encoding. */
  function bodyOf(message: string): string {
    const [head = '', ...rest] = message.split('\r\n\r\n');
    const body = rest.join('\r\n\r\n');
    const encoding = /^Content-Transfer-Encoding: (\S+)\r?$/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(encoding).toBe('7bit');
    return body.replace(/\r\n$/, '');
  }

  /** Answers like a mail server and records what the client said. */
  function startFakeSmtp(options: { rejectRcpt?: boolean } = {}) {
    const transcript: string[] = [];
    let data = '';
    const srv = createServer((socket: Socket) => {
      let inData = false;
      let buffer = '';
      socket.write('220 fake.smtp ESMTP ready\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let index = buffer.indexOf('\r\n');
        while (index >= 0) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          index = buffer.indexOf('\r\n');
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 2.0.0 queued\r\n');
            } else {
              data += `${line}\r\n`;
            }
            continue;
          }
          transcript.push(line);
          const verb = line.split(' ')[0]?.toUpperCase();
          if (verb === 'EHLO') socket.write('250-fake.smtp\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
          else if (verb === 'AUTH') socket.write('235 2.7.0 accepted\r\n');
          else if (verb === 'MAIL') socket.write('250 ok\r\n');
          else if (verb === 'RCPT') socket.write(options.rejectRcpt ? '550 no such user\r\n' : '250 ok\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') {
            socket.end('221 bye\r\n');
          } else socket.write('500 what\r\n');
        }
      });
    });
    server = srv;
    return new Promise<{ port: number; transcript: string[]; data: () => string }>((resolve) => {
      srv.listen(0, '127.0.0.1', () => {
        const address = srv.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        resolve({ port, transcript, data: () => data });
      });
    });
  }

  it('delivers with EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA and QUIT', async () => {
    const fake = await startFakeSmtp();
    const sender = new SmtpEmailSender({
      url: `smtp://mailer:s3cret@127.0.0.1:${fake.port}`,
      from: 'Cardora <no-reply@cardora.test>',
    });
    await sender.send({ to: 'asha@example.com', subject: 'Your code', text: '123456 is your code' });
    expect(fake.transcript[0]).toMatch(/^EHLO /);
    expect(fake.transcript[1]).toBe(`AUTH PLAIN ${Buffer.from('\u0000mailer\u0000s3cret').toString('base64')}`);
    // The envelope, in order (8BITMIME was offered, so the client may say BODY=8BITMIME). The
    // client closes the connection afterwards, with or without QUIT.
    expect(
      fake.transcript
        .slice(2)
        .filter((line) => line !== 'QUIT')
        .map((line) => line.replace(/ BODY=8BITMIME$/, '')),
    ).toEqual(['MAIL FROM:<no-reply@cardora.test>', 'RCPT TO:<asha@example.com>', 'DATA']);
    const message = fake.data();
    expect(message).toMatch(/^From: Cardora <no-reply@cardora\.test>\r$/m);
    expect(message).toMatch(/^To: asha@example\.com\r$/m);
    expect(message).toMatch(/^Subject: Your code\r$/m);
    expect(bodyOf(message)).toBe('123456 is your code');
  });

  it('rejects when the server refuses the recipient', async () => {
    const fake = await startFakeSmtp({ rejectRcpt: true });
    const sender = new SmtpEmailSender({ url: `smtp://127.0.0.1:${fake.port}`, from: 'x@cardora.test' });
    await expect(sender.send({ to: 'nobody@example.com', subject: 's', text: 't' })).rejects.toThrow('550');
    // No credentials in the URL: no AUTH.
    expect(fake.transcript.some((line) => line.startsWith('AUTH'))).toBe(false);
  });

  it('encodes non-ASCII subjects and bodies, and finds the address in "Name <address>"', async () => {
    expect(parseAddress('Cardora <a@b.test>')).toBe('a@b.test');
    expect(parseAddress('a@b.test')).toBe('a@b.test');
    const fake = await startFakeSmtp();
    const sender = new SmtpEmailSender({ url: `smtp://127.0.0.1:${fake.port}`, from: 'a@b.test' });
    await sender.send({ to: 'c@d.test', subject: 'आपका कोड', text: '123456 आपका कोड है' });
    const message = fake.data();
    expect(message).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(message).toMatch(/^Content-Transfer-Encoding: base64\r$/m);
    expect(bodyOf(message)).toBe('123456 आपका कोड है');
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => new SmtpEmailSender({ url: 'http://mail.example.com', from: 'a@b.test' })).toThrow('SMTP_URL');
  });
});

describe('console adapter and dev outbox', () => {
  it('keeps the newest 200 messages, newest first', async () => {
    const outbox = new DevOutbox();
    const sms = new ConsoleSmsSender(outbox, { info: () => {} }, () => new Date('2026-01-01T00:00:00Z'));
    for (let i = 0; i < OUTBOX_CAPACITY + 5; i++) await sms.send({ to: `+9190000${i}`, text: `m${i}`, code: `${i}` });
    const all = outbox.list();
    expect(all).toHaveLength(OUTBOX_CAPACITY);
    expect(all[0]).toEqual({
      to: `+9190000${OUTBOX_CAPACITY + 4}`,
      channel: 'sms',
      text: `m${OUTBOX_CAPACITY + 4}`,
      code: `${OUTBOX_CAPACITY + 4}`,
      time: '2026-01-01T00:00:00.000Z',
    });
    expect(outbox.list('+91900000')).toHaveLength(0);
    expect(outbox.latestCode(`+9190000${OUTBOX_CAPACITY}`)).toBe(`${OUTBOX_CAPACITY}`);
  });

  it('never logs the text (the code) in production: a trial server allowed the console adapters', async () => {
    const logged: unknown[] = [];
    const log = { info: (fields: unknown) => logged.push(fields) };
    const clock = () => new Date('2026-01-01T00:00:00Z');
    await new ConsoleSmsSender(new DevOutbox(), log, clock, false).send({
      to: '+919000011111',
      text: '482913 is your code',
      code: '482913',
    });
    await new ConsoleEmailSender(new DevOutbox(), log, clock, false).send({
      to: 'a@b.test',
      subject: 'Code',
      text: '482913 is your code',
      code: '482913',
    });
    expect(logged).toEqual([{ to: '+919000011111' }, { to: 'a@b.test' }]);
    expect(JSON.stringify(logged)).not.toContain('482913');
    // Development logs it (the README's sign-in reads it from the log).
    await new ConsoleSmsSender(new DevOutbox(), log, clock).send({ to: '+919000011111', text: '111222 is your code' });
    expect(JSON.stringify(logged.at(-1))).toContain('111222');
  });
});
