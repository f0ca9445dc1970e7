/**
 * Routes REST de « Page d'accueil » (/api/home). Le site ne fait que lire :
 * les permissions publiques (find/findOne) sont posées au démarrage (src/bootstrap/permissions.ts).
 */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::home.home');
