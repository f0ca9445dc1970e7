/**
 * Country-dependent address rules: whether a postal code is asked for, and which label/placeholder
 * variant the form shows. A postal code is never refused for its format: the form shows the
 * country's usual format as an example, and the buyer knows their own address best. Only keys
 * here; the French texts live in the site's dictionary.
 */
import { isStateRequired, stateFieldKind } from './states.js';

/**
 * Countries whose addresses carry no postal code (the address data Google publishes for its
 * address forms, libaddressinput, has no postal code field for them). Their buyers are never
 * asked for one: Angola, where Kizomba comes from, is one of them.
 */
const COUNTRIES_WITHOUT_POSTAL_CODES: ReadonlySet<string> = new Set([
  'AE', 'AG', 'AO', 'AW', 'BF', 'BI', 'BJ', 'BO', 'BS', 'BW', 'BZ', 'CD', 'CF', 'CG', 'CI', 'CK', 'CM',
  'DJ', 'DM', 'ER', 'FJ', 'GA', 'GD', 'GH', 'GM', 'GQ', 'GY', 'HK', 'KI', 'KM', 'KN', 'KP', 'ML', 'MO',
  'MR', 'MW', 'NR', 'NU', 'QA', 'RW', 'SB', 'SC', 'SL', 'SR', 'SS', 'ST', 'SY', 'TD', 'TF', 'TG', 'TK',
  'TL', 'TO', 'TV', 'UG', 'VU', 'YE', 'ZW',
]);

/** Whether the country's addresses have a postal code (unknown and empty codes: yes, to be asked). */
export function hasPostalCodes(country: string): boolean {
  return !COUNTRIES_WITHOUT_POSTAL_CODES.has(country.toUpperCase());
}

/** Countries whose postal codes are digits only (the US and Japan need a hyphen, absent from phone keypads). */
const DIGITS_ONLY_POSTAL_CODES: readonly string[] = ['FR', 'AU', 'DE', 'IT', 'ES'];

/** Trims, collapses inner spaces and upper-cases (UK and Canadian codes are written in capitals). */
export function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

export type PostalCodeLabel = 'default' | 'zip' | 'postcode' | 'cep';
export type StateLabel = 'state' | 'province' | 'county' | 'prefecture' | 'region';
export type AddressLineLabel = 'default' | 'street';
export type CityLabel = 'default' | 'town' | 'suburb';

export interface AddressFormat {
  /** Label/placeholder variant of the first address line. */
  line1: AddressLineLabel;
  city: CityLabel;
  /** Whether the form asks for a postal code (false for countries without any, such as Angola). */
  postalCodeField: boolean;
  postalCode: PostalCodeLabel;
  /** A postal code of the country in its usual format, for the placeholder. */
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
    postalCodeField: hasPostalCodes(country),
    postalCode: format.postalCode ?? 'default',
    postalCodeExample: format.postalCodeExample,
    postalCodeNumeric: DIGITS_ONLY_POSTAL_CODES.includes(country),
    stateField: stateFieldKind(country),
    stateRequired: isStateRequired(country),
    state: format.state ?? 'region',
  };
}
