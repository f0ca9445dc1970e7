import { afterEach, expect } from 'vitest';
import { openApiChecks } from './helpers.ts';

/** After each test: every answer and event it produced matches Stripe's OpenAPI description. */
afterEach(() => {
  const mismatches = openApiChecks.splice(0).filter((validation) => validation.errors.length > 0);
  expect(mismatches.map(({ checked, errors }) => `${checked}: ${errors.join('; ')}`)).toEqual([]);
});
