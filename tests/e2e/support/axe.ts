/** axe-core (4.13.0) checks against WCAG 2.1 A/AA, shared by the accessibility and language suites. */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect } from './fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? '').split('\n').map((line) => `        ${line.trim()}`).join('\n');
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more element(s)` : '';
      return `● ${violation.id} [${violation.impact}] ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Fails with a readable list when axe finds a WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectNoViolations(page: Page, testInfo: TestInfo, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(results.testEngine.version, 'axe-core version').toBe('4.13.0');
  if (results.violations.length > 0) {
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    results.violations.length,
    `axe found ${results.violations.length} WCAG 2.1 AA violation(s) on ${what}:\n\n${describeViolations(results.violations)}\n`,
  ).toBe(0);
}

/** Opens a public page, checks its status, and lets islands hydrate and late content arrive. */
export async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(status);
  // Let islands hydrate and late content arrive before axe looks (bounded: a socket may stay busy).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}
