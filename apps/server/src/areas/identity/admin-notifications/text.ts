// What each notification says and where it leads: plain functions of the event's facts, so
// the wording is tested once and stays the same wherever the event is raised.
import { displayPhone, formatRupees } from '@cardora/card-templates';

/** The longest part of a customer's message quoted in a notification's body (the rest is in metadata). */
export const QUOTE_MAX = 140;

export interface PersonFacts {
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
}

/** "+91 98765 43210", "far@example.com", or "Neha (+91 98765 43210)". */
export function personLabel(person: PersonFacts): string {
  const contact = person.phoneNumber ? displayPhone(person.phoneNumber) : (person.email ?? 'A customer');
  const name = person.name?.trim();
  return name ? `${name} (${contact})` : contact;
}

/** "Demo Admin (admin)", "Ravi Franchise (franchisee)": who did something on the staff side. */
export function staffLabel(person: PersonFacts & { role: string }): string {
  const who = person.name?.trim() || (person.phoneNumber ? displayPhone(person.phoneNumber) : person.email) || 'Staff';
  return `${who} (${person.role})`;
}

export function newCustomerText(customer: PersonFacts, registeredBy: string | null) {
  const who = personLabel(customer);
  return {
    title: 'New customer',
    body: registeredBy ? `${who} was registered by ${registeredBy}.` : `${who} signed up.`,
  };
}

/** The same notification once the customer has deleted their account: that someone came, not who. */
export function deletedCustomerText(registeredBy: string | null) {
  return {
    title: 'New customer',
    body: registeredBy
      ? `A customer registered by ${registeredBy} has since deleted their account.`
      : 'A customer signed up and has since deleted their account.',
  };
}

/** What a payment bought. */
export type PaymentPurchase =
  | { kind: 'plan'; planName: string }
  | { kind: 'pdf-card' }
  | { kind: 'promotional-video'; quantity: number }
  | { kind: 'tag'; quantity: number };

export function purchaseLabel(purchase: PaymentPurchase): string {
  switch (purchase.kind) {
    case 'plan':
      return `the ${purchase.planName} plan`;
    case 'pdf-card':
      return 'a PDF ID card';
    case 'promotional-video':
      return purchase.quantity === 1 ? '1 promotional video' : `${purchase.quantity} promotional videos`;
    case 'tag':
      return purchase.quantity === 1 ? '1 NFC/QR tag' : `${purchase.quantity} NFC/QR tags`;
  }
}

export function paymentText(payment: {
  businessName: string;
  amountPaise: number;
  purchase: PaymentPurchase;
  /** Who recorded a manual payment; null for a gateway payment. */
  recordedBy: string | null;
}) {
  const what = `${formatRupees(payment.amountPaise)} from ${payment.businessName} for ${purchaseLabel(payment.purchase)}`;
  if (payment.recordedBy === null) return { title: 'Payment received', body: `${what}, paid online.` };
  return { title: 'Manual payment recorded', body: `${payment.recordedBy} recorded ${what}.` };
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= QUOTE_MAX ? flat : `${flat.slice(0, QUOTE_MAX - 1).trimEnd()}…`;
}

export function imageRequestText(request: { businessName: string; category: string; message: string | null }) {
  const asked = `${request.businessName} asked for greeting images: ${request.category}.`;
  return {
    title: 'Image request',
    body: request.message ? `${asked} “${quote(request.message)}”` : asked,
  };
}

/** All Businesses searched for the business by name (the list reads its view from the address). */
export function businessLink(businessName: string): string {
  return `/admin/businesses?${new URLSearchParams({ searchKey: 'businessName', search: businessName.slice(0, 100) })}`;
}

/** All Businesses searched by the customer's sign-in phone, where staff add their first business. */
export function customerLink(phoneNumber: string | null): string {
  if (!phoneNumber) return '/admin/businesses';
  return `/admin/businesses?${new URLSearchParams({ searchKey: 'registeredPhoneNumber', search: phoneNumber })}`;
}

/** docs/product-rules.md#bill-move-out-approval: what the platform and the agency hear of a move-out request. */
/** A step of a move-out request, as its notification tells it. */
export interface BillMoveOutStep {
  step: 'requested' | 'approved' | 'refused';
  agencyName: string;
  businessName: string;
  cardNo: number;
  period: string;
  reason: string;
  note: string | null;
}

export function billMoveOutText(event: BillMoveOutStep) {
  const card = `card ${event.cardNo} (${event.businessName})`;
  const note = event.note ? ` “${quote(event.note)}”` : '';
  switch (event.step) {
    case 'requested':
      return {
        title: 'Move-out request',
        body: `${event.agencyName} asks to move ${card} out of its ${event.period} bill: “${quote(event.reason)}”`,
      };
    case 'approved':
      return {
        title: 'Move-out approved',
        body: `Moving ${card} out of the ${event.period} bill was approved: it is out of the bill.${note}`,
      };
    case 'refused':
      return {
        title: 'Move-out refused',
        body: `Moving ${card} out of the ${event.period} bill was refused: it stays on the bill.${note}`,
      };
  }
}
