/**
 * Application lifecycle of the festival CMS.
 *
 * register  — refuse a production start with weak or missing secrets (before anything listens);
 *             refuse, on every save, link fields that are not http(s) URLs (src/lib/link-urls.ts);
 *             make French the default locale before the schema sync (src/bootstrap/locales.ts).
 * bootstrap — make the instance usable without any manual step, idempotently, on every boot:
 *             the nine content locales, public read permissions (and no role holding the editorial
 *             API), first admin, the site's read-only API token and the back-office's editorial API
 *             token (and removal of Strapi's unused default tokens), the content seed (French on a
 *             new database, then the missing translations; skipped after one query once done), the
 *             publish webhook.
 */
import type { Core } from '@strapi/strapi';
import { refuseUnsafeLinks } from './lib/link-urls';
import { assertProductionEnv } from './lib/production-env';
import { resolveSeedDir } from './lib/paths';
import { ensurePublicReadPermissions, revokeEditorialFromRoles } from './bootstrap/permissions';
import { ensureFirstAdmin } from './bootstrap/admin-user';
import { ensureEditorialApiToken, ensureSiteApiToken, removePristineDefaultTokens } from './bootstrap/api-token';
import { ensureRebuildWebhook } from './bootstrap/webhook';
import { ensureLocales, frenchDefaultBeforeSync } from './bootstrap/locales';
import { seedOnFirstBoot } from './seed/seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertProductionEnv(process.env);
    strapi.documents.use(refuseUnsafeLinks as Parameters<Core.Strapi['documents']['use']>[0]);
    frenchDefaultBeforeSync(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const started = Date.now();
    await ensureLocales(strapi);
    await ensurePublicReadPermissions(strapi);
    await revokeEditorialFromRoles(strapi);
    await ensureFirstAdmin(strapi, process.env);
    await ensureSiteApiToken(strapi, process.env.CMS_API_TOKEN);
    await ensureEditorialApiToken(strapi, process.env.CMS_EDITORIAL_TOKEN);
    await removePristineDefaultTokens(strapi);
    // Seed before the webhook exists: on a first boot the ~100 creation events of the seed must
    // not each ask the site (usually not even started yet) to rebuild.
    const seed = await seedOnFirstBoot(strapi, resolveSeedDir(process.env));
    await ensureRebuildWebhook(strapi, process.env);
    strapi.log.info(`[kizomba] Initialisation terminée en ${Date.now() - started} ms (seed : ${seed}).`);
  },
};
