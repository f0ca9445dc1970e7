/**
 * The e-mails the API sends to buyers, account holders, subscribers, invited guests and people who
 * wrote to the festival. `{festival}` is the festival's name (« Kizomba Lumière Festival »), which
 * stays as it is in every language.
 */
export const mail = {
  layout: {
    greeting: 'Bonjour {name},',
    greetingNoName: 'Bonjour,',
    copyLink: 'Ou copiez ce lien :',
    signOff: 'À très vite sur la piste !',
    signature: 'L’équipe du {festival}',
    aQuestion: 'Une question ?',
  },
  orderConfirmation: {
    subject: 'Vos billets pour le {festival} — commande {number}',
    preheader: {
      one: 'Commande {number} confirmée : votre billet en pièce jointe.',
      other: 'Commande {number} confirmée : vos {count} billets en pièce jointe.',
    },
    ticketing: 'Billetterie',
    ticketCount: { one: '{count} billet', other: '{count} billets' },
    intro: {
      one: 'Merci pour votre commande ! Votre paiement est confirmé et votre billet est prêt : vous le trouverez dans le fichier {file} joint à cet e-mail (1 billet, une page et un QR code par billet).',
      other:
        'Merci pour votre commande ! Votre paiement est confirmé et vos billets sont prêts : vous les trouverez dans le fichier {file} joint à cet e-mail ({count} billets, une page et un QR code par billet).',
    },
    order: 'Commande',
    orderLine: 'Commande : {number}',
    dateLine: 'Date : {date}',
    paymentLine: 'Paiement : {method}',
    placedOn: 'Passée le {date} · {method}',
    summary: 'Récapitulatif',
    /** Text version: « - Full Pass × 2 à 120,00 € : 240,00 € ». */
    summaryLine: '- {name} × {quantity} à {unitPrice} : {total}',
    columnTicket: 'Billet',
    columnQuantity: 'Qté',
    columnUnitPrice: 'Prix unitaire',
    columnTotal: 'Total',
    subtotal: 'Sous-total',
    discount: 'Réduction',
    discountWithCode: 'Réduction (code {code})',
    totalPaid: 'Total payé',
    /** Text version: « Sous-total : 240,00 € ». */
    amountLine: '{label} : {amount}',
    yourTickets: 'Vos billets ({count})',
    atTheDoor: 'À l’entrée du festival',
    usage: [
      'Chaque billet du PDF joint a son propre QR code : présentez-le à l’entrée, imprimé ou sur votre téléphone (luminosité au maximum).',
      'Un QR code n’est valable que pour une seule entrée : le premier scan fait foi. Ne le partagez pas et ne publiez pas de capture d’écran.',
      'Une pièce d’identité au nom du titulaire du billet peut vous être demandée.',
    ],
    followOrder: 'Suivre votre commande : {url}',
    viewOrder: 'Voir ma commande',
    questionText: 'Une question ? Écrivez-nous à {email} en indiquant votre numéro de commande {number}, ou appelez le {phone}.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: 'Une question ? Écrivez-nous à {email} en indiquant votre numéro de commande, ou appelez le {phone}.',
  },
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe',
    preheader: 'Choisissez un nouveau mot de passe pour votre compte.',
    intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte {festival}. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
    button: 'Choisir un nouveau mot de passe',
    after: 'Ce lien est valable 30 minutes et ne fonctionne qu’une seule fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées.',
    notMe: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  magicLink: {
    subject: 'Votre lien de connexion',
    preheader: 'Connectez-vous en un clic, sans mot de passe.',
    intro: 'Voici votre lien pour vous connecter à votre espace {festival}, sans mot de passe.',
    button: 'Me connecter',
    after: 'Ce lien est valable 30 minutes et ne fonctionne qu’une seule fois.',
    notMe: 'Vous n’avez rien demandé ? Ignorez cet e-mail : personne ne peut se connecter sans ce lien.',
  },
  emailVerification: {
    subject: 'Confirmez votre adresse e-mail',
    preheader: 'Un clic pour confirmer votre adresse et retrouver vos billets.',
    intro: 'Bienvenue au {festival} ! Confirmez votre adresse e-mail : vos commandes passées avec cette adresse rejoindront alors votre espace personnel.',
    button: 'Confirmer mon adresse',
    after: 'Ce lien est valable 48 heures et ne fonctionne qu’une seule fois ; il vous connecte aussi à votre compte.',
    notMe: 'Vous n’avez pas créé de compte ? Ignorez cet e-mail : l’adresse ne sera pas confirmée.',
  },
  accountExists: {
    subject: 'Vous avez déjà un compte',
    preheader: 'Quelqu’un a essayé de créer un compte avec votre adresse.',
    intro:
      'Quelqu’un (sans doute vous) a voulu créer un compte {festival} avec cette adresse e-mail, mais vous avez déjà un compte. Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l’avez oublié.',
    button: 'Mot de passe oublié',
    after: 'Aucun nouveau compte n’a été créé et votre compte n’a pas été modifié.',
    notMe: 'Ce n’était pas vous ? Ignorez cet e-mail.',
  },
  invitation: {
    subject: 'Vous êtes invité·e au {festival}',
    /** « 1 billet « Full Pass » » / « 2 billets « Full Pass » ». */
    what: { one: '1 billet « {ticket} »', other: '{count} billets « {ticket} »' },
    intro: { one: 'L’équipe du {festival} a le plaisir de vous inviter : {what}, offert.', other: 'L’équipe du {festival} a le plaisir de vous inviter : {what}, offerts.' },
    preheader: { one: '{what} vous attend.', other: '{what} vous attendent.' },
    teamNote: 'Le mot de l’équipe',
    ticketLine: 'Billet : {ticket}',
    quantityLine: 'Quantité : {quantity}',
    action: 'Pour recevoir vos billets, ouvrez le lien ci-dessous et confirmez les noms des participants : les billets (avec leur QR code) vous arrivent aussitôt par e-mail.',
    button: 'Recevoir mes billets',
    /** Text version: « Recevoir mes billets : https://… ». */
    buttonLine: 'Recevoir mes billets : {url}',
    expiry: 'Ce lien personnel est valable jusqu’au {date} et ne sert qu’une seule fois. Ne le transférez pas.',
    notMe: 'Vous pensez avoir reçu cet e-mail par erreur ? Ignorez-le simplement.',
  },
  messageReceived: {
    subject: 'Nous avons bien reçu votre message — {subject}',
    preheader: 'Votre message est bien arrivé : nous vous répondons rapidement.',
    intro:
      'Merci de nous avoir écrit ! Votre message du {date} est bien arrivé : notre équipe vous répond en général sous 48 heures, par e-mail (et dans votre espace personnel si vous avez un compte).',
    subjectLine: 'Sujet : {subject}',
    orderLine: 'Commande concernée : {number}',
    followUpText: 'Pour compléter votre demande, écrivez-nous à nouveau depuis {url} ou à {email}.',
    followUpHtml: 'Pour compléter votre demande, écrivez-nous à nouveau depuis notre page de contact.',
    button: 'Nous écrire',
    notMe: "Vous n'avez pas écrit ce message ? Ignorez simplement cet e-mail.",
    urgent: 'Une question urgente ?',
  },
  messageReply: {
    subject: 'Réponse à votre message — {subject}',
    preheader: 'Notre équipe a répondu à votre message.',
    intro: 'Voici la réponse de notre équipe à votre message du {date}.',
    introWithOrder: 'Voici la réponse de notre équipe à votre message du {date} (commande {number}).',
    ourAnswer: 'Notre réponse',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'Notre réponse :',
    yourMessageText: 'Votre message (« {subject} ») :',
    yourMessageHtml: 'Votre message — {subject}',
    accountText: 'Vous avez un compte ? Retrouvez vos échanges dans votre espace : {url}',
    accountHtml: 'Vous avez un compte ? Retrouvez vos échanges dans votre espace personnel.',
    button: 'Voir mes messages',
    followUpText: 'Besoin de préciser quelque chose ? Écrivez-nous depuis {url} ou à {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: 'Besoin de préciser quelque chose ? Écrivez-nous depuis {contactLink} ou à {email}.',
    contactPage: 'la page de contact',
  },
  newsletterConfirm: {
    subject: 'Confirmez votre inscription à la newsletter du {festival}',
    preheader: 'Un clic pour confirmer votre inscription.',
    intro:
      'Vous (ou quelqu’un utilisant votre adresse) avez demandé à recevoir la newsletter du festival : line-up, ouverture des ventes, ateliers et infos pratiques, quelques e-mails par an.',
    action: 'Pour confirmer votre inscription, cliquez sur le bouton ci-dessous. Le lien est valable 7 jours.',
    button: 'Confirmer mon inscription',
    ignore: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : vous ne serez pas inscrit(e) et ne recevrez rien d’autre.',
    privacy: 'Vous pourrez vous désinscrire à tout moment grâce au lien présent dans chaque newsletter.',
  },
  newsletterIssue: {
    why: 'Vous recevez cet e-mail parce que vous êtes inscrit(e) à la newsletter du {festival}.',
    unsubscribe: 'Se désinscrire',
    unsubscribeLine: 'Se désinscrire : {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Bienvenue dans la newsletter du {festival}',
    paragraphs: [
      'Votre inscription est confirmée : merci !',
      'Vous recevrez en avant-première les annonces du line-up, l’ouverture des ventes et les dernières places, le programme des ateliers et les infos pratiques avant le festival. Pas plus de deux e-mails par mois.',
      'À très vite sur la piste.',
    ],
  },
} as const;
