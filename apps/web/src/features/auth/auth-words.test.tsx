// The sign-in pages' words (docs/product-rules.md#hindi-mode): the English is the contract's where the contract
// has the sentence, and an element inside a sentence (the number a code went to, the countdown)
// lands where each language puts it.
import { MESSAGES, OTP_LENGTH } from '@cardora/contract/auth';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testT } from '#i18n/test-i18n';
import { SLOT, withElement } from './sentence';

const sentTo = (language: 'en' | 'hi') =>
  renderToStaticMarkup(
    <p>
      {withElement(
        testT(language, 'auth')('otp.sentBySms', { count: OTP_LENGTH, sentTo: SLOT }),
        <b>+91 ••••••3210</b>,
      )}
    </p>,
  );

describe('the sign-in words', () => {
  it("say the contract's sentence about the code", () => {
    expect(testT('en', 'auth')('otp.format', { count: OTP_LENGTH })).toBe(MESSAGES.otpFormat);
  });

  it('put the number a code went to where each language puts it', () => {
    expect(sentTo('en')).toBe('<p>Enter the 6-digit code we sent by SMS to <b>+91 ••••••3210</b>.</p>');
    expect(sentTo('hi')).toBe('<p><b>+91 ••••••3210</b> पर SMS से भेजा गया 6 अंकों का कोड डालें।</p>');
  });

  it('leaves a sentence without the slot as it is', () => {
    expect(withElement('Verify', <b>x</b>)).toBe('Verify');
  });
});
