/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
import type { ApiDictionary } from '../index.js';

export const resale: ApiDictionary['resale'] = {
  errors: {
    disabled: 'La rivendita dei biglietti non è aperta per questo festival.',
    closed: 'La rivendita è chiusa: il termine per trasferimenti e rivendite è scaduto.',
    couple: 'Un Pass Coppia non può essere messo in rivendita.',
    checkedIn: 'Questo biglietto è già stato usato all’ingresso: non può più essere messo in rivendita.',
    invalid: 'Questo biglietto è stato annullato o rimborsato: non può essere messo in rivendita.',
    transferPending: 'Questo biglietto è in corso di trasferimento: annulli il trasferimento prima di metterlo in rivendita.',
    transferred: 'Un biglietto ricevuto tramite trasferimento non può essere rivenduto qui: il rimborso andrebbe alla persona che lo ha pagato. La contatti oppure ci scriva.',
    nothingToRefund: 'Questo biglietto non Le è costato nulla (invito o sconto totale): non c’è nulla da rimborsarLe, quindi non può essere messo in rivendita.',
    alreadyListed: 'Questo biglietto è già in rivendita.',
    notListed: 'Questo biglietto non è in rivendita.',
    alreadySold: 'Questo biglietto ha già trovato un acquirente: non può più essere ritirato dalla rivendita.',
    noSeat: 'Il Suo posto è già stato proposto a un’altra persona: il biglietto non può più essere ritirato dalla rivendita.',
  },
  mail: {
    subject: 'Il Suo biglietto è stato rivenduto',
    preheader: 'Il Suo biglietto «{ticket}» ha trovato un acquirente.',
    intro: 'Buone notizie: il biglietto «{ticket}» (n. {number}) che ha messo in rivendita ha trovato un acquirente.',
    refunded: 'Le rimborsiamo {amount} sul metodo di pagamento del Suo ordine {order}. A seconda della Sua banca, l’importo comparirà entro 5-10 giorni.',
    feeLine: 'Prezzo del biglietto: {price}, commissione di rivendita: {fee}.',
    nothingRefunded: 'La commissione di rivendita ({fee}) copre il prezzo del Suo biglietto ({price}): non c’è alcun importo da rimborsarLe.',
    alreadyRefunded: 'Il Suo ordine {order} Le è già stato rimborsato: non resta nulla da rimborsarLe per questo biglietto.',
    revoked: 'Il codice QR di questo biglietto non è più valido: non consente più l’ingresso al festival.',
    thanks: 'Grazie per aver ceduto il Suo posto a un’altra persona appassionata di danza.',
  },
};
