/**
 * Routes REST de « Créneau du programme » (/api/program-slots). Le site ne fait que lire :
 * les permissions publiques (find/findOne) sont posées au démarrage (src/bootstrap/permissions.ts).
 */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::program-slot.program-slot');
