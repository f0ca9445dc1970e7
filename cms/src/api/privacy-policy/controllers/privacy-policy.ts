/** Contrôleur REST standard de « Politique de confidentialité ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::privacy-policy.privacy-policy');
