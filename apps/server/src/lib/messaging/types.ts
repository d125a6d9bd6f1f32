// Provider-neutral senders. OTP codes and passwords go out through these; which
// adapter runs is chosen by SMS_PROVIDER / EMAIL_PROVIDER.

export interface SmsMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  text: string;
  /** The OTP in the text, when it is one (template variable for providers, dev outbox). */
  code?: string;
  /**
   * The agency's app name (UI customisation), which leads the text. The SMS header itself is the
   * DLT-registered sender id of the provider account; MSG91 gets the name as the ##app## variable.
   */
  senderName?: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
  /** The agency's app name: the From display name (the address stays MAIL_FROM's). */
  senderName?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

export interface Messaging {
  sms: SmsSender;
  email: EmailSender;
}
