import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from './outbox';
import type { EmailMessage, EmailSender, SmsMessage, SmsSender } from './types';

type LogFn = Pick<FastifyBaseLogger, 'info'>;

/** Development SMS: logs the message and keeps it in the dev outbox. */
export class ConsoleSmsSender implements SmsSender {
  constructor(
    private readonly outbox: DevOutbox,
    private readonly log: LogFn,
    private readonly now: () => Date,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info({ to: message.to, text: message.text }, 'console SMS');
    this.outbox.push({
      to: message.to,
      channel: 'sms',
      text: message.text,
      code: message.code ?? null,
      time: this.now().toISOString(),
    });
  }
}

/** Development e-mail: logs the message and keeps it in the dev outbox. */
export class ConsoleEmailSender implements EmailSender {
  constructor(
    private readonly outbox: DevOutbox,
    private readonly log: LogFn,
    private readonly now: () => Date,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    this.log.info({ to: message.to, subject: message.subject, text: message.text }, 'console e-mail');
    this.outbox.push({
      to: message.to,
      channel: 'email',
      text: message.text,
      code: message.code ?? null,
      time: this.now().toISOString(),
    });
  }
}
