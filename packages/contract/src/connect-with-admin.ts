// 'Connect with admin': a customer who may not buy online reaches the
// agency on WhatsApp or by phone, with a message that already names the business and the plan.
import type { TAgencyConfiguration } from './agency';

export type TAgencyContact = NonNullable<TAgencyConfiguration['contact']>;

/** Digits of a phone number as wa.me and tel: take them; null when too short to be a number. */
function phoneDigits(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 7 ? digits : null;
}

/** `https://wa.me/<digits>?text=<message>`, or null without a usable number. */
export function whatsappHref(phone: string | null | undefined, text: string): string | null {
  const digits = phoneDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/** `tel:+<digits>`, or null without a usable number. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = phoneDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

export interface ConnectWithAdminRequest {
  agencyName: string;
  businessName?: string | null;
  planName?: string | null;
}

/** The prefilled message: who it is for, the business and the plan wanted (when known). */
export function connectWithAdminMessage({ agencyName, businessName, planName }: ConnectWithAdminRequest): string {
  const plan = planName?.trim() ? `the ${planName.trim()} plan` : 'a subscription plan';
  const business = businessName?.trim() ? ` for my business "${businessName.trim()}"` : '';
  return `Hello ${agencyName}, I would like to buy ${plan}${business}. Please help me upgrade.`;
}

export interface AgencyContactLinks {
  whatsapp: string | null;
  call: string | null;
}

/**
 * The agency's WhatsApp and call links for the message. WhatsApp goes to the WhatsApp number,
 * or to the phone number when the agency gave only that (most Indian mobiles are on WhatsApp).
 */
export function agencyContactLinks(contact: TAgencyContact | undefined, message: string): AgencyContactLinks {
  return {
    whatsapp: whatsappHref(contact?.whatsappNumber ?? contact?.phoneNumber, message),
    call: telHref(contact?.phoneNumber),
  };
}
