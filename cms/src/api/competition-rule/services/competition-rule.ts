/** Service standard de « Règlement du concours ». */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::competition-rule.competition-rule');
