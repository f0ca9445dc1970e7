/** Italian UI strings of a ticket's resale at face value (dashboard). */
import type { Dictionary } from '../index';

export const resale: Dictionary['resale'] = {
  open: 'Rivendere al prezzo d’acquisto',
  title: 'Rivendere questo biglietto',
  lead: 'Non potrà venire? Il festival rivende il Suo biglietto per Lei, al prezzo che ha pagato.',
  legal: 'In Francia un biglietto si può rivendere solo con il consenso dell’organizzatore e mai sopra il suo prezzo: per questo la rivendita passa da noi, al massimo al prezzo d’acquisto.',
  loadingQuote: 'Calcolo dell’importo…',
  quote: {
    price: 'Prezzo di rivendita',
    fee: 'Commissione di rivendita',
    refund: 'Lei riceve',
    noFee: 'Nessuna commissione',
  },
  how: 'Il biglietto viene proposto prima alle persone in lista d’attesa, poi rimesso in vendita. Appena qualcuno lo acquista, Le vengono rimborsati {refund} sulla carta usata per il pagamento.',
  meanwhile: 'Nel frattempo il biglietto resta Suo, ma non è più accettato all’ingresso. Può ritirarlo dalla rivendita finché non è venduto.',
  submit: 'Mettere in rivendita',
  submitting: 'Messa in rivendita…',
  cancel: 'Annulla',
  listedDone: 'Il Suo biglietto è in rivendita. Le scriveremo appena avrà trovato un acquirente.',
  badge: 'In rivendita',
  listedTitle: 'In rivendita',
  listed: 'In rivendita dal {date} al prezzo di {price}. Riceverà {refund} appena sarà acquistato.',
  withdraw: 'Ritirare dalla rivendita',
  withdrawing: 'Ritiro…',
  withdrawn: 'Biglietto ritirato dalla rivendita: è di nuovo valido all’ingresso.',
  soldTitle: 'Biglietto rivenduto',
  sold: 'Il Suo biglietto ha trovato un acquirente il {date}. {refund} Le vengono rimborsati sulla carta.',
  refundPending: 'Il rimborso è in corso: a seconda della banca, compare entro pochi giorni.',
  soldBadge: 'Rivenduto',
  closed: {
    deadlinePassed: 'La rivendita è chiusa dal {date}.',
    checkedIn: 'Questo biglietto è già stato usato all’ingresso: non può essere rivenduto.',
    notValid: 'Questo biglietto non è più valido: non può essere rivenduto.',
    pendingTransfer: 'Annulli prima il trasferimento in corso per rivendere questo biglietto.',
    notAllowed: 'Questo biglietto non può essere rivenduto.',
  },
};
