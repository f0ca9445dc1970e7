/**
 * The first administrator (super-admin) comes from CMS_ADMIN_* (docs/runtime.md), so that a fresh
 * install is usable without the "create the first admin" screen, which anybody reaching the port
 * first could fill in. Only created when no admin exists: a password changed later in the panel
 * is never overwritten by the environment.
 */
import type { Core } from '@strapi/strapi';

export interface AdminSeed {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

export function adminFromEnv(env: NodeJS.ProcessEnv): AdminSeed | null {
  const email = env.CMS_ADMIN_EMAIL?.trim();
  const password = env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return null;
  return {
    email: email.toLowerCase(),
    password,
    firstname: env.CMS_ADMIN_FIRSTNAME?.trim() || 'Admin',
    lastname: env.CMS_ADMIN_LASTNAME?.trim() || 'Kizomba Lumière',
  };
}

export async function ensureFirstAdmin(strapi: Core.Strapi, env: NodeJS.ProcessEnv): Promise<'created' | 'present' | 'skipped'> {
  const userService = strapi.service('admin::user');
  if (await userService.exists()) return 'present';

  const seed = adminFromEnv(env);
  if (!seed) {
    strapi.log.warn(
      '[kizomba] Aucun administrateur et CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD absents : créez-le depuis /admin ou relancez avec ces variables.',
    );
    return 'skipped';
  }
  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) {
    throw new Error('Rôle super-administrateur introuvable : le panneau d\'administration ne s\'est pas initialisé.');
  }
  await userService.create({
    email: seed.email,
    firstname: seed.firstname,
    lastname: seed.lastname,
    password: seed.password,
    registrationToken: null,
    isActive: true,
    // The editors are French: the panel opens in French after login (the login page itself
    // follows the browser's language).
    preferedLanguage: 'fr',
    roles: [superAdminRole.id],
  });
  strapi.log.info(`[kizomba] Administrateur créé : ${seed.email}`);
  return 'created';
}
