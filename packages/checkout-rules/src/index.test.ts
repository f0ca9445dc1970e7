import { describe, expect, it } from 'vitest';
import {
  STATE_REQUIRED_COUNTRIES,
  addressFormat,
  countries,
  isCountryCode,
  hasPostalCodes,
  statesOf,
  validateCheckoutForm,
  type CheckoutFieldError,
} from './index.js';

function form(overrides: { customerInfo?: Record<string, unknown>; address?: Record<string, unknown> } = {}) {
  return {
    customerInfo: {
      firstName: 'Awa',
      lastName: 'Diallo',
      email: 'awa@example.fr',
      phone: '+33 6 12 34 56 78',
      ...overrides.customerInfo,
    },
    billingDetails: {
      address: {
        line1: '12 rue de la Paix',
        line2: '',
        postalCode: '75002',
        city: 'Paris',
        country: 'FR',
        state: null,
        isInternational: false,
        ...overrides.address,
      },
    },
  };
}

function errorsOf(input: unknown): CheckoutFieldError[] {
  const result = validateCheckoutForm(input);
  return result.ok ? [] : result.errors;
}

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 country once, in French', () => {
    const list = countries();
    expect(list.length).toBe(249 + 1); // 249 official codes + Kosovo (XK), which the dataset includes
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
    expect(list.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
    expect(list.find((country) => country.code === 'GB')?.name).toBe('Royaume-Uni');
    expect(list.find((country) => country.code === 'FR')?.name).toBe('France');
  });

  it('sorts with French collation: accented initials sit with their letter', () => {
    const names = countries().map((country) => country.name);
    const egypt = names.indexOf('Égypte');
    const emirates = names.indexOf('Émirats Arabes Unis');
    const ecuador = names.indexOf('Équateur');
    const spain = names.indexOf('Espagne');
    const estonia = names.indexOf('Estonie');
    expect(egypt).toBeGreaterThan(names.indexOf('Dominique'));
    expect(egypt).toBeLessThan(emirates);
    expect(emirates).toBeLessThan(ecuador);
    expect(ecuador).toBeLessThan(spain);
    expect(spain).toBeLessThan(estonia);
    expect(names.at(-1)).toBe('Zimbabwe');
  });

  it('recognises alpha-2 codes only', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('US')).toBe(true);
    expect(isCountryCode('fr')).toBe(false);
    expect(isCountryCode('FRA')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('')).toBe(false);
    expect(isCountryCode(250)).toBe(false);
    expect(isCountryCode('__proto__')).toBe(false);
  });
});

describe('states', () => {
  it('has lists for the six countries of the spec, and only them', () => {
    for (const country of ['US', 'CA', 'AU', 'MX', 'BR', 'GB']) {
      expect(statesOf(country)?.length, country).toBeGreaterThan(0);
    }
    expect(statesOf('FR')).toBeNull();
    expect(statesOf('DE')).toBeNull();
    expect(statesOf('constructor')).toBeNull();
    expect(statesOf('CA')?.find((state) => state.code === 'QC')?.name).toBe('Quebec');
    expect(statesOf('AU')?.map((state) => state.code)).toContain('NSW');
    expect(statesOf('US')?.find((state) => state.code === 'CA')?.name).toBe('California');
  });

  it('requires a state for US, CA, AU, BR and GB but not Mexico', () => {
    expect(STATE_REQUIRED_COUNTRIES).toEqual(['US', 'CA', 'AU', 'BR', 'GB']);
    expect(addressFormat('MX')).toMatchObject({ stateField: 'select', stateRequired: false });
    expect(addressFormat('US')).toMatchObject({ stateField: 'select', stateRequired: true, state: 'state' });
  });
});

describe('hasPostalCodes', () => {
  it('asks for a postal code in France, the UK or Brazil, never in Angola, Ghana or Hong Kong', () => {
    for (const country of ['FR', 'GB', 'BR', 'US', 'BE', '']) expect(hasPostalCodes(country), country).toBe(true);
    for (const country of ['AO', 'ao', 'GH', 'HK', 'AE']) expect(hasPostalCodes(country), country).toBe(false);
  });
});

describe('addressFormat', () => {
  it('gives each country its label variants, and a postal code field only where addresses have one', () => {
    expect(addressFormat('FR')).toMatchObject({ postalCode: 'default', stateField: null, postalCodeNumeric: true });
    expect(addressFormat('US')).toMatchObject({ postalCode: 'zip', line1: 'street', postalCodeNumeric: false });
    expect(addressFormat('GB')).toMatchObject({ postalCode: 'postcode', state: 'county', city: 'town' });
    expect(addressFormat('CA')).toMatchObject({ postalCode: 'postcode', state: 'province' });
    expect(addressFormat('BR')).toMatchObject({ postalCode: 'cep' });
    expect(addressFormat('JP')).toMatchObject({ stateField: 'text', stateRequired: false, state: 'prefecture' });
    expect(addressFormat('FR').postalCodeField).toBe(true);
    expect(addressFormat('AO').postalCodeField).toBe(false);
  });
});

describe('validateCheckoutForm', () => {
  it('accepts a French order, trims every value and derives isInternational', () => {
    const result = validateCheckoutForm(
      form({ customerInfo: { firstName: '  Awa ', email: ' awa@example.fr ' }, address: { city: ' Paris ', state: 'IDF', isInternational: true } }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr', phone: '+33 6 12 34 56 78' },
        billingDetails: {
          address: {
            line1: '12 rue de la Paix',
            line2: null,
            postalCode: '75002',
            city: 'Paris',
            country: 'FR',
            state: null, // France has no state field: whatever was sent is dropped
            isInternational: false,
          },
        },
      },
    });
  });

  it('accepts an American order with a listed state, normalising codes to upper case', () => {
    const result = validateCheckoutForm(
      form({ address: { country: 'us', state: 'ny', postalCode: '10001-1234', line2: 'Apt 4B', isInternational: false } }),
    );
    expect(result.ok && result.value.billingDetails.address).toEqual({
      line1: '12 rue de la Paix',
      line2: 'Apt 4B',
      postalCode: '10001-1234',
      city: 'Paris',
      country: 'US',
      state: 'NY',
      isInternational: true,
    });
  });

  it('reports every missing required field, in form order', () => {
    expect(errorsOf({})).toEqual([
      { field: 'customerInfo.firstName', code: 'required' },
      { field: 'customerInfo.lastName', code: 'required' },
      { field: 'customerInfo.email', code: 'required' },
      { field: 'customerInfo.phone', code: 'required' },
      { field: 'billingDetails.address.line1', code: 'required' },
      { field: 'billingDetails.address.postalCode', code: 'required' },
      { field: 'billingDetails.address.city', code: 'required' },
      { field: 'billingDetails.address.country', code: 'required' },
    ]);
    expect(errorsOf(null)).toHaveLength(8);
    expect(errorsOf('customerInfo')).toHaveLength(8);
    expect(errorsOf(form({ customerInfo: { firstName: '   ', lastName: 42 } }))).toEqual([
      { field: 'customerInfo.firstName', code: 'required' },
      { field: 'customerInfo.lastName', code: 'required' },
    ]);
  });

  it('refuses malformed e-mails and phones', () => {
    for (const email of ['awa', 'awa@', 'awa@example', 'awa @example.fr', 'a@b@c.fr', 'awa@example.']) {
      expect(errorsOf(form({ customerInfo: { email } })), email).toEqual([{ field: 'customerInfo.email', code: 'email' }]);
    }
    for (const phone of ['12345', 'call me', '+33 6 12 34 56 78 ext', '++33612345678', '123456789012345678']) {
      expect(errorsOf(form({ customerInfo: { phone } })), phone).toEqual([{ field: 'customerInfo.phone', code: 'phone' }]);
    }
    for (const phone of ['0612345678', '+1 (555) 123-4567', '06.12.34.56.78', '+44 20 7946 0958']) {
      expect(errorsOf(form({ customerInfo: { phone } })), phone).toEqual([]);
    }
  });

  it('refuses values over the maximum lengths', () => {
    expect(errorsOf(form({ customerInfo: { firstName: 'a'.repeat(101) } }))).toEqual([{ field: 'customerInfo.firstName', code: 'tooLong' }]);
    expect(errorsOf(form({ customerInfo: { firstName: 'a'.repeat(100) } }))).toEqual([]);
    expect(errorsOf(form({ customerInfo: { email: `${'a'.repeat(250)}@example.fr` } }))).toEqual([{ field: 'customerInfo.email', code: 'tooLong' }]);
    expect(errorsOf(form({ customerInfo: { phone: '0'.repeat(41) } }))).toEqual([{ field: 'customerInfo.phone', code: 'tooLong' }]);
    expect(errorsOf(form({ address: { line1: 'a'.repeat(201) } }))).toEqual([{ field: 'billingDetails.address.line1', code: 'tooLong' }]);
    expect(errorsOf(form({ address: { line2: 'a'.repeat(201) } }))).toEqual([{ field: 'billingDetails.address.line2', code: 'tooLong' }]);
    expect(errorsOf(form({ address: { city: 'a'.repeat(101) } }))).toEqual([{ field: 'billingDetails.address.city', code: 'tooLong' }]);
  });

  it('refuses unknown countries', () => {
    expect(errorsOf(form({ address: { country: 'XX' } }))).toEqual([{ field: 'billingDetails.address.country', code: 'country' }]);
    expect(errorsOf(form({ address: { country: 'France' } }))).toEqual([{ field: 'billingDetails.address.country', code: 'country' }]);
  });

  it('never refuses a postal code for its format, only normalises it', () => {
    for (const address of [
      { postalCode: '7500' },
      { postalCode: 'BP 123' },
      { country: 'GB', state: 'LND', postalCode: '75002' },
      { country: 'US', state: 'NY', postalCode: '1001' },
    ]) {
      expect(errorsOf(form({ address })), JSON.stringify(address)).toEqual([]);
    }
    const gb = validateCheckoutForm(form({ address: { country: 'GB', state: 'LND', postalCode: ' sw1a   1aa ' } }));
    expect(gb.ok && gb.value.billingDetails.address.postalCode).toBe('SW1A 1AA');
    expect(errorsOf(form({ address: { postalCode: '' } }))).toEqual([{ field: 'billingDetails.address.postalCode', code: 'required' }]);
    expect(errorsOf(form({ address: { postalCode: '12345678901' } }))).toEqual([{ field: 'billingDetails.address.postalCode', code: 'tooLong' }]);
  });

  it('accepts an Angolan address without postal code, dropping one sent anyway', () => {
    for (const postalCode of ['', undefined, 'Caixa 1']) {
      const angola = validateCheckoutForm(form({ address: { country: 'AO', postalCode, city: 'Luanda', line1: 'Rua Rainha Ginga 12' } }));
      expect(angola.ok, String(postalCode)).toBe(true);
      expect(angola.ok && angola.value.billingDetails.address).toMatchObject({ country: 'AO', postalCode: '', city: 'Luanda', isInternational: true });
    }
  });

  it('requires a listed state for US, CA, AU, BR and GB, keeps it optional for Mexico', () => {
    for (const country of STATE_REQUIRED_COUNTRIES) {
      expect(errorsOf(form({ address: { country, postalCode: addressFormat(country).postalCodeExample, state: '' } })), country).toEqual([
        { field: 'billingDetails.address.state', code: 'required' },
      ]);
    }
    expect(errorsOf(form({ address: { country: 'US', postalCode: '10001', state: 'Nowhere' } }))).toEqual([
      { field: 'billingDetails.address.state', code: 'state' },
    ]);
    expect(errorsOf(form({ address: { country: 'CA', postalCode: 'K1A 0B1', state: 'NSW' } }))).toEqual([
      { field: 'billingDetails.address.state', code: 'state' },
    ]);
    const mexico = validateCheckoutForm(form({ address: { country: 'MX', postalCode: '06000', state: null } }));
    expect(mexico.ok && mexico.value.billingDetails.address.state).toBeNull();
    expect(errorsOf(form({ address: { country: 'MX', postalCode: '06000', state: 'XYZ' } }))).toEqual([
      { field: 'billingDetails.address.state', code: 'state' },
    ]);
  });

  it('keeps a free-text region where addresses carry one, drops the state elsewhere', () => {
    const japan = validateCheckoutForm(form({ address: { country: 'JP', postalCode: '100-0001', state: ' Tokyo ' } }));
    expect(japan.ok && japan.value.billingDetails.address.state).toBe('Tokyo');
    const germany = validateCheckoutForm(form({ address: { country: 'DE', postalCode: '10115', state: 'CA' } }));
    expect(germany.ok && germany.value.billingDetails.address).toMatchObject({ state: null, isInternational: true });
  });
});
