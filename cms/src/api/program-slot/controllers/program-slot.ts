/** Contrôleur REST standard de « Créneau du programme ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::program-slot.program-slot');
