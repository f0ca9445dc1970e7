/**
 * The 5 € welcome code the site's promo notification announces (docs/spec.md §2: « un code promo de 5 €
 * sera appliqué automatiquement »). Idempotent: an existing BIENVENUE5 is left as the back-office
 * made it (deactivated, limited…).
 */
import { UniqueConstraintError } from 'sequelize';
import type { Seeder } from '../../../db/migrator.js';
import type { PromoCodeCreationAttributes } from '../models.js';

export const WELCOME_PROMO_CODE: PromoCodeCreationAttributes = {
  code: 'BIENVENUE5',
  type: 'fixed',
  value: 500,
  active: true,
  maxUses: null,
  startsAt: null,
  endsAt: null,
  ticketTypeIds: null,
  minSubtotalCents: null,
};

export const up: Seeder = async ({ context: { models, logger } }) => {
  const existing = await models.PromoCode.findOne({ where: { code: WELCOME_PROMO_CODE.code }, attributes: ['id'] });
  if (existing) return;
  try {
    await models.PromoCode.create(WELCOME_PROMO_CODE);
    logger.info({ code: WELCOME_PROMO_CODE.code }, 'code promo de bienvenue créé');
  } catch (err) {
    if (!(err instanceof UniqueConstraintError)) throw err;
  }
};

export const down: Seeder = async ({ context: { models } }) => {
  const row = await models.PromoCode.findOne({ where: { code: WELCOME_PROMO_CODE.code } });
  if (!row) return;
  if (row.usedCount > 0) throw new Error('Refus de supprimer le code BIENVENUE5 : il a déjà été utilisé');
  await row.destroy();
};
