/** Service standard de « Conditions générales de vente ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::terms-of-sale.terms-of-sale');
