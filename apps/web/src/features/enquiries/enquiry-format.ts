// Words and links the Feedback & leads page shows, kept pure so they are tested without a DOM.
import { leadTelHref, leadWhatsappHref, type TFeedback, type TLead } from '@cardora/contract';
import type { TFunction } from 'i18next';

/**
 * "just now", "5 min ago", "3 h ago", "yesterday", then the date: `t` of the 'customer' area,
 * `date` as the panel writes dates (useFormat).
 */
export function receivedAgo(
  createdAt: string,
  words: { t: TFunction; date: (value: string) => string },
  now: Date = new Date(),
): string {
  const { t, date } = words;
  const minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000);
  if (minutes < 1) return t('enquiries.justNow');
  if (minutes < 60) return t('enquiries.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('enquiries.hoursAgo', { count: hours });
  if (hours < 48) return t('enquiries.yesterday');
  return date(createdAt);
}

/** A lead's one-tap actions: tel: and wa.me, each only with a phone. */
export function leadActions(lead: TLead) {
  return {
    call: leadTelHref(lead.phone),
    whatsapp: leadWhatsappHref(lead, lead.businessName),
    /** Their card's link, only ever http(s) (the contract refused anything else; checked again). */
    cardLink: lead.cardLink && /^https?:\/\//i.test(lead.cardLink) ? lead.cardLink : null,
  };
}

/** Feedback's contact as a link: tel: for a phone, mailto: for an e-mail. */
export function contactHref(feedback: Pick<TFeedback, 'contact' | 'contactKind'>): string | null {
  if (!feedback.contact) return null;
  if (feedback.contactKind === 'email') {
    return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(feedback.contact) ? `mailto:${feedback.contact}` : null;
  }
  return leadTelHref(feedback.contact);
}
