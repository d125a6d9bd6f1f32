// Image requests (POST /image-post/request-images): a signed-in customer asks the agency
// for greeting images for one of their own businesses. The request is stored and rings the
// admins' bell in one transaction; a business may ask IMAGE_REQUESTS_PER_BUSINESS_PER_DAY times
// in any 24 hours (counted under the business's row lock, so racing requests cannot pass it).
import {
  customerProducts,
  IMAGE_REQUEST_MESSAGES,
  IMAGE_REQUESTS_PER_BUSINESS_PER_DAY,
  type TImageRequest,
  type ZRequestImagesBody,
} from '@cardora/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { lockBusiness } from '#cards';
import type { AgencyRow, ImageRequestRow } from '#db/schema';
import { imageRequests } from '#db/schema';
import { notifyImageRequest } from '#identity';
import { AppError, conflict, notFound } from '#lib/errors';
import type { UserPrincipal } from '#lib/principal';
import type { Services } from '#services';

type RequestImagesBody = z.output<typeof ZRequestImagesBody>;

const DAY_MS = 24 * 3_600_000;

function toImageRequest(row: ImageRequestRow): TImageRequest {
  return {
    requestId: row.id,
    businessId: row.businessId,
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requestImages(
  services: Services,
  agency: AgencyRow,
  principal: UserPrincipal,
  body: RequestImagesBody,
): Promise<TImageRequest> {
  if (!customerProducts(agency.configuration).imagePosts) {
    throw new AppError('VALIDATION_FAILED', IMAGE_REQUEST_MESSAGES.greetingsOff, 400);
  }
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const business = await lockBusiness(tx, agency.id, body.businessId);
    // Only the owner's own business: anyone else's (or another agency's) is not found.
    if (!business || business.userId !== principal.user.id) throw notFound();
    const [recent] = await tx
      .select({ n: count() })
      .from(imageRequests)
      .where(
        and(
          eq(imageRequests.agencyId, agency.id),
          eq(imageRequests.businessId, business.id),
          gt(imageRequests.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= IMAGE_REQUESTS_PER_BUSINESS_PER_DAY) throw conflict(IMAGE_REQUEST_MESSAGES.tooMany);
    const [row] = await tx
      .insert(imageRequests)
      .values({
        agencyId: agency.id,
        businessId: business.id,
        requestedByUserId: principal.user.id,
        category: body.category,
        message: body.message,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('image request not stored');
    await notifyImageRequest(tx, { agencyId: agency.id, business, request: row });
    return toImageRequest(row);
  });
}
