// Franchisee management: the admin's Franchisee List. Who may call it is
// the 'franchiseeList' menu rule (admin), so franchisees never manage franchisees.
import { z } from 'zod';
import { ZFranchiseeSummary } from './auth';
import { listOf, pagingQueryFields, requiredText, ZPhoneNumber, ZUuid } from './common';
import { FRANCHISEE_PERMISSIONS, FRANCHISEE_ROLES, type FranchiseePermission, type FranchiseeRole } from './roles';

/**
 * What each franchisee permission allows. The server checks them by name; a
 * franchisee without one gets 403 and nothing changes.
 *
 * | permission      | allows                                                      | checked on |
 * |-----------------|-------------------------------------------------------------|------------|
 * | business:create | register a customer, add or clone a business for them       | POST /business/registerUserAndGetBusinesses, POST /business, POST /business/cloneBusiness |
 * | business:edit   | change a business's name, category or contact               | POST /business/updateBusinessMetadata |
 * | business:delete | delete a business, or its card (All Projects row action)   | DELETE /business/{id}, POST /deleteCard |
 * | card:edit       | create and edit cards (every section, uploads) and the card row actions (status, limit, image-post status and settings) | POST /updateCard*, /document/uploadDoc, /updateCardStatus, /updateCardLimit, /updateImagePostStatus, /updateImagePostSettings |
 * | payment:record  | record manual payments (cards, PDF cards, promotional videos) | POST /card-payment (manual), POST /pdf-card/pdf-card-payment (manual), POST /video/user-video-payment (manual) |
 * | payment:delete  | delete payment records (an audit record keeps what was deleted and by whom) | DELETE /card-payment, DELETE /pdf-card/pdf-card-payment, DELETE /video/user-video-payment |
 * | plan:custom     | give a business a custom plan (CUSTOM_PLAN: any price, any validity) | POST /card-payment and POST /card-payment/order with subscriptionPlanId CUSTOM_PLAN |
 *
 * There is no report permission: Report and its CSV downloads are for admins, so a
 * franchisee is refused them whatever its list says.
 *
 * Roles: every franchisee has `franchisee`; `franchisee-with-all-card-access` widens its reach
 * from the businesses it made to all businesses of the agency, and shows it Greetings
 * Management (and, in the superadmin agency, Video templates and Link Store). Permissions
 * still apply to what it may do with them. `configuration.hideBilling` hides Billing and
 * Agency Management from it.
 */
export const FRANCHISEE_PERMISSION_INFO: Record<FranchiseePermission, { label: string; description: string }> = {
  'business:create': {
    label: 'Create businesses',
    description: 'Register customers and add or clone businesses for them.',
  },
  'business:edit': { label: 'Edit businesses', description: "Change a business's name, category or contact." },
  'business:delete': { label: 'Delete businesses', description: 'Delete a business or its card.' },
  'card:edit': {
    label: 'Edit cards',
    description: 'Create and edit the cards of its businesses, upload images, change card status and limits.',
  },
  'payment:record': {
    label: 'Record payments',
    description: 'Record payments taken outside the gateway (cash, bank transfer) for its businesses.',
  },
  'payment:delete': {
    label: 'Delete payments',
    description: 'Delete payment records of its businesses; each deletion is kept in the audit log.',
  },
  'plan:custom': {
    label: 'Give custom plans',
    description: 'Give its businesses a custom plan with its own price and validity.',
  },
};

export const FRANCHISEE_ROLE_INFO: Record<FranchiseeRole, { label: string; description: string }> = {
  franchisee: { label: 'Franchisee', description: 'Works on the businesses it made.' },
  'franchisee-with-all-card-access': {
    label: 'All card access',
    description: 'Sees and works on every business of the agency, not only its own; manages greetings.',
  },
};

export const FRANCHISEE_MESSAGES = {
  nameRequired: "Enter the franchisee's name.",
  nameTooLong: 'The name can be at most 100 characters.',
  phoneTaken: 'A franchisee with this phone number already exists.',
  unknownPermission: 'Choose permissions from the list.',
  notFound: 'This franchisee does not exist.',
} as const;

export const ZFranchiseeName = requiredText(100, FRANCHISEE_MESSAGES.nameRequired, FRANCHISEE_MESSAGES.nameTooLong);

const ZPermissionList = z
  .array(z.enum(FRANCHISEE_PERMISSIONS, { error: FRANCHISEE_MESSAGES.unknownPermission }))
  .max(FRANCHISEE_PERMISSIONS.length)
  .transform((list) => FRANCHISEE_PERMISSIONS.filter((p) => list.includes(p)));

/** Every franchisee has the `franchisee` role; all-card access is the optional extra. */
const ZRoleList = z
  .array(z.enum(FRANCHISEE_ROLES))
  .max(FRANCHISEE_ROLES.length)
  .transform((list): FranchiseeRole[] =>
    list.includes('franchisee-with-all-card-access')
      ? ['franchisee', 'franchisee-with-all-card-access']
      : ['franchisee'],
  );

export const ZFranchiseeForm = z.object({
  name: ZFranchiseeName,
  phoneNumber: ZPhoneNumber,
  permissions: ZPermissionList.default([]),
  roles: ZRoleList.default(['franchisee']),
  configuration: z.object({ hideBilling: z.boolean().default(false) }).default({ hideBilling: false }),
});

/** POST /franchisee/signup: the franchisee sets its password itself (franchisee login, OTP). */
export const ZFranchiseeSignupBody = ZFranchiseeForm;
export type TFranchiseeSignupBody = z.input<typeof ZFranchiseeSignupBody>;

/** POST /franchisee/edit: the whole record again (a form saves all of it). */
export const ZFranchiseeEditBody = ZFranchiseeForm.extend({ franchiseeId: ZUuid });
export type TFranchiseeEditBody = z.input<typeof ZFranchiseeEditBody>;

/** The franchisee as signed in (auth.ts), its permissions only the known ones, and its account's state. */
export const ZFranchisee = ZFranchiseeSummary.extend({
  permissions: z.array(z.enum(FRANCHISEE_PERMISSIONS)),
  /** False until the franchisee sets a password through the franchisee login's OTP. */
  passwordSet: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TFranchisee = z.infer<typeof ZFranchisee>;

export const ZFranchiseeList = listOf(ZFranchisee);
export type TFranchiseeList = z.infer<typeof ZFranchiseeList>;

/** GET /franchisee/list: all=true gives every franchisee (for pickers); else filters and paging. */
export const ZFranchiseeListQuery = z.object({
  all: z.stringbool().default(false),
  ...pagingQueryFields(100, 20),
  /** Part of the name or of the phone number. */
  search: z.string().trim().max(100).optional(),
  permission: z.enum(FRANCHISEE_PERMISSIONS).optional(),
  role: z.enum(FRANCHISEE_ROLES).optional(),
});
export type TFranchiseeListQuery = z.input<typeof ZFranchiseeListQuery>;

export function isFranchiseePermission(value: string): value is FranchiseePermission {
  return FRANCHISEE_PERMISSIONS.some((known) => known === value);
}
