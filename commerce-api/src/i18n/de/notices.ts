/** What a successful public answer tells the person (`message`, `promoRemoved`), in German. */
import type { ApiDictionary } from '../index.js';

export const notices: ApiDictionary['notices'] = {
  auth: {
    mailSent: 'Falls für diese Adresse ein Konto existiert, haben wir Ihnen soeben eine E-Mail geschickt.',
    quickLogin: 'Wir haben Ihnen soeben einen Anmeldelink per E-Mail geschickt. Er ist 30 Minuten gültig.',
    register: 'Bitte sehen Sie in Ihrem Postfach nach: Falls diese Adresse verwendet werden kann, haben wir Ihnen soeben einen Bestätigungslink geschickt.',
  },
  cart: {
    itemAdded: '„{name}“ wurde in Ihren Warenkorb gelegt.',
    itemRemoved: '„{name}“ wurde aus Ihrem Warenkorb entfernt.',
    promoApplied: 'Gutscheincode erfolgreich eingelöst!',
    cleared: 'Ihr Warenkorb wurde geleert.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: 'Der Gutscheincode „{code}“ wurde aus Ihrem Warenkorb entfernt: Dieser Gutscheincode ist ungültig.',
      notApplicableToCart: 'Der Gutscheincode „{code}“ wurde aus Ihrem Warenkorb entfernt: Er gilt für keines der Tickets in Ihrem Warenkorb.',
      notApplicableEmpty: 'Der Gutscheincode „{code}“ wurde aus Ihrem Warenkorb entfernt: Er gilt nicht für einen leeren Warenkorb.',
      minSubtotal:
        'Der Gutscheincode „{code}“ wurde aus Ihrem Warenkorb entfernt: Er setzt einen Mindestbestellwert von {minimum} voraus (Ihr Warenkorb: {subtotal}).',
      minSubtotalRestricted:
        'Der Gutscheincode „{code}“ wurde aus Ihrem Warenkorb entfernt: Er setzt einen Mindestbestellwert von {minimum} für die betreffenden Tickets voraus (Ihr Warenkorb: {subtotal}).',
    },
    restored:
      'Ihr Warenkorb wurde wiederhergestellt. Einige Tickets haben ihren Preis geändert oder sind nicht mehr in derselben Menge verfügbar: Bitte prüfen Sie ihn vor dem Bezahlen.',
  },
  /** The order as its status page and the confirmation e-mail show it (OrderView). */
  order: {
    paymentMethod: 'Kreditkarte',
    invitationPaymentMethod: 'Einladung (kostenlos)',
    /** Why a failed order failed, per failure reason. */
    failure: {
      payment_failed: 'Ihre Zahlung ist nicht zustande gekommen. Es wurde kein Betrag abgebucht: Sie können es erneut versuchen.',
      expired: 'Die Zahlungsfrist ist abgelaufen: Ihre Plätze wurden wieder freigegeben. Sie können Ihre Bestellung erneut aufgeben.',
      canceled: 'Diese Bestellung wurde storniert, und ihre Tickets liegen wieder in Ihrem Warenkorb.',
      sold_out_after_payment:
        'Ihre Zahlung ist eingegangen, nachdem Ihre Plätze freigegeben wurden, und die Tickets sind inzwischen ausverkauft: Der volle Betrag wurde Ihnen erstattet.',
      default: 'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten.',
    },
  },
  newsletter: {
    subscribed: 'Danke! Bitte sehen Sie in Ihren E-Mails nach, um Ihre Anmeldung zu bestätigen.',
  },
};
