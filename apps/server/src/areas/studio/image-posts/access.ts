// Who reads which greetings and who manages which (docs/product-rules.md#greetings): the
// contract's imagePostReadScope / imagePostOwner / referenceDataOwner applied to a request's
// agency and principal.
import { customerProducts, IMAGE_POST_MESSAGES, imagePostOwner, imagePostReadScope } from '@cardora/contract';
import type { AgencyRow } from '#db/schema';
import { AppError } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { isCustomer } from '#policies/identity';
import { greetingsManagerOf } from '#policies/studio';
import type { Manager, Visibility } from './repo';

export interface Caller {
  agency: AgencyRow;
  principal: Principal;
}

export const greetingsOff = () => new AppError('VALIDATION_FAILED', IMAGE_POST_MESSAGES.greetingsOff, 400);

/** The posts, categories and tags the caller reads; a customer of an agency with greetings off: 400. */
export function visibilityOf({ agency, principal }: Caller): Visibility {
  const customer = isCustomer(principal);
  const scope = imagePostReadScope(agency, customer ? 'customer' : 'staff');
  if (!scope) throw greetingsOff();
  return {
    platform: scope.platform,
    ownAgencyId: scope.own ? agency.id : null,
    // Greeting videos are offered only when the agency has images and video posts on.
    imagesOnly: customer && !customerProducts(agency.configuration).videoPosts,
  };
}

/** Greetings Management (admin or franchisee-with-all-card-access): the rows the caller may change. */
export function managerOf({ agency, principal }: Caller): Manager {
  return greetingsManagerOf(principal, agency);
}

/** What managers see while managing: the same as the agency's staff (the platform's and their own). */
export function managingVisibility(agency: AgencyRow): Visibility {
  const scope = imagePostReadScope(agency, 'staff');
  return { platform: scope?.platform ?? true, ownAgencyId: scope?.own ? agency.id : null };
}

/** The owner of new posts: the platform for the superadmin agency; else 400 without exclusive posts. */
export function postOwnerOf(agency: AgencyRow): string | null {
  const owner = imagePostOwner(agency);
  if (!owner.ok) throw new AppError('VALIDATION_FAILED', owner.message, 400);
  return owner.agencyId;
}

export const platformRow = (field: string) =>
  new AppError('VALIDATION_FAILED', IMAGE_POST_MESSAGES.platformRow, 400, { [field]: IMAGE_POST_MESSAGES.platformRow });
