/**
 * @kizomba/checkout-rules — the checkout form's rules, shared by the site and the commerce API.
 *
 * Browser code should not call countries(): it pulls the i18n-iso-countries library. The site
 * computes the list at build time and passes it to the island as a prop.
 */
export { countries, type Country } from './countries.js';
export { isCountryCode } from './country-codes.js';
export {
  STATE_FREE_TEXT_COUNTRIES,
  STATE_LIST_COUNTRIES,
  STATE_REQUIRED_COUNTRIES,
  isStateRequired,
  stateFieldKind,
  statesOf,
  type State,
} from './states.js';
export {
  addressFormat,
  hasPostalCodes,
  normalizePostalCode,
  type AddressFormat,
  type AddressLineLabel,
  type CityLabel,
  type PostalCodeLabel,
  type StateLabel,
} from './address.js';
export {
  EMAIL_PATTERN,
  MAX_LENGTHS,
  validateCheckoutForm,
  type BillingAddress,
  type CheckoutErrorCode,
  type CheckoutField,
  type CheckoutFieldError,
  type CheckoutForm,
  type CheckoutValidation,
  type CustomerInfo,
} from './validation.js';
