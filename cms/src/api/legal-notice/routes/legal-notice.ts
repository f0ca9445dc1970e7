/**
 * Routes REST de « Mentions légales » (/api/legal-notice). Le site ne fait que lire :
 * les permissions publiques (find/findOne) sont posées au démarrage (src/bootstrap/permissions.ts).
 */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::legal-notice.legal-notice');
