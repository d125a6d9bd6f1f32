// The business report's 'Payment mode' and 'Reference': how the business's latest plan payment
// was paid (docs/product-rules.md#manual-payment-mode), as the same SQL for both writers (the
// keyset writer of repo.ts and COPY of copy.ts), so their bytes stay equal. The labels are the
// contract's paymentModeLabel, written into the statement; none starts like a formula or holds a
// quote or comma, so COPY writes them as csvCell does without cell()'s second look-up.
import { MANUAL_PAYMENT_MODES, paymentModeLabel } from '@cardora/contract';
import { type SQL, sql } from 'drizzle-orm';
import { businesses } from '#db/schema';

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

const modeLabel = sql.join(
  [
    sql`case when cp.provider = 'manual' then case cp.payment_mode`,
    ...MANUAL_PAYMENT_MODES.map(
      (mode) => sql`when ${literal(mode)} then ${literal(paymentModeLabel({ provider: 'manual', paymentMode: mode }))}`,
    ),
    sql`else ${literal(paymentModeLabel({ provider: 'manual', paymentMode: null }))} end`,
    sql`when cp.provider = 'razorpay' then ${literal(paymentModeLabel({ provider: 'razorpay', paymentMode: null }))}`,
    sql`else ${literal(paymentModeLabel({ provider: 'sandbox', paymentMode: null }))} end`,
  ],
  sql` `,
);

/** `expression` of the business's newest card payment (null without one); card_payments_agency_business_idx serves it. */
function ofLatestPayment(expression: SQL): SQL<string | null> {
  return sql<string | null>`(select ${expression} from card_payments cp
    where cp.agency_id = ${businesses.agencyId} and cp.business_id = ${businesses.id}
    order by cp.paid_at desc, cp.record_no desc limit 1)`;
}

export const latestPaymentModeSql = ofLatestPayment(modeLabel);
export const latestPaymentReferenceSql = ofLatestPayment(sql`cp.payment_reference`);
