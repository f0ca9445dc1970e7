/** Service standard de « Actualité ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::news-article.news-article');
