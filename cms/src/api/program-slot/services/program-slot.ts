/** Service standard de « Créneau du programme ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::program-slot.program-slot');
