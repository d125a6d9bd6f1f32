import { type BillStatus, MONTH_NAMES, type TAgencyBill } from '@cardora/contract';
import { formatPaise } from '#lib/format';
import type { BillRef } from './hooks/use-billing';

export const STATUS_LABELS: Record<BillStatus, string> = { open: 'Unpaid', 'partly-paid': 'Partly paid', paid: 'Paid' };
export const STATUS_COLORS: Record<BillStatus, 'default' | 'warning' | 'success'> = {
  open: 'default',
  'partly-paid': 'warning',
  paid: 'success',
};

/** "June 2026 bill", "Annual fee 2026", "Greetings product fee", "PDF card product fee". */
export function billTitle(bill: Pick<TAgencyBill, 'kind' | 'year' | 'month'>): string {
  switch (bill.kind) {
    case 'month':
      return `${MONTH_NAMES[(bill.month ?? 1) - 1]} ${bill.year} bill`;
    case 'annual':
      return `Annual fee ${bill.year}`;
    case 'greetings':
      return 'Greetings product fee';
    case 'pdf-card':
      return 'PDF card product fee';
  }
}

/**
 * "2 active cards × ₹20", "1 active card × ₹20"; with the physical tags made in the month beside
 * them, "… · 3 NFC/QR tags made × ₹10" (docs/product-rules.md#physical-tags).
 */
export function cardsDetail(
  bill: Pick<TAgencyBill, 'cardCount' | 'unitPricePaise'> &
    Partial<Pick<TAgencyBill, 'tagCount' | 'tagUnitPricePaise'>>,
): string {
  const cards = `${bill.cardCount} active ${bill.cardCount === 1 ? 'card' : 'cards'} × ${formatPaise(bill.unitPricePaise)}`;
  const tagCount = bill.tagCount ?? 0;
  if (tagCount === 0) return cards;
  const tags = `${tagCount} NFC/QR ${tagCount === 1 ? 'tag' : 'tags'} made × ${formatPaise(bill.tagUnitPricePaise ?? 0)}`;
  return `${cards} · ${tags}`;
}

/** Which bill is being paid ('month:2026:6', 'annual:2026', 'greetings'), so only its button shows progress. */
export function billKey(ref: BillRef): string {
  if (ref.kind === 'month') return `month:${ref.year}:${ref.month}`;
  if (ref.kind === 'annual') return `annual:${ref.year}`;
  return ref.kind;
}
