/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
import type { ApiDictionary } from '../index.js';

export const resale: ApiDictionary['resale'] = {
  errors: {
    disabled: 'Revânzarea biletelor nu este deschisă pentru acest festival.',
    closed: 'Revânzarea este închisă: termenul-limită pentru transferuri și revânzări a trecut.',
    couple: 'Un Pass Cuplu nu poate fi pus în revânzare.',
    checkedIn: 'Acest bilet a fost deja folosit la intrare: nu mai poate fi pus în revânzare.',
    invalid: 'Acest bilet este anulat sau rambursat: nu poate fi pus în revânzare.',
    transferPending: 'Acest bilet este în curs de transfer: vă rugăm să anulați transferul înainte de a-l pune în revânzare.',
    transferred: 'Un bilet primit prin transfer nu poate fi revândut aici: rambursarea ar ajunge la persoana care l-a plătit. Vă rugăm să o contactați sau să ne scrieți.',
    nothingToRefund: 'Acest bilet nu v-a costat nimic (invitație sau reducere totală): nu este nimic de rambursat, așadar nu poate fi pus în revânzare.',
    alreadyListed: 'Acest bilet este deja pus în revânzare.',
    notListed: 'Acest bilet nu este pus în revânzare.',
    alreadySold: 'Acest bilet și-a găsit deja cumpărătorul: nu mai poate fi retras din revânzare.',
    noSeat: 'Locul dumneavoastră a fost deja oferit altei persoane: biletul nu mai poate fi retras din revânzare.',
  },
  mail: {
    subject: 'Biletul dumneavoastră a fost revândut',
    preheader: 'Biletul dumneavoastră „{ticket}” și-a găsit cumpărătorul.',
    intro: 'Vești bune: biletul „{ticket}” (nr. {number}) pe care l-ați pus în revânzare și-a găsit cumpărătorul.',
    refunded: 'Vă rambursăm {amount} pe metoda de plată a comenzii dumneavoastră {order}. În funcție de bancă, suma va apărea în 5–10 zile.',
    feeLine: 'Prețul biletului: {price}, taxa de revânzare: {fee}.',
    nothingRefunded: 'Taxa de revânzare ({fee}) acoperă prețul biletului dumneavoastră ({price}): nu există nicio sumă de rambursat.',
    alreadyRefunded: 'Comanda dumneavoastră {order} v-a fost deja rambursată: nu mai rămâne nimic de rambursat pentru acest bilet.',
    revoked: 'Codul QR al acestui bilet nu mai este valabil: nu mai permite intrarea la festival.',
    thanks: 'Vă mulțumim că ați cedat locul altei persoane pasionate de dans.',
  },
};
