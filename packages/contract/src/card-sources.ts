// Where a public card visit (and a lead left on it) came from. The card's address carries it:
// `?g=<imageId>` from a branded greeting (image-posts.ts greetingCardUrl), `?src=qr` from the
// printed QR kit, `?src=pdf` from the QR on a PDF ID card, `?src=nfc` from a physical tag's
// /t/<code>; anything else is a direct visit.
// Counted per source in /insights and stored on each lead.

export const CARD_VISIT_SOURCES = ['card', 'greeting', 'qr', 'pdf_card', 'nfc'] as const;
export type CardVisitSource = (typeof CARD_VISIT_SOURCES)[number];

export const CARD_VISIT_SOURCE_LABELS: Record<CardVisitSource, string> = {
  card: 'Card link',
  greeting: 'Greeting',
  qr: 'QR code',
  pdf_card: 'PDF ID card',
  nfc: 'NFC or QR tag',
};

/** The `src` query values that name a source on the card's address. */
const SOURCE_PARAMS: Record<string, CardVisitSource> = { qr: 'qr', pdf: 'pdf_card', nfc: 'nfc' };

/** The address a printed QR (kit: 'qr') or a PDF ID card's QR ('pdf_card') encodes. */
export function cardUrlWithSource(cardPublicUrl: string, source: 'qr' | 'pdf_card' | 'nfc'): string {
  return `${cardPublicUrl}?src=${source === 'pdf_card' ? 'pdf' : source}`;
}

/** The source of a visit from the card page's query (`g` wins: a greeting's QR is a greeting). */
export function visitSourceOfQuery(query: { g?: unknown; src?: unknown }): CardVisitSource {
  if (typeof query.g === 'string' && query.g.length > 0) return 'greeting';
  if (typeof query.src === 'string' && Object.hasOwn(SOURCE_PARAMS, query.src))
    return SOURCE_PARAMS[query.src] ?? 'card';
  return 'card';
}
