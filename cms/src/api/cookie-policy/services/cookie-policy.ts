/** Service standard de « Politique cookies ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cookie-policy.cookie-policy');
