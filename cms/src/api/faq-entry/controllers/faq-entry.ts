/** Contrôleur REST standard de « Question fréquente ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::faq-entry.faq-entry');
