import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config';
import type { Clock } from '../clock';
import { ConsoleEmailSender, ConsoleSmsSender } from './console';
import { Msg91SmsSender } from './msg91';
import type { DevOutbox } from './outbox';
import { SmtpEmailSender } from './smtp';
import type { Messaging } from './types';

export { DevOutbox, type OutboxEntry } from './outbox';
export type { EmailMessage, EmailSender, Messaging, SmsMessage, SmsSender } from './types';

/** Picks the adapters the configuration names. */
export function createMessaging(config: Config, outbox: DevOutbox, log: FastifyBaseLogger, now: Clock): Messaging {
  const sms =
    config.sms.provider === 'msg91'
      ? new Msg91SmsSender({ authKey: config.sms.authKey, templateId: config.sms.templateId })
      : new ConsoleSmsSender(outbox, log, now, !config.isProduction);
  const email =
    config.email.provider === 'smtp'
      ? new SmtpEmailSender({ url: config.email.url, from: config.email.from })
      : new ConsoleEmailSender(outbox, log, now, !config.isProduction);
  return { sms, email };
}
