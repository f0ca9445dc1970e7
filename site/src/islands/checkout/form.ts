import {
  MAX_LENGTHS,
  stateFieldKind,
  statesOf,
  type CheckoutField,
  type CheckoutFieldError,
} from '@kizomba/checkout-rules';
import { translator } from '../../i18n';
import { checkout } from '../../i18n/fr/checkout';
import { readStorage, STORAGE_KEYS, writeStorage, type KeyValueStorage } from '../../lib/storage';

const t = translator({ checkout });

/**
 * The checkout form's state in the browser and its pure rules: country change, error
 * messages, what is kept in `checkoutFormData`. Validation itself is @kizomba/checkout-rules',
 * the same the API applies.
 */
export interface CheckoutFormState {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
  state: string;
}

export type FieldName = keyof CheckoutFormState;

export const emptyForm: CheckoutFormState = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  country: '',
  state: '',
};

export const FIELD_PATHS: Readonly<Record<FieldName, CheckoutField>> = {
  firstName: 'customerInfo.firstName',
  lastName: 'customerInfo.lastName',
  email: 'customerInfo.email',
  phone: 'customerInfo.phone',
  line1: 'billingDetails.address.line1',
  line2: 'billingDetails.address.line2',
  postalCode: 'billingDetails.address.postalCode',
  city: 'billingDetails.address.city',
  country: 'billingDetails.address.country',
  state: 'billingDetails.address.state',
};

/**
 * Screen order: the first invalid field of this list gets the focus. The country comes first in
 * the address: it sets the labels, and changing it clears the postal code (docs/spec.md §5).
 */
export const FIELD_ORDER: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'line1',
  'line2',
  'postalCode',
  'city',
  'state',
];

/** The spec's « Checkout form » shape (§3), as sent to validateCheckoutForm and kept in storage. */
export function toCheckoutInput(form: CheckoutFormState) {
  return {
    customerInfo: { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone },
    billingDetails: {
      address: {
        line1: form.line1,
        line2: form.line2,
        postalCode: form.postalCode,
        city: form.city,
        country: form.country,
        state: form.state,
        isInternational: form.country !== '' && form.country !== 'FR',
      },
    },
  };
}

/**
 * The logged-in buyer's name and e-mail in the contact fields they left empty. What was typed
 * (or kept from a previous visit) stays, and every field stays editable: the tickets go to the
 * address entered here, which may differ from the account's.
 */
export function prefillFromAccount(
  form: CheckoutFormState,
  account: { firstName: string; lastName: string; email: string },
): CheckoutFormState {
  const filled = { ...form };
  for (const name of ['firstName', 'lastName', 'email'] as const) {
    if (filled[name].trim() === '' && account[name].trim() !== '') filled[name] = account[name].trim();
  }
  return FIELD_ORDER.every((name) => filled[name] === form[name]) ? form : filled;
}

/**
 * docs/spec.md §5: changing the country clears the postal code and drops a state the new country does
 * not take. A listed state is kept only if the new country lists the same code; free text
 * survives only between two free-text countries (a listed code means nothing elsewhere).
 */
export function changeCountry(form: CheckoutFormState, country: string): CheckoutFormState {
  if (country === form.country) return form;
  const kind = stateFieldKind(country);
  let state = '';
  if (kind === 'select') {
    state = statesOf(country)?.some((entry) => entry.code === form.state) ? form.state : '';
  } else if (kind === 'text' && form.country && stateFieldKind(form.country) === 'text') {
    state = form.state;
  }
  return { ...form, country, postalCode: '', state };
}

/** The French message of a validation error, shown under its field. */
export function fieldErrorMessage(error: CheckoutFieldError): string {
  switch (error.code) {
    case 'required':
      return error.field === FIELD_PATHS.state ? t('checkout.fieldErrors.stateRequired') : t('checkout.fieldErrors.required');
    case 'email':
      return t('checkout.fieldErrors.email');
    case 'phone':
      return t('checkout.fieldErrors.phone');
    case 'country':
      return t('checkout.fieldErrors.country');
    case 'state':
      return t('checkout.fieldErrors.state');
    case 'tooLong': {
      const name = fieldOfPath(error.field);
      const max = name && name in MAX_LENGTHS ? MAX_LENGTHS[name as keyof typeof MAX_LENGTHS] : undefined;
      return max ? t('checkout.fieldErrors.tooLong', { max }) : t('checkout.fieldErrors.required');
    }
  }
}

/**
 * The form field of an error path, from our validation ('customerInfo.email') or the server's
 * (the same paths, or shorter ones such as 'email', 'address.postalCode').
 */
export function fieldOfPath(path: string): FieldName | null {
  for (const name of FIELD_ORDER) {
    const full = FIELD_PATHS[name];
    if (path === full || full.endsWith(`.${path}`)) return name;
  }
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form kept in `checkoutFormData` (docs/spec.md §3), or null when none or unreadable. */
export function loadSavedForm(storage: KeyValueStorage | null): CheckoutFormState | null {
  const raw = readStorage(storage, STORAGE_KEYS.checkoutFormData);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { customerInfo?: Record<string, unknown>; billingDetails?: { address?: Record<string, unknown> } };
    const customer = saved.customerInfo ?? {};
    const address = saved.billingDetails?.address ?? {};
    const form: CheckoutFormState = {
      firstName: text(customer.firstName),
      lastName: text(customer.lastName),
      email: text(customer.email),
      phone: text(customer.phone),
      line1: text(address.line1),
      line2: text(address.line2),
      postalCode: text(address.postalCode),
      city: text(address.city),
      country: text(address.country),
      state: text(address.state),
    };
    return Object.values(form).some((value) => value !== '') ? form : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the form for the return from the payment page (docs/spec.md §3 `checkoutFormData`). Only the
 * contact and billing fields exist here: nothing card-related is ever typed on our pages.
 */
export function saveForm(storage: KeyValueStorage | null, form: CheckoutFormState): void {
  writeStorage(storage, STORAGE_KEYS.checkoutFormData, JSON.stringify(toCheckoutInput(form)));
}
