/**
 * The festival's dance offer: the Workshop Pass becomes a balanced class (each dancer chooses a
 * role; at most 1.2 of one role per one of the other, the first 10 of each role always admitted),
 * and the « Pass Couple » (a leader and a follower, one price per couple, two named tickets) joins
 * the catalogue, with its texts in the other languages.
 *
 * Runs once per database and never overwrites an edit: the Pass Couple is created only when its
 * slug is absent; the Workshop Pass takes its roles only while it is still without roles and has
 * neither sold nor held a place (its counters could not be split per role afterwards), as the
 * back-office allows.
 */
import { UniqueConstraintError } from 'sequelize';
import type { Seeder } from '../../../db/migrator.js';
import type { TicketTypeCreationAttributes } from '../models.js';
import { FESTIVAL_2027_OFFER } from './0001-festival-2027-offer.js';
import { up as addTranslations } from './0003-ticket-type-translations.js';

export const WORKSHOP_PASS_SLUG = 'workshop-pass';

/** The Workshop Pass's balance rule. */
export const WORKSHOP_BALANCE = { danceRoles: 'balanced', balanceRatioPermille: 1_200, balanceAllowFirst: 10 } as const;

const fullPass = FESTIVAL_2027_OFFER.find((t) => t.slug === 'full-pass')!;

export const PASS_COUPLE: TicketTypeCreationAttributes = {
  slug: 'pass-couple',
  name: 'Pass Couple',
  description:
    'Le festival complet à deux, un guideur et un suiveur : trois jours de stages avec les artistes invités, trois nuits de soirées, les shows et la finale du concours. Un prix pour le couple ; chaque danseur reçoit son propre billet à son nom.',
  includes: ['Deux billets : un guideur, un suiveur', 'Tous les stages (18 h)', 'Les 3 soirées', 'Shows et finale du concours'],
  category: 'pass',
  danceRoles: 'couple',
  priceCents: 27_900,
  // Couples: 60 couples are 120 dancers.
  quota: 60,
  salesStart: fullPass.salesStart,
  salesEnd: fullPass.salesEnd,
  validDays: [...(fullPass.validDays ?? [])],
  visible: true,
  sortOrder: 15,
};

export const up: Seeder = async (params) => {
  const { models, logger } = params.context;
  const [balanced] = await models.TicketType.update(
    { ...WORKSHOP_BALANCE },
    { where: { slug: WORKSHOP_PASS_SLUG, danceRoles: 'none', soldCount: 0, heldCount: 0 } },
  );
  let couple = 0;
  if (!(await models.TicketType.findOne({ where: { slug: PASS_COUPLE.slug }, attributes: ['id'] }))) {
    try {
      await models.TicketType.create(PASS_COUPLE);
      couple = 1;
    } catch (err) {
      if (!(err instanceof UniqueConstraintError)) throw err;
    }
  }
  if (couple > 0) await addTranslations(params);
  logger.info({ workshopBalanced: balanced, passCouple: couple }, 'offre de danse : rôles et Pass Couple');
};

/** Offer content, like 0001's: going back leaves it (a sold pass cannot disappear). */
export const down: Seeder = async () => {};
