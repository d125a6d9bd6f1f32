import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from './outbox';
import type { EmailMessage, EmailSender, SmsMessage, SmsSender } from './types';

type LogFn = Pick<FastifyBaseLogger, 'info'>;

/** What both console senders share: the dev outbox, the log, the clock, whether the text may be logged. */
abstract class ConsoleSender {
  constructor(
    private readonly outbox: DevOutbox,
    protected readonly log: LogFn,
    private readonly now: () => Date,
    protected readonly logText = true,
  ) {}

  /** Keeps the message in the dev outbox as sent on `channel`. */
  protected keep(channel: 'sms' | 'email', message: SmsMessage | EmailMessage): void {
    this.outbox.push({
      to: message.to,
      channel,
      text: message.text,
      code: message.code ?? null,
      time: this.now().toISOString(),
      ...(message.senderName ? { sender: message.senderName } : {}),
    });
  }
}

/**
 * Development SMS: logs the message and keeps it in the dev outbox. In production (allowed only
 * with ALLOW_CONSOLE_MESSAGING) the text, and so the code, is never logged.
 */
export class ConsoleSmsSender extends ConsoleSender implements SmsSender {
  async send(message: SmsMessage): Promise<void> {
    if (this.logText) this.log.info({ to: message.to, text: message.text }, 'console SMS');
    else this.log.info({ to: message.to }, 'console SMS (text not logged in production)');
    this.keep('sms', message);
  }
}

/** Development e-mail: as the SMS above, the text is logged outside production only. */
export class ConsoleEmailSender extends ConsoleSender implements EmailSender {
  async send(message: EmailMessage): Promise<void> {
    if (this.logText) this.log.info({ to: message.to, subject: message.subject, text: message.text }, 'console e-mail');
    else this.log.info({ to: message.to }, 'console e-mail (text not logged in production)');
    this.keep('email', message);
  }
}
