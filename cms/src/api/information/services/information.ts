/** Service standard de « Page Information ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::information.information');
