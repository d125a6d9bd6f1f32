// Transactional mail over SMTP through nodemailer (a well-kept client instead
// of our own RFC 5321 code): smtp:// with STARTTLS when the server offers it, smtps:// for
// implicit TLS, AUTH when the URL has credentials. One connection per message: we send a
// handful of OTPs, not newsletters, so no pool is kept open.
import nodemailer, { type Transporter } from 'nodemailer';
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

export function parseAddress(value: string): string {
  const match = /<([^>]+)>/.exec(value);
  return (match?.[1] ?? value).trim();
}

export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpOptions) {
    const target = new URL(options.url);
    if (target.protocol !== 'smtp:' && target.protocol !== 'smtps:') {
      throw new Error('SMTP_URL must start with smtp:// or smtps://');
    }
    const implicitTls = target.protocol === 'smtps:';
    const user = decodeURIComponent(target.username);
    const timeoutMs = options.timeoutMs ?? 15_000;
    this.transport = nodemailer.createTransport({
      host: target.hostname,
      port: Number(target.port || (implicitTls ? 465 : 587)),
      secure: implicitTls,
      ...(user ? { auth: { user, pass: decodeURIComponent(target.password) } } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      tls: { rejectUnauthorized: options.rejectUnauthorized ?? true },
    });
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      // The agency's app name before MAIL_FROM's address: mail shows as from the agency's brand.
      from: message.senderName
        ? { name: message.senderName, address: parseAddress(this.options.from) }
        : this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      // Base64 keeps any script (Hindi, Tamil…) intact through every relay.
      textEncoding: 'base64',
    });
  }
}
