/** Contrôleur REST standard de « Règlement du concours ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::competition-rule.competition-rule');
