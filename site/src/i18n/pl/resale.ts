/** Polish UI strings of a ticket's resale at face value (dashboard). */
import type { Dictionary } from '../index';

export const resale: Dictionary['resale'] = {
  open: 'Odsprzedaj po cenie zakupu',
  title: 'Odsprzedaż biletu',
  lead: 'Nie mogą Państwo przyjechać? Festiwal odsprzeda bilet w Państwa imieniu, po cenie, jaką Państwo zapłacili.',
  legal: 'We Francji bilet można odsprzedać tylko za zgodą organizatora i nigdy powyżej jego ceny: dlatego odsprzedaż odbywa się przez nas, najwyżej po cenie zakupu.',
  loadingQuote: 'Obliczanie kwoty…',
  quote: {
    price: 'Cena odsprzedaży',
    fee: 'Opłata za odsprzedaż',
    refund: 'Otrzymają Państwo',
    noFee: 'Bez opłat',
  },
  how: 'Bilet trafia najpierw do osób z listy oczekujących, a potem wraca do sprzedaży. Gdy tylko ktoś go kupi, {refund} zostanie zwrócone na kartę użytą do płatności.',
  meanwhile: 'Do tego czasu bilet pozostaje Państwa, ale nie jest już honorowany przy wejściu. Można go wycofać z odsprzedaży, dopóki nie zostanie sprzedany.',
  submit: 'Wystaw do odsprzedaży',
  submitting: 'Wystawianie…',
  cancel: 'Anuluj',
  listedDone: 'Bilet jest wystawiony do odsprzedaży. Napiszemy, gdy tylko znajdzie się kupujący.',
  badge: 'W odsprzedaży',
  listedTitle: 'W odsprzedaży',
  listed: 'W odsprzedaży od {date} za {price}. Po zakupie otrzymają Państwo {refund}.',
  withdraw: 'Wycofaj z odsprzedaży',
  withdrawing: 'Wycofywanie…',
  withdrawn: 'Bilet wycofany z odsprzedaży: znów jest ważny przy wejściu.',
  soldTitle: 'Bilet odsprzedany',
  sold: 'Bilet znalazł kupującego {date}. {refund} wraca na Państwa kartę.',
  refundPending: 'Zwrot jest w toku: w zależności od banku pojawi się w ciągu kilku dni.',
  soldBadge: 'Odsprzedany',
  closed: {
    deadlinePassed: 'Odsprzedaż jest zamknięta od {date}.',
    checkedIn: 'Ten bilet został już użyty przy wejściu: nie można go odsprzedać.',
    notValid: 'Ten bilet nie jest już ważny: nie można go odsprzedać.',
    pendingTransfer: 'Aby odsprzedać ten bilet, prosimy najpierw anulować trwające przekazanie.',
    notAllowed: 'Tego biletu nie można odsprzedać.',
  },
};
