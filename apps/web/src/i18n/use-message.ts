// The contract's messages (form checks, refusals) in the panel's language (issue 17 item 10). A
// message's English text is its key in locales/<language>/messages.json, so one without a
// translation (or in English) shows as written. A message with a figure in it is recognised
// by rebuilding it from the figure (FIGURED) and said with the figure in the page's language.
import { MESSAGES } from '@cardora/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Messages made from one number, and their words in common.json's `figured`. */
const FIGURED: { english: (figure: number) => string; key: string; option: 'count' | 'seconds' }[] = [
  { english: MESSAGES.otpIncorrect, key: 'figured.otpIncorrect', option: 'count' },
  { english: MESSAGES.otpResendTooSoon, key: 'figured.otpResendTooSoon', option: 'seconds' },
];

/** Returns `translate(message)`: the message in the component's language, else the message itself. */
export function useMessage(): (message: string) => string {
  // Not suspending: a field or alert shows the English text until the file arrives.
  const { t } = useTranslation(['messages', 'common'], { useSuspense: false });
  return useCallback(
    (message: string) => {
      const figure = Number(/\d+/.exec(message)?.[0] ?? Number.NaN);
      if (Number.isInteger(figure)) {
        const known = FIGURED.find((entry) => entry.english(figure) === message);
        if (known) return t(known.key, { ns: 'common', [known.option]: figure }) as string;
      }
      return t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message }) as string;
    },
    [t],
  );
}
