/**
 * The checkout form's rules (docs/spec.md §3 "Checkout form", §5), shared by the site (before sending)
 * and the commerce API (before creating an order) so both refuse exactly the same input.
 * Pure: no I/O, no messages; callers map error codes to their French texts.
 */
import { hasPostalCodes, normalizePostalCode } from './address.js';
import { isCountryCode } from './country-codes.js';
import { isStateRequired, stateFieldKind, statesOf } from './states.js';

export interface CustomerInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface BillingAddress {
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** A listed state code, free text for countries without a list, or null when not asked. */
  state: string | null;
  /** Every country but France. */
  isInternational: boolean;
}

export interface CheckoutForm {
  customerInfo: CustomerInfo;
  billingDetails: { address: BillingAddress };
}

export type CheckoutField =
  | 'customerInfo.firstName'
  | 'customerInfo.lastName'
  | 'customerInfo.email'
  | 'customerInfo.phone'
  | 'billingDetails.address.line1'
  | 'billingDetails.address.line2'
  | 'billingDetails.address.postalCode'
  | 'billingDetails.address.city'
  | 'billingDetails.address.country'
  | 'billingDetails.address.state';

export type CheckoutErrorCode = 'required' | 'email' | 'country' | 'state' | 'phone' | 'tooLong';

export interface CheckoutFieldError {
  field: CheckoutField;
  code: CheckoutErrorCode;
}

export type CheckoutValidation = { ok: true; value: CheckoutForm } | { ok: false; errors: CheckoutFieldError[] };

/** Maximum lengths, in characters, after trimming. E-mail: RFC 5321's 254. */
export const MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  line1: 200,
  line2: 200,
  postalCode: 10,
  city: 100,
  state: 100,
} as const;

// Deliberately loose (one @, a dot in the domain, no spaces): the real check is the e-mail
// carrying the tickets; a stricter pattern only refuses valid but unusual addresses.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Digits with the usual separators and an optional leading +: "+33 6 12 34 56 78", "(555) 123-4567".
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const PHONE_MIN_DIGITS = 6;
// E.164 allows 15 digits; a few more leave room for a trunk prefix written in full.
const PHONE_MAX_DIGITS = 17;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The trimmed string, or '' for anything that is not a string. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Validates and normalises the checkout form (trimmed strings, upper-case country and state codes). */
export function validateCheckoutForm(input: unknown): CheckoutValidation {
  const root = record(input);
  const customer = record(root.customerInfo);
  const address = record(record(root.billingDetails).address);
  const errors: CheckoutFieldError[] = [];
  const fail = (field: CheckoutField, code: CheckoutErrorCode) => errors.push({ field, code });

  const required = (field: CheckoutField, value: string, max: number): string => {
    if (value === '') fail(field, 'required');
    else if (value.length > max) fail(field, 'tooLong');
    return value;
  };

  const firstName = required('customerInfo.firstName', text(customer.firstName), MAX_LENGTHS.firstName);
  const lastName = required('customerInfo.lastName', text(customer.lastName), MAX_LENGTHS.lastName);

  const email = text(customer.email);
  if (email === '') fail('customerInfo.email', 'required');
  else if (email.length > MAX_LENGTHS.email) fail('customerInfo.email', 'tooLong');
  else if (!EMAIL_PATTERN.test(email)) fail('customerInfo.email', 'email');

  const phone = text(customer.phone).replace(/\s+/g, ' ');
  if (phone === '') fail('customerInfo.phone', 'required');
  else if (phone.length > MAX_LENGTHS.phone) fail('customerInfo.phone', 'tooLong');
  else {
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE_CHARACTERS.test(phone) || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) {
      fail('customerInfo.phone', 'phone');
    }
  }

  const line1 = required('billingDetails.address.line1', text(address.line1), MAX_LENGTHS.line1);
  const line2Text = text(address.line2);
  if (line2Text.length > MAX_LENGTHS.line2) fail('billingDetails.address.line2', 'tooLong');

  // Postal code comes before city in the form; errors follow the form's order.
  const countryText = text(address.country).toUpperCase();
  const countryValid = isCountryCode(countryText);

  // Required where the country has postal codes, never refused for its format (the country's
  // usual format is only shown as an example); a country without any drops what was sent.
  const postalCodeAsked = hasPostalCodes(countryText);
  const postalCode = postalCodeAsked ? normalizePostalCode(text(address.postalCode)) : '';
  if (postalCodeAsked && postalCode === '') fail('billingDetails.address.postalCode', 'required');
  else if (postalCode.length > MAX_LENGTHS.postalCode) fail('billingDetails.address.postalCode', 'tooLong');

  const city = required('billingDetails.address.city', text(address.city), MAX_LENGTHS.city);

  if (countryText === '') fail('billingDetails.address.country', 'required');
  else if (!countryValid) fail('billingDetails.address.country', 'country');

  let state: string | null = null;
  if (countryValid) {
    const kind = stateFieldKind(countryText);
    const stateText = text(address.state);
    if (kind === 'select') {
      const listed = statesOf(countryText)?.find((entry) => entry.code.toUpperCase() === stateText.toUpperCase());
      if (stateText === '') {
        if (isStateRequired(countryText)) fail('billingDetails.address.state', 'required');
      } else if (!listed) fail('billingDetails.address.state', 'state');
      else state = listed.code;
    } else if (kind === 'text') {
      if (stateText.length > MAX_LENGTHS.state) fail('billingDetails.address.state', 'tooLong');
      else state = stateText === '' ? null : stateText;
    }
    // Any other country: a state sent anyway (left from a previous country) is dropped.
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      customerInfo: { firstName, lastName, email, phone },
      billingDetails: {
        address: {
          line1,
          line2: line2Text === '' ? null : line2Text,
          postalCode,
          city,
          country: countryText,
          state,
          isInternational: countryText !== 'FR',
        },
      },
    },
  };
}
