// What a business buys by the piece beyond its plan — promotional videos, NFC/QR tags: a
// purchase buys `quantity` at the agency's price per piece. What the business has bought is the
// sum of its purchases recorded now, so deleting one is the recomputation; the entitlements add
// it to the plan's own. One flow for each such product; a product says only its price (and when
// it is not sold), its name in an order, and the field its total is answered in.
import type { TPaymentOrderResponse, ZMakePromotionalVideoPaymentBody, ZMakeTagPaymentBody } from '@cardora/contract';
import type { z } from 'zod';
import { requireReachableBusiness } from '#cards';
import type { AgencyRow } from '#db/schema';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import { manualAmountFor, openGatewayOrder, requireOnlinePaymentAllowed } from './checkout-flow';
import type { PurchasesNow } from './product-purchase-record';
import { deleteProductPayment, listProductPayments, recordProductPurchase } from './product-purchases';

type CountedKind = 'promotional-video' | 'tag';
/** A payment's body: the business, how many, and (staff) the manual payment's fields. */
type CountedPaymentBody = z.output<typeof ZMakeTagPaymentBody> | z.output<typeof ZMakePromotionalVideoPaymentBody>;
/** The field each counted kind's total is answered in (as PurchasesNow has it). */
interface TotalFields {
  'promotional-video': 'purchasedPromotionalVideos';
  tag: 'purchasedTags';
}
type TotalField<K extends CountedKind> = TotalFields[K];
type Totals<K extends CountedKind> = { businessId: string } & Record<TotalField<K>, number>;

export interface CountedProduct<K extends CountedKind> {
  kind: K;
  /** The price of one piece in paise; throws the 400 that says the agency does not sell it now. */
  unitPricePaise(agency: AgencyRow): number;
  /** "3 NFC/QR tags": what the gateway's order says is bought. */
  describe(quantity: number): string;
  /** The field the business's total is answered in (`purchasedTags`). */
  totalField: TotalField<K>;
  /** The 400 for a callback whose order was not for this product. */
  orderMismatch: string;
}

export function countedPurchases<K extends CountedKind>(product: CountedProduct<K>) {
  const totalOf = (now: PurchasesNow): Totals<K> => {
    if (now.kind !== product.kind) throw new Error(`not a purchase of ${product.kind}`);
    const counted = now as unknown as Totals<K>;
    return { businessId: counted.businessId, [product.totalField]: counted[product.totalField] } as Totals<K>;
  };

  return {
    /** The gateway's order for `quantity` pieces (400 when the agency does not sell them). */
    async createOrder(
      services: Services,
      agency: AgencyRow,
      principal: Principal,
      body: { businessId: string; quantity: number },
    ): Promise<TPaymentOrderResponse> {
      const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
      const price = product.unitPricePaise(agency);
      requireOnlinePaymentAllowed(agency, principal, business);
      return openGatewayOrder(services, agency, principal, {
        business,
        purchase: { kind: product.kind, quantity: body.quantity },
        amountPaise: body.quantity * price,
        description: `${product.describe(body.quantity)} for ${business.businessName}`,
      });
    },

    /**
     * A payment: a gateway one is recorded whatever the agency's price is now (it was paid against
     * an order made when it sold them); a manual one needs the product sold now.
     */
    async makePayment(services: Services, agency: AgencyRow, principal: Principal, body: CountedPaymentBody) {
      const manualAmount = manualAmountFor(principal, body);
      const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
      if (manualAmount !== null) product.unitPricePaise(agency);
      const outcome = await recordProductPurchase(
        services,
        agency,
        principal,
        { kind: product.kind, business, pdfCardNo: null, planId: null, quantity: body.quantity },
        { manualAmount, callback: body, mismatch: product.orderMismatch },
      );
      return {
        recordNo: outcome.record.recordNo,
        quantity: outcome.record.quantity,
        alreadyRecorded: outcome.alreadyRecorded,
        ...totalOf(outcome.now),
      };
    },

    async list(services: Services, agency: AgencyRow, principal: Principal, businessId: string) {
      const { business, list } = await listProductPayments(services, agency, principal, businessId, product.kind);
      // Every purchase of the business is listed, so they add up to what it has bought.
      const purchased = list.reduce((sum, record) => sum + record.quantity, 0);
      return {
        businessId: business.id,
        [product.totalField]: purchased,
        list,
        total: list.length,
      } as Totals<K> & { list: typeof list; total: number };
    },

    async deletePayment(services: Services, agency: AgencyRow, principal: Principal, recordNo: number) {
      const now = await deleteProductPayment(services, agency, principal, product.kind, recordNo);
      return { deleted: true as const, ...totalOf(now) };
    },
  };
}
