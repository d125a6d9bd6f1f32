// Words and links the Feedback & leads page shows, kept pure so they are tested without a DOM.
import { leadSourceLabel, leadTelHref, leadWhatsappHref, type TFeedback, type TLead } from '@cardora/contract';
import { formatDate } from '../../lib/format';

/** "just now", "5 min ago", "3 h ago", "yesterday", then the date. */
export function receivedAgo(createdAt: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  if (hours < 48) return 'yesterday';
  return formatDate(createdAt);
}

/** A lead's one-tap actions: tel: and wa.me, each only with a phone. */
export function leadActions(lead: TLead) {
  return {
    call: leadTelHref(lead.phone),
    whatsapp: leadWhatsappHref(lead, lead.businessName),
    source: leadSourceLabel(lead.source),
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

export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
