/**
 * Routes REST de « Conditions générales de vente » (/api/terms-of-sale). Le site ne fait que lire :
 * les permissions publiques (find/findOne) sont posées au démarrage (src/bootstrap/permissions.ts).
 */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::terms-of-sale.terms-of-sale');
