import type { TAgencyDetails } from '@cardora/contract/auth';
import { createContext, useContext } from 'react';

export const AgencyContext = createContext<TAgencyDetails | null>(null);

/** The agency of this host; available everywhere below the boot gate. */
export function useAgency(): TAgencyDetails {
  const agency = useContext(AgencyContext);
  if (!agency) throw new Error('useAgency() used outside the boot gate');
  return agency;
}
