/**
 * Country-dependent address rules: postal code patterns (spec §5) and which label/placeholder
 * variant the form shows. Only keys here; the French texts live in the site's dictionary.
 */
import { isStateRequired, stateFieldKind } from './states.js';

const FIVE_DIGITS = /^\d{5}$/;

/** Spec §5: 3 to 10 letters, digits, spaces or hyphens, with at least one letter or digit. */
const DEFAULT_POSTAL_CODE = /^(?=.*[A-Z0-9])[A-Z0-9 -]{3,10}$/i;

const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  FR: FIVE_DIGITS,
  US: /^\d{5}(-\d{4})?$/,
  // UK postcode: outward code (A9, A99, A9A, AA9, AA99, AA9A) + inward code (9AA), space optional;
  // GIR 0AA is Girobank's historic non-geographic postcode, still valid.
  GB: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  // Canada: A1A 1A1 (the space is customary; accepted without it too).
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  AU: /^\d{4}$/,
  DE: FIVE_DIGITS,
  JP: /^\d{3}-\d{4}$/,
  BR: /^\d{5}-\d{3}$/,
  IT: FIVE_DIGITS,
  ES: FIVE_DIGITS,
};

/** Countries whose pattern is digits only (the US and Japan need a hyphen, absent from phone keypads). */
const DIGITS_ONLY_POSTAL_CODES: readonly string[] = ['FR', 'AU', 'DE', 'IT', 'ES'];

/** The postal code pattern of the country (the default one for countries without their own). */
export function postalCodePattern(country: string): RegExp {
  return (Object.hasOwn(POSTAL_CODE_PATTERNS, country) ? POSTAL_CODE_PATTERNS[country] : undefined) ?? DEFAULT_POSTAL_CODE;
}

/** Trims, collapses inner spaces and upper-cases (UK and Canadian codes are written in capitals). */
export function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function isValidPostalCode(country: string, value: string): boolean {
  return postalCodePattern(country).test(normalizePostalCode(value));
}

export type PostalCodeLabel = 'default' | 'zip' | 'postcode' | 'cep';
export type StateLabel = 'state' | 'province' | 'county' | 'prefecture' | 'region';
export type AddressLineLabel = 'default' | 'street';
export type CityLabel = 'default' | 'town' | 'suburb';

export interface AddressFormat {
  /** Label/placeholder variant of the first address line. */
  line1: AddressLineLabel;
  city: CityLabel;
  postalCode: PostalCodeLabel;
  /** A valid postal code of the country, for the placeholder. */
  postalCodeExample: string;
  /** Whether the postal code is digits only (the site then asks for a numeric keyboard). */
  postalCodeNumeric: boolean;
  /** How the state is asked for: list, free text, or not at all. */
  stateField: 'select' | 'text' | null;
  stateRequired: boolean;
  state: StateLabel;
}

interface CountryFormat {
  line1?: AddressLineLabel;
  city?: CityLabel;
  postalCode?: PostalCodeLabel;
  postalCodeExample: string;
  state?: StateLabel;
}

// Countries whose conventions differ from the default (French-style) wording.
const FORMATS: Readonly<Record<string, CountryFormat>> = {
  FR: { postalCodeExample: '75001' },
  US: { line1: 'street', postalCode: 'zip', postalCodeExample: '10001', state: 'state' },
  CA: { line1: 'street', postalCode: 'postcode', postalCodeExample: 'K1A 0B1', state: 'province' },
  GB: { line1: 'street', city: 'town', postalCode: 'postcode', postalCodeExample: 'SW1A 1AA', state: 'county' },
  AU: { line1: 'street', city: 'suburb', postalCode: 'postcode', postalCodeExample: '2000', state: 'state' },
  MX: { postalCodeExample: '06000', state: 'state' },
  BR: { postalCode: 'cep', postalCodeExample: '01310-100', state: 'state' },
  DE: { postalCodeExample: '10115' },
  JP: { postalCodeExample: '100-0001', state: 'prefecture' },
  IT: { postalCodeExample: '00184', state: 'province' },
  ES: { postalCodeExample: '28001', state: 'province' },
  IE: { line1: 'street', city: 'town', postalCodeExample: 'D02 X285', state: 'county' },
  IN: { line1: 'street', postalCode: 'postcode', postalCodeExample: '110001', state: 'state' },
  CN: { postalCodeExample: '100000', state: 'province' },
  AR: { postalCodeExample: 'C1002', state: 'province' },
};

const DEFAULT_FORMAT: CountryFormat = { postalCodeExample: '1000' };

/** The label/placeholder variants and state field of the country's address form. */
export function addressFormat(country: string): AddressFormat {
  const format = (Object.hasOwn(FORMATS, country) ? FORMATS[country] : undefined) ?? DEFAULT_FORMAT;
  return {
    line1: format.line1 ?? 'default',
    city: format.city ?? 'default',
    postalCode: format.postalCode ?? 'default',
    postalCodeExample: format.postalCodeExample,
    postalCodeNumeric: DIGITS_ONLY_POSTAL_CODES.includes(country),
    stateField: stateFieldKind(country),
    stateRequired: isStateRequired(country),
    state: format.state ?? 'region',
  };
}
