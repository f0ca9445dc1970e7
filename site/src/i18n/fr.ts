/**
 * French dictionary: every string the interface shows, grouped by area.
 *
 * French is the reference language; the other eight (en, es, pt, de, it, nl, pl, ro) will be
 * typed against `Dictionary` so that a missing key is a compile error. Texts quoted by the
 * product spec are copied verbatim (including their punctuation, e.g. '...' rather than '…'),
 * because tests and users rely on those exact words. Placeholders use `{name}` and are filled
 * by `t()` (see ./index.ts).
 *
 * Editorial content (pages, artists, news…) does not belong here: it comes from the CMS.
 */
export const fr = {
  meta: {
    locale: 'fr-FR',
    /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
    titleSeparator: ' — ',
  },

  a11y: {
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Navigation principale',
    tabBarNavigation: 'Navigation rapide',
    footerNavigation: 'Liens du pied de page',
    legalNavigation: 'Informations légales',
    socialNavigation: 'Réseaux sociaux',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
    cart: 'Panier',
    external: '(nouvel onglet)',
    breadcrumb: "Fil d'Ariane",
    logoHome: 'Kizomba Lumière Festival, retour à l’accueil',
  },

  nav: {
    home: 'Accueil',
    lineup: 'Line-up',
    tickets: 'Billetterie',
    information: 'Informations',
    concept: 'Présentation',
    rules: 'Règlement du concours',
    hotels: 'Hôtels',
    news: 'Actualités',
    contact: 'Contact',
    about: 'À propos',
    accessibility: 'Accessibilité',
    buyTickets: 'Billets',
    buyTicketsLong: 'Réserver mes billets',
    festival: 'Le festival',
    practical: 'Infos pratiques',
  },

  /** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
  tabBar: {
    home: 'Accueil',
    lineup: 'Line-up',
    tickets: 'Billetterie',
    information: 'Infos',
    admin: 'Admin',
    scanner: 'Scanner',
  },

  footer: {
    festivalHeading: 'Le festival',
    practicalHeading: 'Infos pratiques',
    legalHeading: 'Informations légales',
    followUs: 'Suivez-nous',
    newsletterTitle: 'La newsletter',
    newsletterText:
      'Line-up, ouverture des ventes, horaires : recevez les annonces du festival avant tout le monde.',
    newsletterLabel: 'Votre adresse e-mail',
    newsletterPlaceholder: 'prenom@exemple.fr',
    newsletterSubmit: 'Je m’inscris',
    newsletterConsent:
      'Un e-mail par mois au plus, désinscription en un clic. Vos données restent chez nous :',
    newsletterPrivacyLink: 'politique de confidentialité',
    photoGenerator: 'Créez votre photo du festival',
    photoGeneratorText: 'Votre portrait aux couleurs du festival, prêt à partager.',
    legalNotice: 'Mentions légales',
    privacy: 'Confidentialité',
    terms: 'Conditions générales de vente',
    cookies: 'Cookies',
    accessibility: 'Accessibilité',
    rights: 'Tous droits réservés.',
  },

  social: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    spotify: 'Spotify',
    followOn: '{festival} sur {platform}',
  },

  common: {
    readMore: 'Lire la suite',
    seeAll: 'Tout voir',
    backHome: 'Retour à l’accueil',
    learnMore: 'En savoir plus',
    dates: 'Dates',
    venue: 'Lieu',
    openMap: 'Ouvrir le plan',
    mapLinkTitle: 'Voir {venue} sur OpenStreetMap',
    close: 'Fermer',
    back: 'Retour',
    loading: 'Chargement...',
    from: 'Dès',
    toc: 'Sommaire',
  },

  home: {
    introEyebrow: 'Bienvenue à Lyon',
    newsEyebrow: 'Le journal du festival',
    secondaryCta: 'Découvrir le line-up',
    highlightsHeading: 'L’esprit du festival',
    artistsHeading: 'Ils font le festival',
    artistsLead: 'Professeurs, DJ et artistes venus de Lisbonne, Luanda, Paris et d’ailleurs.',
    artistsLink: 'Tout le line-up',
    programmeHeading: 'Trois jours, trois nuits',
    programmeLead: 'Des stages le jour, des soirées jusqu’à l’aube, des shows et la finale du concours.',
    programmeLink: 'Voir le programme complet',
    workshopCount: '{count} stages dans la journée',
    ticketsHeading: 'Vos billets',
    ticketsLead: 'Pass complet, soirées ou stages : choisissez votre formule.',
    ticketsLink: 'Toute la billetterie',
    newsHeading: 'Actualités',
    newsLink: 'Toutes les actualités',
    venueHeading: 'Rendez-vous à Lyon',
  },

  lineup: {
    title: 'Line-up',
    description:
      'Les professeurs, DJ, artistes et maîtres de cérémonie du festival, et le programme des trois jours : stages, soirées, shows et concours.',
    lead: 'Les artistes qui feront vibrer le festival, et le programme heure par heure.',
    artistsHeading: 'Les artistes',
    programmeHeading: 'Le programme',
    programmeLead: 'Horaires donnés à titre indicatif, mis à jour ici au fil des annonces.',
    jumpToDay: 'Aller au jour',
    sections: 'Sections du line-up',
    roles: {
      teacher: 'Professeurs',
      dj: 'DJ',
      performer: 'Shows & live',
      mc: 'Maîtres de cérémonie',
    },
    /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
    role: {
      teacher: 'Professeur·e',
      dj: 'DJ',
      performer: 'Show & live',
      mc: 'Maître de cérémonie',
    },
    kinds: {
      workshop: 'Stage',
      party: 'Soirée',
      show: 'Show',
      competition: 'Concours',
      social: 'Social',
    },
    levels: {
      all: 'Tous niveaux',
      beginner: 'Débutant',
      intermediate: 'Intermédiaire',
      advanced: 'Avancé',
    },
    levelLabel: 'Niveau',
    roomLabel: 'Salle',
    withArtists: 'Avec',
    details: 'Détails',
    timeRange: '{start} – {end}',
    instagram: 'Instagram de {name}',
    artistProgramme: 'Au programme',
    noSlots: 'Ses horaires seront annoncés prochainement.',
    backToLineup: 'Retour au line-up',
    biography: 'Biographie',
    origin: 'Origine',
  },

  tickets: {
    title: 'Billetterie',
    description:
      'Pass complet, pass soirées ou stages : les billets du Kizomba Lumière Festival, leurs prix et les places restantes.',
    lead: 'Choisissez votre formule. Les billets sont envoyés par e-mail dès le paiement confirmé.',
    includes: 'Inclus',
    bestSeller: 'Meilleure vente',
    soldOut: 'Complet',
    placesLeft: '{count} places restantes',
    placeLeft: '1 place restante',
    salesNotOpen: 'Ouverture des ventes le {date}',
    salesClosed: 'Ventes terminées',
    validDays: 'Valable',
    categories: {
      pass: 'Pass',
      night: 'Soirée',
      workshop: 'Stage',
    },
    empty: 'Aucun billet n’est en vente pour le moment.',
    liveUpdated: 'Disponibilités mises à jour à {time}.',
    faqHeading: 'Questions sur la billetterie',
    faqLink: 'Toutes les questions fréquentes',
    price: 'Prix',
  },

  hotels: {
    title: 'Hôtels',
    description:
      'Les hôtels partenaires du Kizomba Lumière Festival à Lyon, près des Docks Lumière, avec leurs tarifs négociés.',
    lead: 'Nos hôtels partenaires, à quelques minutes du festival. Pensez à réserver tôt.',
    stars: '{count} étoiles',
    star: '1 étoile',
    priceFrom: 'Dès {price} la nuit',
    promoCode: 'Code partenaire',
    book: 'Réserver',
    bookHotel: 'Réserver à {name}',
    empty: 'La liste des hôtels partenaires sera publiée prochainement.',
  },

  information: {
    faqHeading: 'Questions fréquentes',
    categories: {
      tickets: 'Billetterie',
      onsite: 'Sur place',
      accommodation: 'Hébergement',
      festival: 'Le festival',
    },
  },

  contact: {
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
  },

  news: {
    title: 'Actualités',
    description: 'Les dernières nouvelles du Kizomba Lumière Festival : line-up, billetterie, concours et coulisses.',
    lead: 'Annonces, coulisses et nouvelles du festival.',
    publishedOn: 'Publié le {date}',
    by: 'Par {author}',
    back: 'Toutes les actualités',
    empty: 'Aucune actualité pour le moment.',
  },

  notFound: {
    title: 'Page introuvable',
    description: 'Cette page n’existe pas ou a été déplacée.',
    lead: 'La piste est vide ici… Cette page n’existe pas ou a changé d’adresse.',
    suggestions: 'Où voulez-vous aller ?',
  },

  /** Cart dropdown in the top bar (spec §2). */
  cart: {
    title: 'Mon panier',
    open: 'Ouvrir le panier',
    itemCount: '{count} articles',
    itemCountOne: '1 article',
    empty: 'Votre panier est vide',
    decrease: 'Diminuer la quantité',
    increase: 'Augmenter la quantité',
    quantity: 'Quantité',
    remove: 'Supprimer',
    total: 'Total',
    checkout: 'Passer la commande',
    addToCart: 'Ajouter au panier',
    added: 'Ajouté au panier',
  },

  /** Login modal and auth pages (spec §2, §5). */
  auth: {
    loginTitle: 'Connexion',
    email: 'E-mail',
    password: 'Mot de passe',
    rememberMe: 'Se souvenir de moi',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    register: 'Créer un compte',
    loginError: 'Une erreur est survenue lors de la connexion',
  },

  /** User menu in the top bar (spec §2). */
  userMenu: {
    dashboard: 'Tableau de bord',
    myTickets: 'Mes billets',
    administration: 'Administration',
    scanner: 'Scanner',
    logout: 'Déconnexion',
  },

  /** Dashboard tabs (spec §2). */
  dashboard: {
    tabs: {
      dashboard: 'Tableau de bord',
      tickets: 'Mes billets',
      payments: 'Historique de paiements',
      security: 'Sécurité',
    },
    myBookings: 'Mes réservations',
  },

  /** Promo notification and promo code box (spec §2, §4, §8). */
  promo: {
    notificationTitle: 'Code promo',
    notificationText: 'Un code promo de 5 € sera appliqué automatiquement à votre panier.',
    applyNow: 'Appliquer maintenant',
    later: 'Plus tard',
    label: 'Code promo',
    apply: 'Appliquer',
    applying: 'Application...',
    success: 'Code promo appliqué avec succès !',
    error: "Erreur lors de l'application du code promo",
  },

  /** Checkout screen (spec §2, §5, §8). */
  checkout: {
    title: 'Finaliser la commande',
    steps: {
      personalInfo: 'Informations personnelles',
      summaryPayment: 'Récapitulatif et paiement',
      confirmation: 'Confirmation',
    },
    contactHeading: 'Vos coordonnées',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    emailHint: 'Votre billet sera envoyé à cette adresse.',
    phone: 'Téléphone',
    billingHeading: 'Adresse de facturation',
    line1: 'Adresse',
    line2: 'Complément d’adresse (facultatif)',
    postalCode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    countryPlaceholder: 'Sélectionnez un pays',
    state: 'État / Province',
    internationalNote: 'Les commandes internationales sont acceptées.',
    promoHeading: 'Code promo',
    submit: 'Procéder au paiement',
    processing: 'Traitement en cours...',
    redirecting: 'Redirection vers la page de paiement...',
    termsNotice: 'En validant, vous acceptez nos',
    termsLink: 'conditions générales de vente',
    summaryHeading: 'Récapitulatif',
    unitPriceTimesQuantity: '{price} × {quantity}',
    remove: 'Supprimer',
    subtotal: 'Sous-total',
    discount: 'Réduction',
    total: 'Total',
    securePayment: 'Paiement sécurisé par carte bancaire via Stripe.',
    loadingCart: 'Chargement du panier...',
    updatingCart: 'Mise à jour du panier...',
    errors: {
      requiredFields: 'Veuillez remplir tous les champs obligatoires',
      emptyCart: 'Votre panier est vide',
      missingStripeUrl: 'URL de paiement Stripe non trouvée dans la réponse',
      missingSessionId: 'ID de session non trouvé dans la réponse du serveur',
      cartLoad: 'Erreur lors du chargement du panier',
      canceled: 'Votre paiement a été annulé. Vous pouvez réessayer quand vous le souhaitez.',
    },
  },

  /** Order status screen (spec §2, §8). */
  orderStatus: {
    title: 'État de la commande',
    noInformation: 'Aucune information disponible',
    successTitle: 'Paiement confirmé',
    failedTitle: 'Paiement refusé',
    pendingTitle: 'Paiement en cours de vérification',
    orderNumber: 'Numéro de commande',
    date: 'Date',
    total: 'Total',
    paymentMethod: 'Moyen de paiement',
    defaultPaymentMethod: 'Carte de crédit',
    tickets: 'Billets',
    validated: 'Validé',
    download: 'Télécharger mes billets',
    authRequired: 'Authentification requise',
    guestEmailNotice: 'Vos billets ont été envoyés à {email}. Consultez vos e-mails pour les récupérer.',
    understood: "J'ai compris",
    home: 'Accueil',
    viewTickets: 'Voir vos billets',
    backToTickets: 'Retour à la billetterie',
    retry: 'Réessayer',
    backHome: 'Retour à l’accueil',
    refreshNow: 'Actualiser maintenant',
    nextRefresh: 'Prochaine actualisation dans {seconds} s',
    errors: {
      invalidSessionId: 'ID de session invalide',
      fetch: 'Erreur lors de la récupération des informations de commande: {message}',
      unknown: 'Erreur inconnue',
      invalidResponse: 'Format de réponse invalide',
      notFound: 'Commande introuvable',
      incomplete: 'Les données de commande sont incomplètes',
      paymentFailed: 'Une erreur est survenue lors du traitement de votre paiement.',
      noTickets: 'Aucun billet trouvé dans cette commande.',
      loginRequiredFields: 'Veuillez remplir tous les champs',
      loginNoToken: 'Erreur lors de la connexion',
      loginFailed: 'Erreur lors de la connexion: {message}',
    },
  },

  /** Chat bubble (spec §2, §7, §8). */
  chat: {
    open: 'Besoin d’aide ?',
    title: 'Une question ?',
    intro: 'Comment pouvons-nous vous aider ?',
    questionChoice: 'Poser une question',
    supportChoice: 'Un problème avec ma commande',
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    issue: 'Problème rencontré',
    orderNumber: 'Numéro de commande (facultatif)',
    send: 'Envoyer',
    sending: 'Envoi...',
    back: 'Retour',
    close: 'Fermer',
    generalSubject: 'Question générale',
    supportSubject: 'Support technique - Commande: {orderNumber}',
    success: 'Message envoyé avec succès !',
    error: 'Une erreur est survenue. Veuillez réessayer.',
  },

  /** General API errors (spec §8). */
  errors: {
    generic: 'Une erreur est survenue',
    network: 'Erreur de connexion au serveur',
  },

  /** Formatting fallbacks (spec §8). */
  format: {
    invalidDate: 'Date invalide',
    notAvailable: 'N/A',
  },

  /** Machine-translation widget (spec §1): language names in their own language. */
  languages: {
    label: 'Langue',
    fr: 'Français',
    en: 'English',
    es: 'Español',
    pt: 'Português',
    de: 'Deutsch',
    it: 'Italiano',
    nl: 'Nederlands',
    pl: 'Polski',
    ro: 'Română',
  },
} as const;
