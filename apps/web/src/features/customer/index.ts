// The customer feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export {
  AddBusinessFirst,
  ProductListHeading,
  ProductListSkeleton,
  ProductMakeButton,
  ProductNotOffered,
} from './components/product-states';
export { activeBusinessOf, customerPaths } from './customer-links';
export { useUpdateUserPreference } from './hooks/use-update-user-preference';
export { useUserDetails } from './hooks/use-user-details';
export { useProductBusiness } from './product-business';
