// The dev outbox: what the console adapters "sent", newest first, so a developer or an
// e2e journey can read an OTP without a phone. Never registered in production.

export interface OutboxEntry {
  to: string;
  channel: 'sms' | 'email';
  text: string;
  code: string | null;
  time: string;
  /** The agency's app name the message went out under, when the caller named one. */
  sender?: string;
}

export const OUTBOX_CAPACITY = 200;

export class DevOutbox {
  private entries: OutboxEntry[] = [];

  push(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    if (this.entries.length > OUTBOX_CAPACITY) this.entries.length = OUTBOX_CAPACITY;
  }

  list(to?: string): OutboxEntry[] {
    return to ? this.entries.filter((entry) => entry.to === to) : [...this.entries];
  }

  /** The newest code sent to `to` (tests read OTPs with this). */
  latestCode(to: string): string | null {
    return this.entries.find((entry) => entry.to === to && entry.code)?.code ?? null;
  }
}
