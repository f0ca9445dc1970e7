/**
 * Public read access (docs/content-model.md): the site's build and anonymous visitors may list
 * and read every content type of this project. Only published entries are served
 * (global::strip-draft-params). Idempotent: missing permissions are added, nothing is duplicated,
 * and permissions an editor added by hand are kept.
 */
import type { Core } from '@strapi/strapi';

const PERMISSION_UID = 'plugin::users-permissions.permission';
const ROLE_UID = 'plugin::users-permissions.role';

/** `find`/`findOne` for collections; single types only have `find`. */
export function publicReadActions(contentTypes: Record<string, { kind?: string }>): string[] {
  return Object.entries(contentTypes)
    .filter(([uid]) => uid.startsWith('api::'))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([uid, schema]) =>
      schema.kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`],
    );
}

export async function ensurePublicReadPermissions(strapi: Core.Strapi): Promise<number> {
  const publicRole = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'public' } });
  if (!publicRole) {
    throw new Error('Rôle « public » introuvable : le plugin users-permissions ne s\'est pas initialisé.');
  }
  const wanted = publicReadActions(strapi.contentTypes as unknown as Record<string, { kind?: string }>);
  const existing = await strapi.db.query(PERMISSION_UID).findMany({
    where: { role: publicRole.id, action: { $in: wanted } },
    select: ['action'],
  });
  const present = new Set(existing.map((permission: { action: string }) => permission.action));
  const missing = wanted.filter((action) => !present.has(action));
  for (const action of missing) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: publicRole.id } });
  }
  if (missing.length > 0) {
    strapi.log.info(`[kizomba] Lecture publique accordée : ${missing.length} permission(s) ajoutée(s).`);
  }
  return missing.length;
}
