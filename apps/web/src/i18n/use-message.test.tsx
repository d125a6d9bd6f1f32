// The contract's messages in the panel's language: a message with a Hindi
// translation shows in Hindi; one without, and every message in English, shows as written.
import { ENTITLEMENT_KINDS, ENTITLEMENT_MESSAGES, MESSAGES, tagLimitMessage } from '@cardora/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from './test-i18n';
import { useMessage } from './use-message';

function Shown({ message }: { message: string }) {
  const translate = useMessage();
  return <>{translate(message)}</>;
}

function render(language: 'en' | 'hi', message: string): string {
  return renderToString(
    <I18nextProvider i18n={testI18n(language)}>
      <Shown message={message} />
    </I18nextProvider>,
  );
}

describe('useMessage', () => {
  it('shows a contract message in Hindi, full stops and colons in it included', () => {
    expect(render('hi', 'At most 30 links.')).toBe('ज़्यादा से ज़्यादा 30 लिंक।');
    expect(render('hi', 'Set your card address first: the QR code opens it.')).toBe(
      'पहले अपने कार्ड का पता सेट करें: QR कोड वही खोलता है।',
    );
  });

  it('shows a message without a translation as written', () => {
    expect(render('hi', 'There is no lead 42.')).toBe('There is no lead 42.');
  });

  it('shows the English text in English', () => {
    expect(render('en', 'At most 30 links.')).toBe('At most 30 links.');
  });

  // docs/product-rules.md#hindi-mode
  it('says a message with a figure in Hindi, the figure kept, and in English exactly as the contract', () => {
    expect(render('hi', MESSAGES.otpIncorrect(4))).toBe('यह कोड सही नहीं है। 4 कोशिशें बाकी हैं।');
    expect(render('hi', MESSAGES.otpIncorrect(1))).toBe('यह कोड सही नहीं है। 1 कोशिश बाकी है।');
    expect(render('hi', MESSAGES.otpResendTooSoon(20))).toBe('नया कोड माँगने से पहले 20 सेकंड रुकें।');
    for (const message of [MESSAGES.otpIncorrect(4), MESSAGES.otpIncorrect(1), MESSAGES.otpResendTooSoon(20)]) {
      expect(render('en', message)).toBe(message);
    }
  });

  it("says the plan's refusals in Hindi, whatever the product and figures", () => {
    expect(render('hi', ENTITLEMENT_MESSAGES.notIncluded('promotionalVideo'))).toBe(
      'इस बिज़नेस के प्लान में प्रमोशनल वीडियो शामिल नहीं हैं। इन्हें जोड़ने के लिए प्लान अपग्रेड करें।',
    );
    expect(render('hi', ENTITLEMENT_MESSAGES.limitReached('pdfCard', 3, 3))).toBe(
      'इस बिज़नेस का प्लान 3 PDF ID कार्ड की अनुमति देता है; इसमें 3 हैं। और जोड़ने के लिए प्लान अपग्रेड करें।',
    );
    for (const kind of ENTITLEMENT_KINDS) {
      for (const message of [
        ENTITLEMENT_MESSAGES.notIncluded(kind),
        ENTITLEMENT_MESSAGES.needsPlan(kind),
        ENTITLEMENT_MESSAGES.limitReached(kind, 1, 1),
        ENTITLEMENT_MESSAGES.freeLimitReached(kind, 2, 5),
      ]) {
        expect(render('hi', message), message).toMatch(/^[^A-Za-z]*(PDF ID[^A-Za-z]*)?$/);
        expect(render('en', message)).toBe(message.replaceAll("'", '&#x27;'));
      }
    }
  });

  // docs/product-rules.md#physical-tags
  it("says the tag refusal in Hindi with the plan's and the purchases' numbers", () => {
    expect(render('hi', tagLimitMessage(2, 3))).toBe(
      'इस बिज़नेस के प्लान में 2 टैग शामिल हैं और इसने 3 खरीदे हैं; इसके पास कुल 5 टैग हैं। और टैग खरीदें या प्लान अपग्रेड करें।',
    );
    expect(render('en', tagLimitMessage(1, 0))).toBe(tagLimitMessage(1, 0).replaceAll("'", '&#x27;'));
  });
});
