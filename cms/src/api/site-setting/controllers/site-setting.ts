/** Contrôleur REST standard de « Réglages du site ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::site-setting.site-setting');
