/**
 * The API tokens whose access keys come from the environment, so every service knows them and
 * no human has to copy a token out of the admin panel:
 * - « Site (build) », read-only, key CMS_API_TOKEN: the site's build and the commerce API read
 *   published content (docs/runtime.md);
 * - « Back-office (édition) », custom, key CMS_EDITORIAL_TOKEN: the commerce API's back-office
 *   edits news, artists and programme through the editorial API (src/api/editorial), and only it.
 *
 * Strapi stores an access key as HMAC-SHA512(key, admin.apiToken.salt) in `accessKey` (that is
 * what requests are matched against) and an AES-256-GCM copy in `encryptedKey` (so the panel
 * can show it again). A token is created through the admin service (validation, defaults,
 * custom permissions) and then its key is replaced by ours, hashed with the service's own
 * `hash()`. At every boot, type, permissions and lifespan are put back if an editor changed them.
 */
import type { Core } from '@strapi/strapi';
import { EDITORIAL_PERMISSIONS } from '../lib/editorial';

const TOKEN_UID = 'admin::api-token';
const TOKEN_PERMISSION_UID = 'admin::api-token-permission';

export interface ManagedTokenSpec {
  name: string;
  description: string;
  type: 'read-only' | 'custom';
  /** Content-API actions of a custom token (ignored, and removed, for other types). */
  permissions: readonly string[];
  /** French warning logged when the environment variable is missing. */
  missingKeyWarning: string;
}

export const SITE_TOKEN_NAME = 'Site (build)';
export const SITE_TOKEN: ManagedTokenSpec = {
  name: SITE_TOKEN_NAME,
  description:
    'Lecture seule, utilisé par la génération du site et par l\'API commerce. Clé = CMS_API_TOKEN (recréée à chaque démarrage).',
  type: 'read-only',
  permissions: [],
  missingKeyWarning: '[kizomba] CMS_API_TOKEN absent : pas de jeton « Site (build) », le site ne pourra pas lire le CMS.',
};

export const EDITORIAL_TOKEN_NAME = 'Back-office (édition)';
export const EDITORIAL_TOKEN: ManagedTokenSpec = {
  name: EDITORIAL_TOKEN_NAME,
  description:
    'Utilisé par le back-office de l\'API commerce pour créer, modifier, publier et dépublier actualités, artistes et ' +
    'créneaux du programme (API /api/editorial). Clé = CMS_EDITORIAL_TOKEN (recréée à chaque démarrage).',
  type: 'custom',
  permissions: EDITORIAL_PERMISSIONS,
  missingKeyWarning:
    '[kizomba] CMS_EDITORIAL_TOKEN absent : pas de jeton « Back-office (édition) », le back-office de l\'API commerce ne pourra pas modifier les contenus.',
};

const MANAGED_TOKENS = [SITE_TOKEN, EDITORIAL_TOKEN];

export type TokenOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

interface StoredToken {
  id: number;
  name: string;
  accessKey: string;
  type: string;
  kind: string | null;
  expiresAt: unknown;
  lifespan: unknown;
}

/** Columns of a stored token to rewrite so that it matches `spec` and `hashedKey` (pure). */
export function tokenChanges(
  token: Pick<StoredToken, 'accessKey' | 'type' | 'kind' | 'expiresAt' | 'lifespan'>,
  spec: Pick<ManagedTokenSpec, 'type'>,
  hashedKey: string,
): { accessKey?: string; type?: string; kind?: string; expiresAt?: null; lifespan?: null } {
  const changes: { accessKey?: string; type?: string; kind?: string; expiresAt?: null; lifespan?: null } = {};
  if (token.accessKey !== hashedKey) changes.accessKey = hashedKey;
  if (token.type !== spec.type) changes.type = spec.type;
  if (token.kind !== 'content-api') changes.kind = 'content-api';
  if (token.expiresAt !== null || token.lifespan !== null) {
    changes.expiresAt = null;
    changes.lifespan = null;
  }
  return changes;
}

/**
 * Permission rows to remove and actions to add so that a token holds exactly `spec`'s actions,
 * each once (pure). Non-custom tokens hold none.
 */
export function permissionChanges(
  rows: readonly { id: number; action: string }[],
  spec: Pick<ManagedTokenSpec, 'type' | 'permissions'>,
): { add: string[]; removeIds: number[] } {
  const wanted = new Set(spec.type === 'custom' ? spec.permissions : []);
  const kept = new Set<string>();
  const removeIds: number[] = [];
  for (const row of rows) {
    if (wanted.has(row.action) && !kept.has(row.action)) kept.add(row.action);
    else removeIds.push(row.id);
  }
  return { add: [...wanted].filter((action) => !kept.has(action)), removeIds };
}

/** Creates or repairs the token `spec` so that its access key is exactly `accessKey`. */
export async function ensureManagedApiToken(strapi: Core.Strapi, spec: ManagedTokenSpec, accessKey: string | undefined): Promise<TokenOutcome> {
  if (!accessKey) {
    strapi.log.warn(spec.missingKeyWarning);
    return 'skipped';
  }
  const tokenService = strapi.service('admin::api-token-content-api');
  const encryption = strapi.service('admin::encryption');
  const hashed: string = tokenService.hash(accessKey);

  // By name first; by key second, in case an editor renamed it in the panel.
  const byName: StoredToken | null = await strapi.db.query(TOKEN_UID).findOne({ where: { name: spec.name } });
  const byKey: StoredToken | null = await strapi.db.query(TOKEN_UID).findOne({ where: { accessKey: hashed } });
  if (byKey && (byName ? byKey.id !== byName.id : MANAGED_TOKENS.some((other) => other !== spec && other.name === byKey.name))) {
    // The same key in two variables: giving it to this token too would make requests match
    // either token, and adopting the other token would break it.
    strapi.log.error(
      `[kizomba] La clé du jeton « ${spec.name} » est déjà celle du jeton « ${byKey.name} » : jeton « ${spec.name} » ignoré, donnez-lui sa propre clé.`,
    );
    return 'skipped';
  }
  let token = byName ?? byKey;

  let outcome: TokenOutcome = 'unchanged';
  if (!token) {
    const created = await tokenService.create({
      name: spec.name,
      description: spec.description,
      type: spec.type,
      lifespan: null,
      ...(spec.type === 'custom' ? { permissions: [...spec.permissions] } : {}),
    });
    token = (await strapi.db.query(TOKEN_UID).findOne({ where: { id: created.id } })) as StoredToken;
    outcome = 'created';
  }

  const changes: Record<string, unknown> = tokenChanges(token, spec, hashed);
  if (changes.accessKey) changes.encryptedKey = encryption.encrypt(accessKey);
  if (Object.keys(changes).length > 0) {
    await strapi.db.query(TOKEN_UID).update({ where: { id: token.id }, data: changes });
    if (outcome === 'unchanged') outcome = 'updated';
  }

  // Read-only tokens ignore permissions (a former custom token's are removed); a custom token
  // gets back exactly its actions, so an editor widening it by mistake is undone at next boot.
  const rows: { id: number; action: string }[] = await strapi.db.query(TOKEN_PERMISSION_UID).findMany({
    where: { token: token.id },
    select: ['id', 'action'],
    orderBy: { id: 'asc' },
  });
  const { add, removeIds } = permissionChanges(rows, spec);
  if (removeIds.length > 0) await strapi.db.query(TOKEN_PERMISSION_UID).deleteMany({ where: { id: { $in: removeIds } } });
  for (const action of add) await strapi.db.query(TOKEN_PERMISSION_UID).create({ data: { action, token: token.id } });
  if ((removeIds.length > 0 || add.length > 0) && outcome === 'unchanged') outcome = 'updated';

  if (outcome !== 'unchanged') strapi.log.info(`[kizomba] Jeton d'API « ${spec.name} » ${outcome === 'created' ? 'créé' : 'mis à jour'}.`);
  return outcome;
}

/** « Site (build) »: read-only, key CMS_API_TOKEN. */
export function ensureSiteApiToken(strapi: Core.Strapi, accessKey: string | undefined): Promise<TokenOutcome> {
  return ensureManagedApiToken(strapi, SITE_TOKEN, accessKey);
}

/** « Back-office (édition) »: custom, exactly the editorial API's actions, key CMS_EDITORIAL_TOKEN. */
export function ensureEditorialApiToken(strapi: Core.Strapi, accessKey: string | undefined): Promise<TokenOutcome> {
  return ensureManagedApiToken(strapi, EDITORIAL_TOKEN, accessKey);
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
