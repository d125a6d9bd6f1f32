// Test helpers for the card's visitor forms (feedback and leads): a visitor posting the card's
// form as a browser does (URL-encoded, no session, no CSRF header) from an IP of its own, so one
// test's sends never count against another's limits.
import { randomInt } from 'node:crypto';
import type { TestApp } from '#test/support/app';

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

export const GOOD_FEEDBACK = {
  rating: '5',
  message: 'Fresh kaju katli, packed beautifully.',
  name: 'Priya Nair',
  contact: '98765 43210',
};

export const GOOD_LEAD = { name: 'Rohan Mehta', phone: '98111 22334', source: 'card' };
