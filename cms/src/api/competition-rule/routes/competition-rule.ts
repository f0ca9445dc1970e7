/**
 * Routes REST de « Règlement du concours » (/api/competition-rule). Le site ne fait que lire :
 * les permissions publiques (find/findOne) sont posées au démarrage (src/bootstrap/permissions.ts).
 */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::competition-rule.competition-rule');
