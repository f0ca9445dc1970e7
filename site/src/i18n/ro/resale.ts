/** Romanian UI strings of a ticket's resale at face value (dashboard). */
import type { Dictionary } from '../index';

export const resale: Dictionary['resale'] = {
  open: 'Revindeți la prețul de achiziție',
  title: 'Revindeți acest bilet',
  lead: 'Nu mai puteți veni? Festivalul vă revinde biletul, la prețul pe care l-ați plătit.',
  legal: 'În Franța, un bilet poate fi revândut doar cu acordul organizatorului și niciodată peste prețul său: de aceea revânzarea se face prin noi, cel mult la prețul de achiziție.',
  loadingQuote: 'Se calculează suma…',
  quote: {
    price: 'Preț de revânzare',
    fee: 'Comision de revânzare',
    refund: 'Primiți',
    noFee: 'Fără comision',
  },
  how: 'Biletul este oferit mai întâi persoanelor de pe lista de așteptare, apoi este pus din nou în vânzare. Imediat ce este cumpărat, vi se rambursează {refund} pe cardul cu care ați plătit.',
  meanwhile: 'Între timp, biletul rămâne al dumneavoastră, dar nu mai este acceptat la intrare. Îl puteți retrage de la revânzare cât timp nu a fost vândut.',
  submit: 'Puneți la revânzare',
  submitting: 'Se pune la revânzare…',
  cancel: 'Anulați',
  listedDone: 'Biletul dumneavoastră este la revânzare. Vă scriem imediat ce își găsește un cumpărător.',
  badge: 'La revânzare',
  listedTitle: 'La revânzare',
  listed: 'La revânzare din {date}, la prețul de {price}. Veți primi {refund} imediat ce este cumpărat.',
  withdraw: 'Retrageți de la revânzare',
  withdrawing: 'Se retrage…',
  withdrawn: 'Bilet retras de la revânzare: este din nou valabil la intrare.',
  soldTitle: 'Bilet revândut',
  sold: 'Biletul dumneavoastră și-a găsit cumpărător pe {date}. {refund} vă sunt rambursați pe card.',
  refundPending: 'Rambursarea este în curs: în funcție de bancă, apare în câteva zile.',
  soldBadge: 'Revândut',
  closed: {
    deadlinePassed: 'Revânzarea este închisă din {date}.',
    checkedIn: 'Acest bilet a fost deja folosit la intrare: nu poate fi revândut.',
    notValid: 'Acest bilet nu mai este valabil: nu poate fi revândut.',
    pendingTransfer: 'Anulați mai întâi transferul în curs pentru a revinde acest bilet.',
    notAllowed: 'Acest bilet nu poate fi revândut.',
  },
};
