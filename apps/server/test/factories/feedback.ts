// Test helpers for the card's visitor forms (feedback and leads): a visitor posting the card's
// form as a browser does (URL-encoded, no session, no CSRF header) from an IP of its own, so one
// test's sends never count against another's limits; and the card with a client per role that
// reads what visitors sent.
import { randomInt } from 'node:crypto';
import { CONSENT_VALUE, FRANCHISEE_PERMISSIONS, VISITOR_NOTICE_VERSION } from '@cardora/contract';
import type { TestApp } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer, createFranchisee } from '#test/support/factories';
import { signedIn, signedInAs, signedInFranchisee, signedInStaff } from '#test/support/worlds';

export interface VisitorResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** A fresh documentation-range address per visitor (RFC 5737: never a real host). */
export function visitorIp(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface Visitor {
  ip: string;
  /** POSTs the form as the card's page would, to /<cardId>/<kind>. */
  post(
    cardId: string,
    kind: 'feedback' | 'lead',
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<VisitorResponse>;
  get(path: string): Promise<VisitorResponse>;
}

export function visitor(t: TestApp, agency: { slug: string }, ip: string = visitorIp()): Visitor {
  const host = `${agency.slug}.localhost`;
  return {
    ip,
    async post(cardId, kind, fields, headers = {}) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/${cardId}/${kind}`,
        remoteAddress: ip,
        headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });
      return { status: response.statusCode, headers: response.headers, text: response.body };
    },
    async get(path) {
      const response = await t.app.inject({ method: 'GET', url: path, remoteAddress: ip, headers: { host } });
      return { status: response.statusCode, headers: response.headers, text: response.body };
    },
  };
}

/** The notice's box ticked beside the current words, as every form a visitor sends now carries. */
export const AGREED = { consent: CONSENT_VALUE, noticeVersion: VISITOR_NOTICE_VERSION };

export const GOOD_FEEDBACK = {
  rating: '5',
  message: 'Fresh kaju katli, packed beautifully.',
  name: 'Priya Nair',
  contact: '98765 43210',
  ...AGREED,
};

export const GOOD_LEAD = { name: 'Rohan Mehta', phone: '98111 22334', source: 'card', ...AGREED };

/**
 * A card of a business made by a franchisee without any permission, one `kind` a visitor sent to
 * it, and that franchisee signed in.
 */
export async function sentToBareFranchiseesCard(t: TestApp, kind: 'feedback' | 'lead') {
  const agency = await createAgency();
  const bare = await createFranchisee({ agency, permissions: [] });
  const business = await createBusiness({ user: await createCustomer({ agency }), madeByFranchisee: bare });
  const card = await createCard({ business });
  await visitor(t, agency).post(card.cardId ?? '', kind, kind === 'lead' ? GOOD_LEAD : GOOD_FEEDBACK);
  return { business, client: await signedIn(t.client(agency), bare) };
}

/**
 * An agency (and another one) with a card made by a franchisee, and a signed-in client for each
 * role that reads a card's enquiries: its owner, another customer, the agency's admin and
 * creator, the franchisee who made it, one with all-card access, another franchisee, and the
 * other agency's admin on its own host and with its cookie sent to this agency's host.
 */
export async function enquiryWorld(t: TestApp, names: { agencyName?: string; businessName: string }) {
  const agency = await createAgency(names.agencyName ? { agencyName: names.agencyName } : {});
  const other = await createAgency();
  const every = [...FRANCHISEE_PERMISSIONS];
  const maker = await createFranchisee({ agency, permissions: every });
  const ownerRow = await createCustomer({ agency });
  const business = await createBusiness({ user: ownerRow, businessName: names.businessName, madeByFranchisee: maker });
  const card = await createCard({ business });
  const otherAgencyOwnHost = await signedInStaff(t, other, 'admin');
  const otherAgencyCookie = t.client(agency);
  for (const [name, value] of otherAgencyOwnHost.jar) otherAgencyCookie.jar.set(name, value);
  return {
    agency,
    business,
    card,
    cardId: card.cardId ?? '',
    clients: {
      owner: await signedIn(t.client(agency), ownerRow),
      otherCustomer: await signedInAs(t, agency, 'customer'),
      admin: await signedInStaff(t, agency, 'admin'),
      creator: await signedInStaff(t, agency, 'creator'),
      maker: await signedIn(t.client(agency), maker),
      allCard: await signedInFranchisee(t, agency, {
        permissions: every,
        roles: ['franchisee', 'franchisee-with-all-card-access'],
      }),
      otherFranchisee: await signedInFranchisee(t, agency, { permissions: every }),
      otherAgencyOwnHost,
      otherAgencyCookie,
    },
  };
}
