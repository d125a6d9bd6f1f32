import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from './outbox';
import type { EmailMessage, EmailSender, SmsMessage, SmsSender } from './types';

type LogFn = Pick<FastifyBaseLogger, 'info'>;

/**
 * Development SMS: logs the message and keeps it in the dev outbox. In production (allowed only
 * with ALLOW_CONSOLE_MESSAGING) the text, and so the code, is never logged.
 */
export class ConsoleSmsSender implements SmsSender {
  constructor(
    private readonly outbox: DevOutbox,
    private readonly log: LogFn,
    private readonly now: () => Date,
    private readonly logText = true,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    if (this.logText) this.log.info({ to: message.to, text: message.text }, 'console SMS');
    else this.log.info({ to: message.to }, 'console SMS (text not logged in production)');
    this.outbox.push({
      to: message.to,
      channel: 'sms',
      text: message.text,
      code: message.code ?? null,
      time: this.now().toISOString(),
      ...(message.senderName ? { sender: message.senderName } : {}),
    });
  }
}

/** Development e-mail: as the SMS above, the text is logged outside production only. */
export class ConsoleEmailSender implements EmailSender {
  constructor(
    private readonly outbox: DevOutbox,
    private readonly log: LogFn,
    private readonly now: () => Date,
    private readonly logText = true,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    if (this.logText) this.log.info({ to: message.to, subject: message.subject, text: message.text }, 'console e-mail');
    else this.log.info({ to: message.to }, 'console e-mail (text not logged in production)');
    this.outbox.push({
      to: message.to,
      channel: 'email',
      text: message.text,
      code: message.code ?? null,
      time: this.now().toISOString(),
      ...(message.senderName ? { sender: message.senderName } : {}),
    });
  }
}
