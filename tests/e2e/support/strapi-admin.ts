/**
 * What an editor does in the Strapi admin, through the same admin API the admin panel calls
 * (Strapi 5 content-manager routes: `/content-manager/collection-types/:uid[/:documentId]`,
 * `.../actions/publish|unpublish`, `/content-manager/single-types/:uid`).
 */
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];

export interface AdminDocument {
  id: number;
  documentId: string;
  publishedAt?: string | null;
  [field: string]: unknown;
}

async function bodyOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${(await response.text()).slice(0, 500)}`);
  }
  return (await response.json()) as T;
}

/** The content manager's language parameter: `?locale=en` (none: the default locale). */
const localeQuery = (locale?: string) => (locale ? `?locale=${encodeURIComponent(locale)}` : '');

export class StrapiAdmin {
  private constructor(private readonly request: APIRequestContext) {}

  /** `POST /admin/login` as the CMS admin, then every call carries the admin JWT. */
  static async login(playwright: Playwright, cmsUrl: string, email: string, password: string): Promise<StrapiAdmin> {
    const anonymous = await playwright.request.newContext({ baseURL: cmsUrl });
    const login = await bodyOf<{ data: { token?: string; accessToken?: string } }>(
      await anonymous.post('/admin/login', { data: { email, password } }),
      'POST /admin/login',
    );
    await anonymous.dispose();
    const token = login.data.token ?? login.data.accessToken;
    if (!token) throw new Error(`POST /admin/login gave no token: ${JSON.stringify(login).slice(0, 300)}`);
    const request = await playwright.request.newContext({
      baseURL: cmsUrl,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    });
    return new StrapiAdmin(request);
  }

  async dispose(): Promise<void> {
    await this.request.dispose();
  }

  async hasDraftAndPublish(uid: string): Promise<boolean> {
    const { data } = await bodyOf<{ data: { uid: string; options?: { draftAndPublish?: boolean } }[] }>(
      await this.request.get('/content-manager/content-types'),
      'GET /content-manager/content-types',
    );
    const type = data.find((candidate) => candidate.uid === uid);
    if (!type) throw new Error(`content type ${uid} is not known to the content manager`);
    return type.options?.draftAndPublish === true;
  }

  /** "Save": a new draft of a collection-type entry. */
  async createDraft(uid: string, fields: Record<string, unknown>): Promise<AdminDocument> {
    const { data } = await bodyOf<{ data: AdminDocument }>(
      await this.request.post(`/content-manager/collection-types/${uid}`, { data: fields }),
      `create ${uid}`,
    );
    return data;
  }

  /** "Publish". */
  async publish(uid: string, documentId: string): Promise<AdminDocument> {
    const { data } = await bodyOf<{ data: AdminDocument }>(
      await this.request.post(`/content-manager/collection-types/${uid}/${documentId}/actions/publish`, { data: {} }),
      `publish ${uid} ${documentId}`,
    );
    return data;
  }

  /** "Unpublish" (the draft stays). */
  async unpublish(uid: string, documentId: string): Promise<void> {
    await bodyOf(
      await this.request.post(`/content-manager/collection-types/${uid}/${documentId}/actions/unpublish`, {
        data: { discardDraft: false },
      }),
      `unpublish ${uid} ${documentId}`,
    );
  }

  async delete(uid: string, documentId: string): Promise<void> {
    const response = await this.request.delete(`/content-manager/collection-types/${uid}/${documentId}`);
    if (!response.ok() && response.status() !== 404) {
      throw new Error(`delete ${uid} ${documentId} answered ${response.status()}: ${await response.text()}`);
    }
  }

  /** A single type in `locale` (default: the CMS's default, French). */
  async getSingle(uid: string, locale?: string): Promise<AdminDocument> {
    const { data } = await bodyOf<{ data: AdminDocument }>(
      await this.request.get(`/content-manager/single-types/${uid}${localeQuery(locale)}`),
      `GET single type ${uid}`,
    );
    return data;
  }

  /** Edit a single type (its `locale` version) and make the change live ("Save", plus "Publish" when drafts are on). */
  async updateSingle(uid: string, fields: Record<string, unknown>, locale?: string): Promise<void> {
    const query = localeQuery(locale);
    await bodyOf(await this.request.put(`/content-manager/single-types/${uid}${query}`, { data: fields }), `update ${uid}`);
    if (await this.hasDraftAndPublish(uid)) {
      await bodyOf(
        await this.request.post(`/content-manager/single-types/${uid}/actions/publish${query}`, { data: fields }),
        `publish ${uid}`,
      );
    }
  }
}
