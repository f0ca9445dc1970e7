import { describe, expect, it } from 'vitest';
import { validateCheckoutForm } from '@kizomba/checkout-rules';
import {
  changeCountry,
  emptyForm,
  fieldErrorMessage,
  fieldOfPath,
  loadSavedForm,
  prefillFromAccount,
  saveForm,
  toCheckoutInput,
  type CheckoutFormState,
} from './form';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const filled: CheckoutFormState = {
  firstName: 'Awa',
  lastName: 'Diallo',
  email: 'awa@example.fr',
  phone: '06 12 34 56 78',
  line1: '12 rue de la Paix',
  line2: '',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
  state: '',
};

describe('changeCountry', () => {
  it('clears the postal code and drops a state the new country does not take', () => {
    const american = { ...filled, country: 'US', postalCode: '10001', state: 'NY' };
    expect(changeCountry(american, 'DE')).toMatchObject({ country: 'DE', postalCode: '', state: '' });
    expect(changeCountry(american, 'CA')).toMatchObject({ country: 'CA', postalCode: '', state: '' });
    expect(changeCountry({ ...filled, country: 'JP', state: 'Tokyo' }, 'CN')).toMatchObject({ state: 'Tokyo' });
    expect(changeCountry({ ...filled, country: 'JP', state: 'Tokyo' }, 'US')).toMatchObject({ state: '' });
  });

  it('changes nothing when the same country is chosen again', () => {
    const american = { ...filled, country: 'US', postalCode: '10001', state: 'NY' };
    expect(changeCountry(american, 'US')).toBe(american);
  });
});

describe('prefillFromAccount', () => {
  const account = { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr' };
  it("fills the empty contact fields with the account's name and e-mail", () => {
    expect(prefillFromAccount(emptyForm, account)).toEqual({ ...emptyForm, ...account });
  });
  it('never replaces what is already there, and answers the same form when nothing changes', () => {
    const typed = { ...emptyForm, firstName: 'Aminata', email: 'tickets@example.fr' };
    expect(prefillFromAccount(typed, account)).toEqual({ ...typed, lastName: 'Diallo' });
    const full = { ...emptyForm, ...account };
    expect(prefillFromAccount(full, account)).toBe(full);
    expect(prefillFromAccount(emptyForm, { firstName: '', lastName: ' ', email: '' })).toBe(emptyForm);
  });
});

describe('field messages', () => {
  it('gives each validation code its French sentence', () => {
    const result = validateCheckoutForm(
      toCheckoutInput({ ...filled, email: 'awa@', phone: 'abc', country: 'US', postalCode: '7500', state: '', firstName: 'a'.repeat(101) }),
    );
    expect(result.ok).toBe(false);
    const messages = result.ok ? [] : result.errors.map((error) => [fieldOfPath(error.field), fieldErrorMessage(error)]);
    expect(messages).toEqual([
      ['firstName', '100 caractères au maximum.'],
      ['email', 'Saisissez une adresse e-mail valide, par exemple vous@exemple.fr.'],
      ['phone', 'Saisissez un numéro de téléphone valide, par exemple +33 6 12 34 56 78.'],
      ['state', 'Ce champ est obligatoire pour ce pays.'],
    ]);
  });

  it('maps server paths, short or full, to the form fields', () => {
    expect(fieldOfPath('customerInfo.email')).toBe('email');
    expect(fieldOfPath('billingDetails.address.postalCode')).toBe('postalCode');
    expect(fieldOfPath('address.city')).toBe('city');
    expect(fieldOfPath('phone')).toBe('phone');
    expect(fieldOfPath('cartId')).toBeNull();
  });
});

describe('checkoutFormData', () => {
  it('keeps the spec shape and gives it back', () => {
    const storage = memoryStorage();
    saveForm(storage, { ...filled, country: 'US', state: 'NY' });
    const stored = JSON.parse(storage.data.get('checkoutFormData') ?? '{}');
    expect(stored).toEqual({
      customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr', phone: '06 12 34 56 78' },
      billingDetails: {
        address: { line1: '12 rue de la Paix', line2: '', postalCode: '75002', city: 'Paris', country: 'US', state: 'NY', isInternational: true },
      },
    });
    expect(loadSavedForm(storage)).toEqual({ ...filled, country: 'US', state: 'NY' });
  });

  it('ignores missing, empty or corrupt data', () => {
    const storage = memoryStorage();
    expect(loadSavedForm(storage)).toBeNull();
    saveForm(storage, emptyForm);
    expect(loadSavedForm(storage)).toBeNull();
    storage.setItem('checkoutFormData', '{not json');
    expect(loadSavedForm(storage)).toBeNull();
    storage.setItem('checkoutFormData', JSON.stringify({ customerInfo: { firstName: 42, email: 'a@b.fr' } }));
    expect(loadSavedForm(storage)).toEqual({ ...emptyForm, email: 'a@b.fr' });
  });
});
