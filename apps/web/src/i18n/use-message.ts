// The contract's messages (form checks, refusals) in the panel's language (docs/product-rules.md#hindi-mode). A
// message's English text is its key in locales/<language>/messages.json, so one without a
// translation (or in English) shows as written. A message the contract makes from figures or a
// kind of product is recognised by making it again (figuredMessage) and said from common.json's
// `figured` words with the same figures. docs/product-rules.md#hindi-mode
import { ENTITLEMENT_KINDS, ENTITLEMENT_MESSAGES, MESSAGES, tagLimitMessage } from '@cardora/contract/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

interface Figured {
  key: string;
  options: Record<string, number>;
}

/** The `figured` words and figures of a made message, or null when it is not one of them. */
export function figuredMessage(message: string): Figured | null {
  const figures = [...message.matchAll(/\d+/g)].map((match) => Number(match[0]));
  const [first, second] = figures;
  if (figures.length === 1 && first !== undefined) {
    if (MESSAGES.otpIncorrect(first) === message) return { key: 'figured.otpIncorrect', options: { count: first } };
    if (MESSAGES.otpResendTooSoon(first) === message) {
      return { key: 'figured.otpResendTooSoon', options: { seconds: first } };
    }
  }
  // A tag beyond the plan's and the bought ones (docs/product-rules.md#physical-tags): included, bought, their sum.
  if (message === tagLimitMessage(0, 0)) return { key: 'figured.tagLimitNone', options: {} };
  if (figures.length === 3 && first !== undefined && second !== undefined) {
    if (tagLimitMessage(first, second) === message) {
      return { key: 'figured.tagLimit', options: { included: first, bought: second, count: first + second } };
    }
  }
  for (const kind of ENTITLEMENT_KINDS) {
    if (ENTITLEMENT_MESSAGES.notIncluded(kind) === message) {
      return { key: `figured.entitlement.notIncluded.${kind}`, options: {} };
    }
    if (ENTITLEMENT_MESSAGES.needsPlan(kind) === message) {
      return { key: `figured.entitlement.needsPlan.${kind}`, options: {} };
    }
    if (figures.length === 2 && first !== undefined && second !== undefined) {
      for (const made of ['limitReached', 'freeLimitReached'] as const) {
        if (ENTITLEMENT_MESSAGES[made](kind, first, second) === message) {
          return { key: `figured.entitlement.${made}.${kind}`, options: { allowed: first, used: second } };
        }
      }
    }
  }
  return null;
}

/** Returns `translate(message)`: the message in the component's language, else the message itself. */
export function useMessage(): (message: string) => string {
  // Not suspending: a field or alert shows the English text until the file arrives.
  const { t, i18n } = useTranslation(['messages', 'common'], { useSuspense: false });
  return useCallback(
    (message: string) => {
      // English is the contract's own sentence, exactly.
      const figured = i18n.language === 'en' ? null : figuredMessage(message);
      if (figured) return t(figured.key, { ns: 'common', ...figured.options }) as string;
      return t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message }) as string;
    },
    [t, i18n],
  );
}
