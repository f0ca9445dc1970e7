/**
 * The read-only API token used by the site's build and the commerce API (docs/runtime.md):
 * its access key is exactly CMS_API_TOKEN, so every service knows it from the environment and no
 * human has to copy a token out of the admin panel.
 *
 * Strapi stores an access key as HMAC-SHA512(key, admin.apiToken.salt) in `accessKey` (that is
 * what requests are matched against) and an AES-256-GCM copy in `encryptedKey` (so the panel
 * can show it again). The token is created through the admin service (validation, defaults) and
 * then its key is replaced by ours, hashed with the service's own `hash()`.
 */
import type { Core } from '@strapi/strapi';

export const SITE_TOKEN_NAME = 'Site (build)';
const SITE_TOKEN_DESCRIPTION =
  'Lecture seule, utilisé par la génération du site et par l\'API commerce. Clé = CMS_API_TOKEN (recréée à chaque démarrage).';
const TOKEN_UID = 'admin::api-token';

export async function ensureSiteApiToken(strapi: Core.Strapi, accessKey: string | undefined): Promise<'created' | 'updated' | 'unchanged' | 'skipped'> {
  if (!accessKey) {
    strapi.log.warn('[kizomba] CMS_API_TOKEN absent : pas de jeton « Site (build) », le site ne pourra pas lire le CMS.');
    return 'skipped';
  }
  const tokenService = strapi.service('admin::api-token-content-api');
  const encryption = strapi.service('admin::encryption');
  const hashed: string = tokenService.hash(accessKey);

  // By name first; by key second, in case an editor renamed it in the panel.
  let token = await strapi.db.query(TOKEN_UID).findOne({ where: { name: SITE_TOKEN_NAME } });
  token ??= await strapi.db.query(TOKEN_UID).findOne({ where: { accessKey: hashed } });

  let outcome: 'created' | 'updated' | 'unchanged' = 'unchanged';
  if (!token) {
    const created = await tokenService.create({
      name: SITE_TOKEN_NAME,
      description: SITE_TOKEN_DESCRIPTION,
      type: 'read-only',
      lifespan: null,
    });
    token = await strapi.db.query(TOKEN_UID).findOne({ where: { id: created.id } });
    outcome = 'created';
  }

  const changes: Record<string, unknown> = {};
  if (token.accessKey !== hashed) {
    changes.accessKey = hashed;
    changes.encryptedKey = encryption.encrypt(accessKey);
  }
  // Read-only is the whole point: an editor widening it by mistake is put back at next boot.
  if (token.type !== 'read-only') changes.type = 'read-only';
  if (token.kind !== 'content-api') changes.kind = 'content-api';
  if (token.expiresAt !== null || token.lifespan !== null) {
    changes.expiresAt = null;
    changes.lifespan = null;
  }
  if (Object.keys(changes).length > 0) {
    await strapi.db.query(TOKEN_UID).update({ where: { id: token.id }, data: changes });
    if (outcome === 'unchanged') outcome = 'updated';
  }
  // Permissions of a former "custom" token would be dead weight: read-only tokens ignore them.
  if (changes.type) {
    await strapi.db.query('admin::api-token-permission').deleteMany({ where: { token: token.id } });
  }
  if (outcome !== 'unchanged') strapi.log.info(`[kizomba] Jeton d'API « ${SITE_TOKEN_NAME} » ${outcome === 'created' ? 'créé' : 'mis à jour'}.`);
  return outcome;
}

/**
 * Strapi creates a "Read Only" and a "Full Access" token on a fresh install. Nobody here uses
 * them, and a full-access key whose plaintext any super-admin can reveal in the panel is an
 * attack surface for nothing. They are removed while still pristine: Strapi's exact English
 * name and description, and never used. A token an editor created or used is never touched.
 */
const STRAPI_DEFAULT_TOKENS = [
  { name: 'Read Only', description: 'A default API token with read-only permissions, only used for accessing resources' },
  { name: 'Full Access', description: 'A default API token with full access permissions, used for accessing or modifying resources' },
];

export async function removePristineDefaultTokens(strapi: Core.Strapi): Promise<number> {
  const tokenService = strapi.service('admin::api-token-content-api');
  let removed = 0;
  for (const { name, description } of STRAPI_DEFAULT_TOKENS) {
    const token = await strapi.db.query(TOKEN_UID).findOne({ where: { name, description, lastUsedAt: null } });
    if (!token) continue;
    await tokenService.revoke(token.id);
    removed++;
  }
  if (removed > 0) strapi.log.info(`[kizomba] ${removed} jeton(s) d'API créés par défaut par Strapi supprimés (jamais utilisés).`);
  return removed;
}
