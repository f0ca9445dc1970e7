/** Service standard de « Accessibilité ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::accessibility.accessibility');
