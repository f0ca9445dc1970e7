/** Contrôleur REST standard de « Politique cookies ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cookie-policy.cookie-policy');
