/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
import type { ApiDictionary } from '../index.js';

export const resale: ApiDictionary['resale'] = {
  errors: {
    disabled: 'Der Weiterverkauf von Tickets ist für dieses Festival nicht geöffnet.',
    closed: 'Der Weiterverkauf ist geschlossen: Die Frist für Übertragungen und Weiterverkäufe ist abgelaufen.',
    couple: 'Ein Paar-Pass kann nicht zum Weiterverkauf angeboten werden.',
    checkedIn: 'Dieses Ticket wurde bereits am Einlass verwendet: Es kann nicht mehr zum Weiterverkauf angeboten werden.',
    invalid: 'Dieses Ticket wurde storniert oder erstattet: Es kann nicht zum Weiterverkauf angeboten werden.',
    transferPending: 'Dieses Ticket wird gerade übertragen: Bitte brechen Sie die Übertragung ab, bevor Sie es zum Weiterverkauf anbieten.',
    transferred: 'Ein per Übertragung erhaltenes Ticket kann hier nicht weiterverkauft werden: Die Erstattung ginge an die Person, die es bezahlt hat. Bitte wenden Sie sich an sie oder schreiben Sie uns.',
    nothingToRefund: 'Dieses Ticket hat Sie nichts gekostet (Einladung oder voller Rabatt): Es gibt nichts zu erstatten, daher kann es nicht zum Weiterverkauf angeboten werden.',
    alreadyListed: 'Dieses Ticket wird bereits zum Weiterverkauf angeboten.',
    notListed: 'Dieses Ticket wird nicht zum Weiterverkauf angeboten.',
    alreadySold: 'Für dieses Ticket wurde bereits ein Käufer gefunden: Es kann nicht mehr aus dem Weiterverkauf genommen werden.',
    noSeat: 'Ihr Platz wurde bereits einer anderen Person angeboten: Das Ticket kann nicht mehr aus dem Weiterverkauf genommen werden.',
  },
  mail: {
    subject: 'Ihr Ticket wurde weiterverkauft',
    preheader: 'Für Ihr Ticket „{ticket}“ wurde ein Käufer gefunden.',
    intro: 'Gute Nachricht: Für Ihr zum Weiterverkauf angebotenes Ticket „{ticket}“ (Nr. {number}) wurde ein Käufer gefunden.',
    refunded: 'Wir erstatten Ihnen {amount} auf das Zahlungsmittel Ihrer Bestellung {order}. Je nach Bank erscheint der Betrag innerhalb von 5 bis 10 Tagen.',
    feeLine: 'Ticketpreis: {price}, Weiterverkaufsgebühr: {fee}.',
    nothingRefunded: 'Die Weiterverkaufsgebühr ({fee}) deckt den Preis Ihres Tickets ({price}): Es gibt keinen Betrag, den wir Ihnen erstatten könnten.',
    alreadyRefunded: 'Ihre Bestellung {order} wurde Ihnen bereits erstattet: Für dieses Ticket bleibt nichts mehr zu erstatten.',
    revoked: 'Der QR-Code dieses Tickets ist nicht mehr gültig: Er gewährt keinen Einlass mehr zum Festival.',
    thanks: 'Vielen Dank, dass Sie Ihren Platz einer anderen tanzbegeisterten Person überlassen.',
  },
};
