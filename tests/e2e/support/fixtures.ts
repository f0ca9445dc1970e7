/**
 * `test` with the stack's settings and clients:
 * - `stack`: URLs and credentials of the running stack, read from `$DATA_DIR/dev.env`
 *   (written by scripts/start.mjs);
 * - `cms`: the CMS REST API with the site's read-only token;
 * - `tickets`: the ticket catalogue as `GET /api/tickets` answers it through the site.
 */
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { readDevEnv, resolveDataDir, TEST_URLS } from '../../support/stack';
import { CmsClient } from './cms';

export interface StackSettings {
  dataDir: string;
  siteUrl: string;
  cmsUrl: string;
  apiUrl: string;
  cmsApiToken: string;
  cmsAdmin: { email: string; password: string };
  /** The commerce API's seeded staff accounts (back-office and door), enrolled in TOTP with `totpSecret`. */
  staff: { admin: StaffAccount; scanner: StaffAccount };
}

export interface StaffAccount {
  email: string;
  password: string;
  /** Base32 secret of the account's authenticator app (`ADMIN_TOTP_SECRET`, `SCANNER_TOTP_SECRET`). */
  totpSecret: string;
}

export interface TicketType {
  id: number;
  slug: string;
  name: string;
  description?: string;
  includes?: string[];
  category: 'pass' | 'night' | 'workshop';
  price: number;
  currency: string;
  quota: number;
  remaining: number;
  soldOut: boolean;
  onSale: boolean;
  highlighted?: boolean;
  sortOrder: number;
}

function required(env: Record<string, string | undefined>, key: string, file: string): string {
  const value = env[key];
  if (!value) throw new Error(`${key} is missing from ${file}`);
  return value;
}

export function loadStackSettings(): StackSettings {
  const dataDir = resolveDataDir();
  const env = readDevEnv(dataDir);
  const file = `${dataDir}/dev.env`;
  return {
    dataDir,
    siteUrl: TEST_URLS.site,
    cmsUrl: TEST_URLS.cms,
    apiUrl: TEST_URLS.api,
    cmsApiToken: required(env, 'CMS_API_TOKEN', file),
    cmsAdmin: {
      email: required(env, 'CMS_ADMIN_EMAIL', file),
      password: required(env, 'CMS_ADMIN_PASSWORD', file),
    },
    staff: {
      admin: {
        email: required(env, 'ADMIN_EMAIL', file),
        password: required(env, 'ADMIN_PASSWORD', file),
        totpSecret: required(env, 'ADMIN_TOTP_SECRET', file),
      },
      scanner: {
        email: required(env, 'SCANNER_EMAIL', file),
        password: required(env, 'SCANNER_PASSWORD', file),
        totpSecret: required(env, 'SCANNER_TOTP_SECRET', file),
      },
    },
  };
}

export async function fetchTickets(request: APIRequestContext): Promise<TicketType[]> {
  const response = await request.get('/api/tickets');
  expect(response.status(), 'GET /api/tickets through the site').toBe(200);
  const body = (await response.json()) as { data: TicketType[] };
  return body.data;
}

interface WorkerFixtures {
  stack: StackSettings;
  cms: CmsClient;
}

export const test = base.extend<object, WorkerFixtures>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(loadStackSettings());
    },
    { scope: 'worker' },
  ],
  cms: [
    async ({ playwright, stack }, use) => {
      const request = await playwright.request.newContext({
        baseURL: stack.cmsUrl,
        extraHTTPHeaders: { Authorization: `Bearer ${stack.cmsApiToken}` },
      });
      await use(new CmsClient(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };
