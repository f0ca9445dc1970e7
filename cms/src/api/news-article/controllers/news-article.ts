/** Contrôleur REST standard de « Actualité ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::news-article.news-article');
