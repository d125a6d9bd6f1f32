import { type CustomerProducts, customerProducts } from '@cardora/contract';
import { useAgency } from '#app/agency-context';
import { activeBusinessOf } from './customer-links';
import { useUserDetails } from './hooks/use-user-details';

/**
 * What a customer's product page starts from: whether the agency offers the product, the user, and
 * the active business (null while the user loads, or without one).
 */
export function useProductBusiness(product: keyof CustomerProducts) {
  const agency = useAgency();
  const offered = customerProducts(agency.configuration)[product];
  const user = useUserDetails();
  const business = user.data ? activeBusinessOf(user.data) : null;
  return { offered, user, business, businessId: business?.businessId ?? null };
}
