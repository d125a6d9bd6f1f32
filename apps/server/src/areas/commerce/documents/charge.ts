// What a customer is charged for a price: the price itself, unless the agency quotes its prices
// without GST — then the GST at its rate (split by the place of supply) is added on top. The
// document made when the money comes splits that amount back into taxable value and tax.
// docs/product-rules.md#prices-and-gst
import { taxBreakdown } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { businessTaxDetails } from '#db/schema';
import { placeOfSupply } from './issue';
import { findTaxSettings } from './settings';

export async function amountToCharge(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  pricePaise: number,
): Promise<number> {
  const settings = await findTaxSettings(db, agencyId);
  // Without a GSTIN there is no GST to add; prices that include it are charged as they are.
  if (!settings?.gstin || settings.pricesIncludeTax || pricePaise === 0) return pricePaise;
  const [buyer] = await db
    .select({ gstin: businessTaxDetails.gstin, stateCode: businessTaxDetails.stateCode })
    .from(businessTaxDetails)
    .where(eq(businessTaxDetails.businessId, businessId))
    .limit(1);
  const supply = placeOfSupply(buyer?.gstin?.slice(0, 2) ?? buyer?.stateCode ?? null, settings.stateCode);
  return taxBreakdown({
    pricePaise,
    rateBasisPoints: settings.rateBasisPoints,
    pricesIncludeTax: false,
    sameState: supply === settings.stateCode,
  }).totalPaise;
}
