// Demo feedback and leads on Sharma Sweets' card, so the customer's
// Feedback & leads page and its badge have something to show on the first start. Written as the
// card's forms store them (normalised phones, sources of the card's own address, the notice
// ticked as each was sent: docs/product-rules.md#visitor-consent).
import { type CardVisitSource, VISITOR_NOTICE_VERSION } from '@cardora/contract';
import type { Tx } from '../db/client';
import { cardFeedback, cardLeads } from '../db/schema';

const HOUR_MS = 3_600_000;

interface DemoCard {
  agencyId: string;
  businessId: string;
  cardNo: number;
  cardId: string;
}

const FEEDBACK: { rating: number; message: string; name: string; contact: string | null; hoursAgo: number }[] = [
  {
    rating: 5,
    message: 'The kaju katli was fresh and the Diwali boxes were packed beautifully. Will order again!',
    name: 'Priya Nair',
    contact: '+919820011223',
    hoursAgo: 3,
  },
  {
    rating: 4,
    message: 'Lovely motichoor laddoos. Delivery was a little late, but the shop called to let us know.',
    name: 'Vikram Singh',
    contact: 'vikram.singh@example.com',
    hoursAgo: 30,
  },
  { rating: 5, message: 'बहुत स्वादिष्ट मिठाई, धन्यवाद!', name: 'Sunita Agarwal', contact: null, hoursAgo: 75 },
];

const LEADS: {
  name: string;
  phone: string | null;
  cardLink: string | null;
  source: CardVisitSource;
  hoursAgo: number;
}[] = [
  { name: 'Rohan Mehta', phone: '+919811122334', cardLink: null, source: 'greeting', hoursAgo: 2 },
  { name: 'Anjali Desai', phone: '+919898765432', cardLink: null, source: 'qr', hoursAgo: 20 },
  {
    name: 'Kabir Khan',
    phone: null,
    cardLink: 'https://cards.example.in/kabir-events',
    source: 'card',
    hoursAgo: 50,
  },
];

/** Oldest first, as visitors would have sent them: the lists read newest first by number. */
const oldestFirst = <T extends { hoursAgo: number }>(items: T[]) => [...items].sort((a, b) => b.hoursAgo - a.hoursAgo);

export async function seedDemoEnquiries(tx: Tx, card: DemoCard, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const agreed = (hoursAgo: number) => ({ consentedAt: at(hoursAgo), noticeVersion: VISITOR_NOTICE_VERSION });
  await tx.insert(cardFeedback).values(
    oldestFirst(FEEDBACK).map((item, index) => ({
      ...card,
      rating: item.rating,
      message: item.message,
      name: item.name,
      contact: item.contact,
      ipHash: `demo-seed-feedback-${index}`,
      createdAt: at(item.hoursAgo),
      ...agreed(item.hoursAgo),
    })),
  );
  await tx.insert(cardLeads).values(
    oldestFirst(LEADS).map((item, index) => ({
      ...card,
      name: item.name,
      phone: item.phone,
      cardLink: item.cardLink,
      source: item.source,
      ipHash: `demo-seed-lead-${index}`,
      createdAt: at(item.hoursAgo),
      ...agreed(item.hoursAgo),
    })),
  );
}
