// What a card's figures count, as the server counts
// them in card_events: said once here, shown by the customer home and Insights, and held to the
// server's counting by its tests (apps/server/src/areas/admin/dashboard/customer.test.ts).

/** A page reload by the same visitor within this many seconds is one view (public-card VIEW_REPEAT_MS). */
export const CARD_VIEW_REPEAT_SECONDS = 30;

export type CardActivityFigure = 'views' | 'uniqueVisitors' | 'clicks' | 'contactSaves';

export const CARD_ACTIVITY_TERMS: Record<CardActivityFigure, { label: string; counts: string }> = {
  views: {
    label: 'Views',
    counts: `Times your card’s page was opened. Opening it again from the same browser within ${CARD_VIEW_REPEAT_SECONDS} seconds counts once.`,
  },
  uniqueVisitors: {
    label: 'Unique visitors',
    counts:
      'Different visitors on each day, told apart by a one-way code made from their internet address and browser; the address itself is not kept. Someone who comes back on another day counts again.',
  },
  clicks: {
    label: 'Clicks',
    counts:
      'Taps on your card’s buttons: call, WhatsApp, e-mail, map, website and links, save contact, share, UPI, videos, product enquiries and QR downloads.',
  },
  contactSaves: {
    label: 'Contact saves',
    counts: 'Times your contact was saved to a phone from the card (also counted in clicks).',
  },
};

/** The one-line summary under Insights' title. */
export const CARD_ACTIVITY_SUMMARY =
  'Views are opens of your card’s page, unique visitors are different visitors per day, and clicks are taps on your card’s buttons.';

/** The card's days are UTC days: in India each one starts at 5:30 am. */
export const CARD_ACTIVITY_DAYS_NOTE = 'Days run from 5:30 am to 5:30 am India time (UTC days).';
