/** Service standard de « Artiste ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::artist.artist');
