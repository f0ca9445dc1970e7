/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
import type { ApiDictionary } from '../index.js';

export const resale: ApiDictionary['resale'] = {
  errors: {
    disabled: 'Odsprzedaż biletów nie jest dostępna na tym festiwalu.',
    closed: 'Odsprzedaż jest zamknięta: termin przekazywania i odsprzedaży biletów minął.',
    couple: 'Karnetu dla par nie można wystawić do odsprzedaży.',
    checkedIn: 'Ten bilet został już wykorzystany przy wejściu: nie można go już wystawić do odsprzedaży.',
    invalid: 'Ten bilet został anulowany lub zwrócony: nie można go wystawić do odsprzedaży.',
    transferPending: 'Ten bilet jest w trakcie przekazywania: przed wystawieniem go do odsprzedaży należy anulować przekazanie.',
    transferred: 'Biletu otrzymanego w drodze przekazania nie można tu odsprzedać: zwrot trafiłby do osoby, która za niego zapłaciła. Prosimy skontaktować się z tą osobą lub napisać do nas.',
    nothingToRefund: 'Ten bilet był bezpłatny (zaproszenie lub pełny rabat): nie ma czego zwracać, dlatego nie można go wystawić do odsprzedaży.',
    alreadyListed: 'Ten bilet jest już wystawiony do odsprzedaży.',
    notListed: 'Ten bilet nie jest wystawiony do odsprzedaży.',
    alreadySold: 'Ten bilet znalazł już nabywcę: nie można go już wycofać z odsprzedaży.',
    noSeat: 'Miejsce zostało już zaproponowane innej osobie: biletu nie można już wycofać z odsprzedaży.',
  },
  mail: {
    subject: 'Bilet został odsprzedany',
    preheader: 'Bilet „{ticket}” znalazł nabywcę.',
    intro: 'Dobra wiadomość: wystawiony do odsprzedaży bilet „{ticket}” (nr {number}) znalazł nabywcę.',
    refunded: 'Zwracamy {amount} na środek płatności użyty w zamówieniu {order}. W zależności od banku kwota pojawi się w ciągu 5–10 dni.',
    feeLine: 'Cena biletu: {price}, opłata za odsprzedaż: {fee}.',
    nothingRefunded: 'Opłata za odsprzedaż ({fee}) pokrywa cenę biletu ({price}): nie ma kwoty do zwrotu.',
    alreadyRefunded: 'Zamówienie {order} zostało już zwrócone: za ten bilet nie pozostała żadna kwota do zwrotu.',
    revoked: 'Kod QR tego biletu jest już nieważny: nie uprawnia do wejścia na festiwal.',
    thanks: 'Dziękujemy za odstąpienie miejsca innej osobie, która kocha taniec.',
  },
};
