/** French UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */

/** Dance roles: « guideur » (leader) and « suiveur » (follower), as French dancers say. */
export const roles = {
  legend: 'Rôle de danse',
  /** Where the role is chosen. */
  choice: {
    leader: 'Guideur (leader)',
    follower: 'Suiveur (follower)',
  },
  /** After a ticket's name: « Workshop Pass — Suiveur ». */
  label: {
    leader: 'Guideur',
    follower: 'Suiveur',
  },
  /** Inside a sentence. */
  word: {
    leader: 'guideur',
    follower: 'suiveur',
  },
  line: '{ticket} — {role}',
  hint: 'Les cours se dansent en couple : nous gardons l’équilibre entre guideurs et suiveurs.',
  state: {
    available: 'Disponible',
    waitlist: 'Liste d’attente',
    soldOut: 'Complet',
  },
  chooseFirst: 'Choisissez d’abord votre rôle de danse.',
  couple: {
    includes: '1 guideur + 1 suiveur',
    explain: 'Un pass pour deux danseurs : deux billets, un au nom de chacun.',
    perCouple: 'par couple',
    quantity: 'Nombre de couples',
  },
} as const;
