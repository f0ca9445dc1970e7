/**
 * State, province or county lists of the countries the spec names (US, CA, AU, MX, BR, GB).
 * states.json is generated once from the country-state-city dataset by
 * tools/generate-states.ts and committed (names as the dataset gives them).
 */
import stateLists from './states.json' with { type: 'json' };

export interface State {
  /** ISO 3166-2 subdivision code without the country prefix ('CA' for California, 'NSW'). */
  code: string;
  name: string;
}

export const STATE_LIST_COUNTRIES = ['US', 'CA', 'AU', 'MX', 'BR', 'GB'] as const;

/** Countries whose addresses need a state (docs/spec.md §5). Mexico has a list, but it stays optional. */
export const STATE_REQUIRED_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'BR', 'GB'];

/**
 * Countries without a list where a postal address conventionally carries a region (prefecture,
 * province, county): the form offers an optional free-text field for them.
 */
export const STATE_FREE_TEXT_COUNTRIES: readonly string[] = ['JP', 'CN', 'IN', 'IE', 'IT', 'ES', 'AR'];

const lists: Readonly<Record<string, readonly State[]>> = stateLists;

/** The country's states, sorted by name, or null when we keep no list for it. */
export function statesOf(country: string): readonly State[] | null {
  return Object.hasOwn(lists, country) ? (lists[country] ?? null) : null;
}

/** Whether the state is mandatory for this country. */
export function isStateRequired(country: string): boolean {
  return STATE_REQUIRED_COUNTRIES.includes(country);
}

/**
 * How the form asks for the state: a select when a list exists, free text where addresses
 * carry a region but we have no list, nothing otherwise (the value is then dropped).
 */
export function stateFieldKind(country: string): 'select' | 'text' | null {
  if (statesOf(country)) return 'select';
  if (STATE_FREE_TEXT_COUNTRIES.includes(country)) return 'text';
  return null;
}
