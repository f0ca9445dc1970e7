/** French UI strings of the contact page. */

export const contact = {
  title: 'Contact',
  description:
    'Contacter l’équipe du Kizomba Lumière Festival : e-mail, téléphone et adresse du lieu du festival à Lyon.',
  lead: 'Une question sur le festival, vos billets ou votre venue ? L’équipe vous répond.',
  emailLabel: 'E-mail',
  phoneLabel: 'Téléphone',
  venueLabel: 'Lieu du festival',
  writeUs: 'Écrivez-nous',
  callUs: 'Appelez-nous',
  faqHint: 'La réponse est peut-être déjà dans nos',
  faqLink: 'questions fréquentes',
} as const;
