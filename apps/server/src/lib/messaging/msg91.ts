// MSG91 SMS over its Flow API (v5): POST /api/v5/flow with the authkey header and a
// DLT-approved template. The template should use ##otp## (the code) or ##content##
// (the whole text); we fill both.
import type { SmsMessage, SmsSender } from './types';

export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  fetch?: typeof fetch;
  url?: string;
}

export class Msg91SmsSender implements SmsSender {
  private readonly fetchFn: typeof fetch;
  private readonly url: string;

  constructor(private readonly options: Msg91Options) {
    this.fetchFn = options.fetch ?? fetch;
    this.url = options.url ?? MSG91_FLOW_URL;
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await this.fetchFn(this.url, {
      method: 'POST',
      headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: this.options.templateId,
        short_url: '0',
        // MSG91 wants the number with its country code and without the plus.
        recipients: [
          {
            mobiles: message.to.replace(/^\+/, ''),
            otp: message.code ?? message.text,
            content: message.text,
            // A template may name the agency's app with ##app##.
            ...(message.senderName ? { app: message.senderName } : {}),
          },
        ],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body: unknown = await response.json().catch(() => null);
    const type = typeof body === 'object' && body !== null && 'type' in body ? body.type : undefined;
    if (!response.ok || type === 'error') {
      const detail = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : '';
      throw new Error(`MSG91 refused the SMS (HTTP ${response.status}) ${detail}`.trim());
    }
  }
}
