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

/**
 * The editorial API (src/api/editorial) reads drafts and writes content: only the « Back-office
 * (édition) » API token may call it. Strapi lists its actions in the users-permissions roles
 * panel too, so an editor could tick them for the public role by mistake; any such permission
 * (public, authenticated or another role) is removed at every boot.
 */
export async function revokeEditorialFromRoles(strapi: Core.Strapi): Promise<number> {
  const granted: { id: number; action: string }[] = await strapi.db.query(PERMISSION_UID).findMany({
    where: { action: { $startsWith: 'api::editorial.' } },
    select: ['id', 'action'],
  });
  if (granted.length === 0) return 0;
  await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: granted.map((permission) => permission.id) } } });
  strapi.log.warn(
    `[kizomba] ${granted.length} permission(s) de l'API éditoriale retirée(s) des rôles users-permissions (réservée au jeton « Back-office (édition) ») : ${[...new Set(granted.map((p) => p.action))].join(', ')}.`,
  );
  return granted.length;
}
