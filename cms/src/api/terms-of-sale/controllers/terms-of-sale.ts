/** Contrôleur REST standard de « Conditions générales de vente ». Les brouillons sont filtrés en amont (global::strip-draft-params). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::terms-of-sale.terms-of-sale');
