/** Contrôleur REST standard de « Mentions légales ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::legal-notice.legal-notice');
