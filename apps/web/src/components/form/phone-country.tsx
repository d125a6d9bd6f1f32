import { createContext, type ReactNode, useContext } from 'react';
import { useSession } from '#features/session';
import { defaultCountryCodeFor, type PhoneOwner } from './phone-number';

// undefined: no scope, the signed-in person decides; null: the person chooses; else that code.
const PhoneCountryContext = createContext<string | null | undefined>(undefined);

/**
 * The phone fields inside are about `owner` (a business's customer, when staff edit their
 * details); null leaves it to whoever is signed in.
 */
export function PhoneCountryScope({ owner, children }: { owner: PhoneOwner | null; children: ReactNode }) {
  if (!owner) return children;
  return <PhoneCountryContext value={defaultCountryCodeFor(owner)}>{children}</PhoneCountryContext>;
}

/** The phone fields' default code here: the nearest scope's owner, else whoever is signed in. */
export function useDefaultCountryCode(): string | null {
  const scoped = useContext(PhoneCountryContext);
  const session = useSession();
  if (scoped !== undefined) return scoped;
  return defaultCountryCodeFor(session.kind === 'user' ? session.details.user : null);
}
