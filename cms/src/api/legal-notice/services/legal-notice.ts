/** Service standard de « Mentions légales ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::legal-notice.legal-notice');
