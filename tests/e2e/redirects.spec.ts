/**
 * Old links keep working: docs/spec.md §2 redirects /profile to /dashboard and /payment-flow to /checkout
 * keeping the query (the failed-payment view links to /payment-flow?session={id}).
 */
import { expect, test } from './support/fixtures';

const REDIRECT_STATUSES = [301, 302, 303, 307, 308];

const REDIRECTS: { from: string; to: string }[] = [
  { from: '/profile', to: '/dashboard' },
  { from: '/payment-flow', to: '/checkout' },
  { from: '/payment-flow?session=abc&x=1', to: '/checkout?session=abc&x=1' },
  // Encoded characters travel untouched.
  { from: '/payment-flow?session=cs_test_a1%2Fb%3D&canceled=true', to: '/checkout?session=cs_test_a1%2Fb%3D&canceled=true' },
];

test.describe('redirects', () => {
  for (const { from, to } of REDIRECTS) {
    test(`${from} redirects to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(REDIRECT_STATUSES, `status of ${from}`).toContain(response.status());
      const location = response.headers()['location'];
      expect(location, `Location header of ${from}`).toBeTruthy();
      const target = new URL(location, baseURL);
      expect(target.origin, 'stays on the site').toBe(new URL(baseURL!).origin);
      expect(`${target.pathname}${target.search}`).toBe(to);
    });
  }
});
