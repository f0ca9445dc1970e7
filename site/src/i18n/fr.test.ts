import { describe, expect, it } from 'vitest';
import { interpolate, translator } from './index';
import { chat } from './fr/chat';
import { checkout } from './fr/checkout';
import { dashboard } from './fr/dashboard';
import { orderStatus } from './fr/order-status';
import { promo } from './fr/promo';

/** Every namespace of every French file. */
const fr: Record<string, unknown> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Record<string, unknown>>(['./fr/*.ts', '!./fr/*.test.ts'], { eager: true })),
);

/** Every leaf string of the dictionary. */
function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leaves);
}

/**
 * The French texts quoted by the product spec (§2, §4, §5, §7, §8), verbatim. Placeholders
 * in the spec ("{message}", "{order number or N/A}") are written as the dictionary's own
 * `{name}` placeholders.
 */
const SPEC_TEXTS = [
  // §2 layout, cart dropdown, login modal, user menu, dashboard
  'Passer la commande',
  'Se souvenir de moi',
  'Tableau de bord',
  'Mes billets',
  'Mes réservations',
  'Historique de paiements',
  'Sécurité',
  'Administration',
  'Scanner',
  'Billetterie',
  'Présentation',
  // §2 promo notification
  'Appliquer maintenant',
  'Plus tard',
  // §2 checkout
  'Finaliser la commande',
  'Sélectionnez un pays',
  'Procéder au paiement',
  'Traitement en cours...',
  'Redirection vers la page de paiement...',
  'Supprimer',
  'Chargement du panier...',
  'Mise à jour du panier...',
  // §2 order status
  'État de la commande',
  'Aucune information disponible',
  'Validé',
  'Authentification requise',
  "J'ai compris",
  'Voir vos billets',
  'Retour à la billetterie',
  'Réessayer',
  'Actualiser maintenant',
  // §3, §7
  'Carte de crédit',
  'Question générale',
  'Support technique - Commande: {orderNumber}',
  // §4
  'Application...',
  'Code promo appliqué avec succès !',
  // §5
  'Veuillez remplir tous les champs obligatoires',
  'Votre panier est vide',
  'Veuillez remplir tous les champs',
  // §8
  'Une erreur est survenue',
  'Erreur de connexion au serveur',
  'Une erreur est survenue lors de la connexion',
  'Erreur lors de la connexion',
  'Erreur lors de la connexion: {message}',
  "Erreur lors de l'application du code promo",
  'URL de paiement Stripe non trouvée dans la réponse',
  'ID de session non trouvé dans la réponse du serveur',
  'Erreur lors du chargement du panier',
  'Votre paiement a été annulé. Vous pouvez réessayer quand vous le souhaitez.',
  'ID de session invalide',
  'Erreur lors de la récupération des informations de commande: {message}',
  'Erreur inconnue',
  'Les données de commande sont incomplètes',
  'Une erreur est survenue lors du traitement de votre paiement.',
  'Aucun billet trouvé dans cette commande.',
  'Date invalide',
  'N/A',
  'Message envoyé avec succès !',
  'Une erreur est survenue. Veuillez réessayer.',
];

describe('French dictionary', () => {
  const all = new Set(leaves(fr));

  it.each(SPEC_TEXTS)('contains the spec text %j verbatim', (text) => {
    expect(all.has(text)).toBe(true);
  });

  it('mentions the 5 € value of the promo code', () => {
    expect(promo.notificationText).toMatch(/5 €/);
  });

  it('names the four dashboard tabs in order', () => {
    expect(Object.values(dashboard.tabs)).toEqual([
      'Tableau de bord',
      'Mes billets',
      'Historique de paiements',
      'Sécurité',
    ]);
  });

  it('has no empty string', () => {
    expect([...all].filter((text) => text.trim() === '')).toEqual([]);
  });
});

describe('translator()', () => {
  const t = translator({ chat, checkout, orderStatus });

  it('reads a nested key', () => {
    expect(t('checkout.title')).toBe('Finaliser la commande');
  });

  it('fills placeholders', () => {
    expect(t('orderStatus.errors.fetch', { message: 'Erreur inconnue' })).toBe(
      'Erreur lors de la récupération des informations de commande: Erreur inconnue',
    );
    expect(t('chat.supportSubject', { orderNumber: 'N/A' })).toBe('Support technique - Commande: N/A');
  });

  it('tells whether a key built at run time names a string', () => {
    expect(t.has('checkout.addressExamples.FR.city')).toBe(true);
    expect(t.has('checkout.addressExamples.ZZ.city')).toBe(false);
    expect(t.has('checkout.addressExamples')).toBe(false);
    expect(t.has('checkout.title.length')).toBe(false);
  });

  it('throws on a key that names no string', () => {
    expect(() => t('checkout.nope' as Parameters<typeof t>[0])).toThrow('Missing UI string: checkout.nope');
  });

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('{a} et {b}', { a: 1 })).toBe('1 et {b}');
  });
});
