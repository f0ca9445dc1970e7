/**
 * The Kizomba Lumière Festival 2027 offer (Lyon, 16–18 April 2027).
 *
 * Runs once per database (umzug `seeders` table) and is idempotent on its own: a ticket type whose
 * slug already exists is left exactly as it is, so edits made later in the back-office are never
 * overwritten, even if this seeder is replayed.
 */
import { Op, UniqueConstraintError } from 'sequelize';
import type { Seeder } from '../../../db/migrator.js';
import type { TicketTypeCreationAttributes } from '../models.js';

// Paris is UTC+2 in September and April (summer time).
const SALES_START = new Date('2026-09-01T00:00:00+02:00');
const SALES_END = new Date('2027-04-18T23:59:59+02:00');
const FRIDAY = '2027-04-16';
const SATURDAY = '2027-04-17';
const SUNDAY = '2027-04-18';
const ALL_DAYS = [FRIDAY, SATURDAY, SUNDAY];

type OfferEntry = Omit<TicketTypeCreationAttributes, 'salesStart' | 'salesEnd' | 'visible'>;

const OFFER: OfferEntry[] = [
  {
    slug: 'full-pass',
    name: 'Full Pass',
    description:
      "L'expérience complète du Kizomba Lumière Festival : trois jours de stages avec les artistes invités, trois nuits de soirées, les shows et la finale du concours.",
    includes: ['Tous les stages (18 h)', 'Les 3 soirées', 'Shows et finale du concours'],
    category: 'pass',
    priceCents: 14_900,
    quota: 400,
    validDays: ALL_DAYS,
    highlighted: true,
    sortOrder: 10,
  },
  {
    slug: 'party-pass',
    name: 'Party Pass',
    description:
      'Les trois nuits du festival aux Docks Lumière, de 22 h à 5 h : deux salles, les shows des artistes et la finale du concours le samedi.',
    includes: ['Les 3 soirées (vendredi, samedi, dimanche)', "Jusqu'à 5 h, 2 salles : kizomba et urban kiz", 'Shows des artistes invités', 'Finale du concours le samedi soir'],
    category: 'pass',
    priceCents: 8_900,
    quota: 300,
    validDays: ALL_DAYS,
    sortOrder: 20,
  },
  {
    slug: 'soiree-vendredi',
    name: 'Soirée du vendredi',
    description: "La soirée d'ouverture du festival, le vendredi 16 avril 2027 de 22 h à 5 h.",
    includes: ["Soirée d'ouverture de 22 h à 5 h", '2 salles : kizomba et urban kiz', 'Shows des artistes invités'],
    category: 'night',
    priceCents: 3_500,
    quota: 150,
    validDays: [FRIDAY],
    sortOrder: 30,
  },
  {
    slug: 'soiree-gala-samedi',
    name: 'Soirée de gala du samedi',
    description:
      "La grande soirée du samedi 17 avril 2027 : shows des artistes, finale du Kizomba Lumière Contest 2026, puis social dance jusqu'à 5 h.",
    includes: ['Soirée de gala de 21 h à 5 h', 'Finale du Kizomba Lumière Contest 2026', 'Shows des artistes invités', '2 salles : kizomba et urban kiz'],
    category: 'night',
    priceCents: 4_500,
    quota: 200,
    validDays: [SATURDAY],
    sortOrder: 40,
  },
  {
    slug: 'soiree-dimanche',
    name: 'Soirée du dimanche',
    description: 'La soirée de clôture, le dimanche 18 avril 2027 de 22 h à 5 h, pour danser une dernière fois avec tout le festival.',
    includes: ['Soirée de clôture de 22 h à 5 h', '2 salles : kizomba et urban kiz', 'Shows des artistes invités'],
    category: 'night',
    priceCents: 3_500,
    quota: 150,
    validDays: [SUNDAY],
    sortOrder: 50,
  },
  {
    slug: 'workshop-pass',
    name: 'Workshop Pass',
    description:
      'Tous les stages des trois jours avec les artistes invités, pour progresser en journée. Les soirées ne sont pas comprises.',
    includes: ['Tous les stages (18 h)', "Tous niveaux, du débutant à l'avancé", 'Sans accès aux soirées'],
    category: 'workshop',
    priceCents: 9_900,
    quota: 120,
    validDays: ALL_DAYS,
    sortOrder: 60,
  },
];

export const FESTIVAL_2027_OFFER: TicketTypeCreationAttributes[] = OFFER.map((t) => ({
  ...t,
  salesStart: SALES_START,
  salesEnd: SALES_END,
  visible: true,
}));

export const up: Seeder = async ({ context: { models, logger } }) => {
  let created = 0;
  for (const ticketType of FESTIVAL_2027_OFFER) {
    const existing = await models.TicketType.findOne({ where: { slug: ticketType.slug }, attributes: ['id'] });
    if (existing) continue;
    try {
      await models.TicketType.create(ticketType);
      created += 1;
    } catch (err) {
      if (!(err instanceof UniqueConstraintError)) throw err;
    }
  }
  logger.info({ created, total: FESTIVAL_2027_OFFER.length }, 'billetterie 2027 initialisée');
};

export const down: Seeder = async ({ context: { models } }) => {
  const slugs = FESTIVAL_2027_OFFER.map((t) => t.slug);
  const used = await models.TicketType.count({
    where: { slug: { [Op.in]: slugs }, [Op.or]: [{ soldCount: { [Op.gt]: 0 } }, { heldCount: { [Op.gt]: 0 } }] },
  });
  if (used > 0) throw new Error('Refus de supprimer des types de billets déjà vendus ou réservés');
  await models.TicketType.destroy({ where: { slug: { [Op.in]: slugs } } });
};
