// The contract's messages (form checks, refusals) in the panel's language (issue 17 item 10). A
// message's English text is its key in locales/<language>/messages.json, so one without a
// translation (or in English, or a template with figures in it) shows as written.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Returns `translate(message)`: the message in the component's language, else the message itself. */
export function useMessage(): (message: string) => string {
  // Not suspending: a field or alert shows the English text until the file arrives.
  const { t } = useTranslation('messages', { useSuspense: false });
  return useCallback(
    (message: string) =>
      t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message }) as string,
    [t],
  );
}
