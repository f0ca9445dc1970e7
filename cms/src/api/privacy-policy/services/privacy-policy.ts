/** Service standard de « Politique de confidentialité ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::privacy-policy.privacy-policy');
