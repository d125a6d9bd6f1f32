// Custom domains: the agency proves control of its domain by DNS, either a TXT record
// `_cardora-verify.<domain>` holding its token, or a CNAME of the domain to the platform
// (its `<slug>.<base domain>` or the base domain itself). The resolver is injectable for tests.
import { randomBytes } from 'node:crypto';
import { lookup, Resolver } from 'node:dns/promises';
import { domainVerificationRecordName } from '@cardora/contract';

export interface DnsResolver {
  resolveTxt(name: string): Promise<string[][]>;
  resolveCname(name: string): Promise<string[]>;
  /** A name's addresses as the system resolves it for a connection (webhooks check them first). */
  lookup(name: string): Promise<{ address: string; family: number }[]>;
}

/** The system's DNS, with a short timeout so a slow resolver cannot hold a request. */
export function systemDnsResolver(): DnsResolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return {
    resolveTxt: (name) => resolver.resolveTxt(name),
    resolveCname: (name) => resolver.resolveCname(name),
    lookup: (name) => lookup(name, { all: true, verbatim: true }),
  };
}

export function newDomainToken(): string {
  return `cardora-${randomBytes(16).toString('hex')}`;
}

/** NXDOMAIN, no data, a timeout: all mean "not verified", never a 500. */
async function orEmpty<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch {
    return [];
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

export async function isDomainVerified(
  resolver: DnsResolver,
  domain: string,
  token: string,
  baseDomain: string,
): Promise<boolean> {
  const [txt, cname] = await Promise.all([
    orEmpty(resolver.resolveTxt(domainVerificationRecordName(domain))),
    orEmpty(resolver.resolveCname(domain)),
  ]);
  // A TXT record may come in several 255-byte chunks; they form one string.
  if (txt.some((chunks) => chunks.join('').trim() === token)) return true;
  const base = bare(baseDomain);
  return cname.some((target) => {
    const host = bare(target);
    return host === base || host.endsWith(`.${base}`);
  });
}
