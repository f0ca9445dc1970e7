/**
 * The nine content locales of the i18n plugin, French the default.
 *
 * - `frenchDefaultBeforeSync` (register): on a database created before the content types were
 *   localized, Strapi's own migration gives the existing rows the default locale during the
 *   schema sync. The i18n plugin made that default English on the database's first boot, so
 *   before the sync French is created and made the default: the existing French content becomes
 *   the `fr` version, never an `en` one.
 * - `ensureLocales` (bootstrap): every locale of CMS_LOCALES exists (created if missing, never
 *   renamed or deleted) and French is the default, whatever an editor changed in the settings:
 *   the site treats the default locale as the reference every translation is made from.
 */
import type { Core } from '@strapi/strapi';
import { CMS_LOCALES, DEFAULT_CMS_LOCALE, LOCALE_LABELS } from '../lib/locales';

interface LocaleRow {
  code: string;
  name: string;
}

interface LocalesService {
  findByCode(code: string): Promise<LocaleRow | null>;
  create(locale: LocaleRow): Promise<LocaleRow>;
  getDefaultLocale(): Promise<string | null | undefined>;
  setDefaultLocale(params: { code: string }): Promise<unknown>;
}

const localesService = (strapi: Core.Strapi) => strapi.plugin('i18n').service('locales') as LocalesService;

/** Creates the missing locales among `codes`; answers the codes created. */
async function createMissing(strapi: Core.Strapi, codes: readonly (keyof typeof LOCALE_LABELS)[]): Promise<string[]> {
  const service = localesService(strapi);
  const created: string[] = [];
  for (const code of codes) {
    if (await service.findByCode(code)) continue;
    await service.create({ code, name: LOCALE_LABELS[code] });
    created.push(code);
  }
  return created;
}

async function makeFrenchDefault(strapi: Core.Strapi): Promise<boolean> {
  const service = localesService(strapi);
  const current = await service.getDefaultLocale();
  if (current === DEFAULT_CMS_LOCALE) return false;
  await service.setDefaultLocale({ code: DEFAULT_CMS_LOCALE });
  strapi.log.info(`[kizomba] Langue par défaut du contenu : ${LOCALE_LABELS[DEFAULT_CMS_LOCALE]} (au lieu de ${current ?? 'aucune'}).`);
  return true;
}

export function frenchDefaultBeforeSync(strapi: Core.Strapi): void {
  strapi.hook('strapi::content-types.beforeSync').register(async () => {
    const table = strapi.db.metadata.get('plugin::i18n.locale').tableName;
    // A new database has no table yet and no rows to migrate: bootstrap creates the locales.
    if (!(await strapi.db.getSchemaConnection().hasTable(table))) return;
    await createMissing(strapi, [DEFAULT_CMS_LOCALE]);
    await makeFrenchDefault(strapi);
  });
}

export async function ensureLocales(strapi: Core.Strapi): Promise<string[]> {
  const created = await createMissing(strapi, CMS_LOCALES);
  const defaultChanged = await makeFrenchDefault(strapi);
  if (created.length > 0 || defaultChanged) {
    // The plugin grants the super admin each locale it creates through its lifecycle hooks,
    // which are not yet listening when French is created before the schema sync.
    const permissions = strapi.plugin('i18n').service('permissions') as {
      actions: { syncSuperAdminPermissionsWithLocales(): Promise<void> };
    };
    await permissions.actions.syncSuperAdminPermissionsWithLocales();
  }
  return created;
}
