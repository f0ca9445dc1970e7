/** Contrôleur REST standard de « Page À propos ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::about.about');
