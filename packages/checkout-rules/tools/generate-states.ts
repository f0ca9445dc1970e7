/**
 * Writes src/states.json: the state/province/county lists of the six countries the spec names
 * (US, CA, AU, MX, BR, GB), taken from the `country-state-city` dataset.
 *
 * Run once, and again only to refresh the data: `npx tsx packages/checkout-rules/tools/generate-states.ts`.
 * The output is committed so neither the site's browser bundle nor the API carries the whole
 * dataset (its city file alone is tens of megabytes); country-state-city stays a dev dependency.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import countryStateCity from 'country-state-city';

const COUNTRIES_WITH_STATE_LISTS = ['US', 'CA', 'AU', 'MX', 'BR', 'GB'] as const;

const collator = new Intl.Collator('fr', { sensitivity: 'base' });
const output: Record<string, Array<{ code: string; name: string }>> = {};

for (const country of COUNTRIES_WITH_STATE_LISTS) {
  const states = countryStateCity.State.getStatesOfCountry(country);
  if (states.length === 0) throw new Error(`country-state-city has no states for ${country}`);
  const seen = new Set<string>();
  const list = states.map((state) => {
    const code = state.isoCode.trim();
    const name = state.name.trim();
    if (!code || !name) throw new Error(`${country}: state without code or name (${JSON.stringify(state)})`);
    // The site offers the code as the select's value and the API checks it: it must be unique.
    if (seen.has(code.toUpperCase())) throw new Error(`${country}: duplicate state code ${code}`);
    seen.add(code.toUpperCase());
    return { code, name };
  });
  list.sort((a, b) => collator.compare(a.name, b.name));
  output[country] = list;
}

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/states.json');
// One state per line: readable diffs when the data is refreshed.
const body = Object.entries(output)
  .map(([country, list]) => `  ${JSON.stringify(country)}: [\n${list.map((state) => `    ${JSON.stringify(state)}`).join(',\n')}\n  ]`)
  .join(',\n');
writeFileSync(target, `{\n${body}\n}\n`);
console.log(
  `wrote ${path.relative(process.cwd(), target)}: ` +
    COUNTRIES_WITH_STATE_LISTS.map((country) => `${country} ${output[country]?.length ?? 0}`).join(', '),
);
