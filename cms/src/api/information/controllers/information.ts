/** Contrôleur REST standard de « Page Information ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::information.information');
