/** Service standard de « Hôtel ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::hotel.hotel');
