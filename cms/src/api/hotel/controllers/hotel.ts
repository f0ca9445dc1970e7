/** Contrôleur REST standard de « Hôtel ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::hotel.hotel');
