/** Service standard de « Page Concept ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::concept.concept');
