// A business's spreadsheet link (docs/product-rules.md#lead-feed): its leads as CSV at an address
// whose token is the key, for a spreadsheet's import from a link (Google Sheets' IMPORTDATA), which
// sends no cookie. Made, made again (the old link stops) and turned off by whoever manages where
// the business's leads go (its owner, the agency's admins). Only the token's hash finds the row;
// the token itself is kept sealed so the owner can copy the link again.
import { createHash, randomBytes } from 'node:crypto';
import { type TLeadFeed, WEBHOOK_MESSAGES } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { leadDeliveryBusiness } from '#cards';
import { type AgencyRow, businesses, leadFeeds } from '#db/schema';
import { notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { publicBaseUrl } from '#lib/public-url';
import { decryptSecret, encryptSecret } from '#lib/secret-box';
import type { Services } from '#services';
import { leadCsvOf } from './service';

interface FeedCaller {
  agency: AgencyRow;
  principal: Principal;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sealedFor = (businessId: string) => `lead-feed:${businessId}`;

function feedUrl(services: Services, agency: AgencyRow, token: string): string {
  return `${publicBaseUrl(services.config, agency)}/api/v1/lead-feed/${token}.csv`;
}

/** GET /businesses/{businessId}/lead-feed */
export async function getLeadFeed(services: Services, caller: FeedCaller, businessId: string): Promise<TLeadFeed> {
  await leadDeliveryBusiness(services, caller, businessId);
  const [row] = await services.db
    .select()
    .from(leadFeeds)
    .where(and(eq(leadFeeds.agencyId, caller.agency.id), eq(leadFeeds.businessId, businessId)));
  const token = row ? decryptSecret(services.config.payments.secretKey, row.tokenSealed, sealedFor(businessId)) : null;
  if (!row || !token) return { url: null, createdAt: null };
  return { url: feedUrl(services, caller.agency, token), createdAt: row.createdAt.toISOString() };
}

/** POST /businesses/{businessId}/lead-feed: a new link; the previous one stops working. */
export async function createLeadFeed(services: Services, caller: FeedCaller, businessId: string): Promise<TLeadFeed> {
  await leadDeliveryBusiness(services, caller, businessId);
  const token = randomBytes(24).toString('base64url');
  const now = services.now();
  const values = {
    tokenHash: hashOf(token),
    tokenSealed: encryptSecret(services.config.payments.secretKey, token, sealedFor(businessId)),
    createdAt: now,
  };
  await services.db
    .insert(leadFeeds)
    .values({ businessId, agencyId: caller.agency.id, ...values })
    .onConflictDoUpdate({ target: leadFeeds.businessId, set: values });
  return { url: feedUrl(services, caller.agency, token), createdAt: now.toISOString() };
}

/** DELETE /businesses/{businessId}/lead-feed */
export async function revokeLeadFeed(services: Services, caller: FeedCaller, businessId: string): Promise<TLeadFeed> {
  await leadDeliveryBusiness(services, caller, businessId);
  await services.db
    .delete(leadFeeds)
    .where(and(eq(leadFeeds.agencyId, caller.agency.id), eq(leadFeeds.businessId, businessId)));
  return { url: null, createdAt: null };
}

/** GET /lead-feed/{token}.csv: the business's leads, newest first; 404 for a link turned off or made again. */
export async function leadFeedCsv(services: Services, agency: AgencyRow, tokenFile: string) {
  const token = tokenFile.replace(/\.csv$/, '');
  const [row] = await services.db
    .select({ businessId: leadFeeds.businessId })
    .from(leadFeeds)
    .where(and(eq(leadFeeds.agencyId, agency.id), eq(leadFeeds.tokenHash, hashOf(token))));
  if (!row) throw notFound(WEBHOOK_MESSAGES.feedUnknown);
  return leadCsvOf(services, agency.id, eq(businesses.id, row.businessId), { bom: false });
}
