// What every endpoint table is made of: the /api/v1 prefix, the one `api` path helper, who may
// call an endpoint and an entry's shape. Below every table (and the one endpoint table that
// spreads them), so a table imports only this and its own schemas.
import type { z } from 'zod';
import type { AdminMenuItem, FranchiseePermission, MoneyAction } from '../roles';

export const API_PREFIX = '/api/v1';

/**
 * Who may call an endpoint. The server enforces it; the web uses it only to hide.
 * - public: anyone (the agency still comes from the host)
 * - session: anyone signed in (user or franchisee)
 * - user / franchisee: that kind of session
 * - staff: the admin area (admin or creator users, franchisees)
 * - admin: a user with the admin role
 * - menu: staff who can see that admin menu item, optionally a franchisee permission,
 *   or a money action (canDoMoneyAction: admins, or a franchisee with the action's permission)
 */
export type Access =
  | 'public'
  | 'session'
  | 'user'
  | 'franchisee'
  | 'staff'
  | 'admin'
  | { menu: AdminMenuItem; franchiseePermission?: FranchiseePermission; money?: MoneyAction };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Full path; /api/v1 paths include the prefix. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Auth endpoints get the stricter per-IP rate limit. */
  authRateLimit?: boolean;
  /**
   * A background read (the notification bell's poll): it does not count as activity, so it never
   * keeps an idle session alive past its 30 minutes. The person's own activity does.
   */
  passive?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The payload inside `{ data: ... }`. */
  response: z.ZodType;
}

/**
 * The admin menu rule of each managed area: whoever sees that menu item manages it. One object per
 * area, shared by every table that has calls for its managers (businesses' categories are the
 * greetings managers').
 */
export const MANAGE = {
  greetings: { menu: 'greetingsManagement' },
  videoTemplates: { menu: 'videoTemplateManagement' },
  uiCustomisation: { menu: 'uiCustomisation' },
  staticPages: { menu: 'categoryStaticPageManagement' },
  linkStore: { menu: 'linkStore' },
} as const satisfies Record<string, Access>;

/** A path under /api/v1. */
export const api = (path: string) => `${API_PREFIX}${path}`;

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferInput<T> = T extends z.ZodType ? z.input<T> : never;
/** What a caller sends (before defaults and transforms). */
export type EndpointBody<E extends EndpointDef> = E extends { body: infer B } ? InferInput<B> : undefined;
export type EndpointQuery<E extends EndpointDef> = E extends { query: infer Q } ? InferInput<Q> : undefined;
export type EndpointParams<E extends EndpointDef> = E extends { params: infer P } ? InferInput<P> : undefined;
/** What the caller gets inside `{ data: ... }`. */
export type EndpointResponse<E extends EndpointDef> = Infer<E['response']>;
