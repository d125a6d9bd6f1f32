// argon2id password hashing. `verifyPassword` on a missing account still spends the
// same work on a dummy hash, so response time does not reveal whether it exists.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum the isolated-modules build cannot read); also the library default.
const OPTIONS = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

function getDummyHash(): Promise<string> {
  dummyHash ??= hash('cardora-dummy-password-for-timing', OPTIONS);
  return dummyHash;
}

/** False when there is no hash (no account, or no password yet) after equal work. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
