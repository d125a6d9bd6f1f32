import { DEFAULT_COUNTRY_CODE } from '@cardora/contract/auth';
import { COMMON_COUNTRY_CODES } from './country-codes';

/** Whose phone numbers a form is about: enough to know their country. */
export interface PhoneOwner {
  isForeignUser: boolean;
  phoneNumber: string | null;
}

// Longest first: calling codes are prefix-free, so at most one of them matches a number.
const CODES_LONGEST_FIRST = COMMON_COUNTRY_CODES.map((option) => option.code).sort((a, b) => b.length - a.length);

/** The calling code a number starts with, when it is one of the codes we list; null for none or another. */
export function callingCodeOf(phone: string | null | undefined): string | null {
  if (!phone?.startsWith('+')) return null;
  return CODES_LONGEST_FIRST.find((code) => phone.startsWith(code)) ?? null;
}

/**
 * The country code a new phone number starts with: +91 for people in India
 * (and staff); for a foreign user (signed in by e-mail) the code of their own phone when we know
 * it, else none, so they choose one instead of silently getting +91.
 */
export function defaultCountryCodeFor(owner: PhoneOwner | null): string | null {
  if (!owner?.isForeignUser) return DEFAULT_COUNTRY_CODE;
  return callingCodeOf(owner.phoneNumber);
}

/** A phone field's value as the person sees it: the code (chosen or known) and the rest. */
export interface PhoneParts {
  /** null: no code yet (the person must choose one) or the number carries one we do not list. */
  code: string | null;
  /** What the text box shows: the national number, or the whole number when it starts with "+". */
  rest: string;
}

/** Splits the form's value; `code` is the field's current code (the default or the one chosen). */
export function splitPhone(value: unknown, code: string | null): PhoneParts {
  if (typeof value !== 'string' || value === '') return { code, rest: '' };
  if (code && value.startsWith(code)) return { code, rest: value.slice(code.length) };
  // A number in another code (typed from "+" on, or saved so) shows whole, as it was typed.
  if (value.startsWith('+')) return { code: null, rest: value };
  // Digits typed before any code was chosen: kept as they are, and invalid until one is.
  return { code, rest: value };
}

/**
 * What the form keeps ('' = none): what was typed with the code in front, or, with no code
 * chosen, the digits alone, which the contract's ZPhoneNumber refuses ("…with its country code").
 * Typing "+" first gives the whole number in another code.
 */
export function joinPhone(code: string | null, typed: string): string {
  const rest = typed.trim();
  if (rest === '') return '';
  if (rest.startsWith('+')) return rest;
  return code ? `${code}${rest.replace(/^0+/, '')}` : rest;
}
