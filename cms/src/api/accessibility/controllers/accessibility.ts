/** Contrôleur REST standard de « Accessibilité ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::accessibility.accessibility');
