/** Textele în română ale listei de așteptare: refuzuri, răspunsuri, numele rolurilor și cele trei e-mailuri. */
import type { ApiDictionary } from '../index.js';

export const waitingList: ApiDictionary['waitingList'] = {
  errors: {
    entryNotFound: 'Nu am găsit această înscriere pe lista de așteptare. Vă rugăm să verificați linkul primit pe e-mail.',
    offerNotFound: 'Nu am găsit această ofertă. Vă rugăm să verificați linkul primit pe e-mail.',
    offerExpired: 'Această ofertă nu mai este valabilă: termenul pentru rezervarea locurilor dumneavoastră a trecut.',
    offerUsed: 'Această ofertă a fost deja folosită pentru o comandă și nu mai poate fi utilizată.',
    ticketTypeNotFound: 'Nu am găsit acest bilet.',
    available: 'Locurile „{name}” sunt în vânzare: le puteți rezerva direct, fără lista de așteptare.',
    closed: 'Biletele „{name}” nu sunt în vânzare: lista de așteptare este deschisă doar în timpul vânzării.',
    roleRequired: 'Vă rugăm să alegeți rolul de dans: leader (conducător) sau follower (partener care urmează).',
    roleNotAllowed: 'Acest bilet nu se rezervă după rolul de dans.',
    entryClosed: 'Această înscriere nu mai este pe lista de așteptare.',
    confirmationExpired: 'Acest link de confirmare a expirat: o înscriere trebuie confirmată în 48 de ore. Vă rugăm să vă înscrieți din nou de pe pagina biletelor.',
  },
  fields: {
    ticketTypeId: 'Vă rugăm să alegeți un bilet.',
    quantityTooLarge: 'Puteți aștepta cel mult {max} locuri.',
    role: 'Rolul de dans trebuie să fie „leader” sau „follower”.',
  },
  notices: {
    confirmationSent: 'Confirmați înscrierea: v-am trimis un e-mail la {email}. Locul dumneavoastră în coadă contează din momentul confirmării.',
    confirmed: 'Confirmat: sunteți pe lista de așteptare, pe poziția {position}.',
    alreadyJoined: 'Sunteți deja pe lista de așteptare pentru acest bilet, pe poziția {position}.',
    alreadyOffered: 'Sunteți deja pe lista de așteptare pentru acest bilet: v-am trimis o ofertă pe e-mail.',
    left: 'Ați părăsit lista de așteptare.',
  },
  roles: {
    leader: 'leader (conducător)',
    follower: 'follower (partener care urmează)',
  },
  mail: {
    what: { one: '{count} loc „{ticket}”', few: '{count} locuri „{ticket}”', other: '{count} de locuri „{ticket}”' },
    whatWithRole: { one: '{count} loc „{ticket}” ca {role}', few: '{count} locuri „{ticket}” ca {role}', other: '{count} de locuri „{ticket}” ca {role}' },
    confirmation: {
      subject: 'Confirmați înscrierea pe lista de așteptare {festival}',
      preheader: 'Un clic pentru a vă ocupa locul în coadă pentru {what}.',
      intro: 'Ați cerut să intrați pe lista de așteptare pentru {what}. Confirmați înscrierea cu butonul de mai jos în 48 de ore: locul dumneavoastră în coadă contează din acel moment.',
      how: 'De îndată ce se eliberează un loc, îl oferim primei persoane de pe listă: veți primi atunci un e-mail cu un link de rezervare, valabil un timp limitat. Fără răspuns în acest termen, oferta trece la persoana următoare, iar dumneavoastră reveniți la sfârșitul listei; la al doilea termen depășit, părăsiți lista.',
      confirm: 'După confirmare, aceeași pagină vă arată poziția și vă permite să părăsiți lista oricând:',
      button: 'Confirm înscrierea',
      buttonLine: 'Confirm înscrierea: {url}',
      notMe: 'Nu v-ați înscris? Ignorați pur și simplu acest e-mail: fără confirmare, înscrierea se șterge după 48 de ore.',
    },
    offer: {
      subject: {
        one: 'S-a eliberat {count} loc pentru dumneavoastră la {festival}',
        few: 'S-au eliberat {count} locuri pentru dumneavoastră la {festival}',
        other: 'S-au eliberat {count} de locuri pentru dumneavoastră la {festival}',
      },
      preheader: 'Rezervat pentru dumneavoastră până la {date}.',
      intro: {
        one: 'Vești bune: s-a eliberat {what} și vi-l rezervăm.',
        few: 'Vești bune: s-au eliberat {what} și vi le rezervăm.',
        other: 'Vești bune: s-au eliberat {what} și vi le rezervăm.',
      },
      hold: {
        one: 'Este rezervat pentru dumneavoastră până la {date} (ora Parisului): după acest termen, va fi oferit persoanei următoare de pe listă.',
        few: 'Sunt rezervate pentru dumneavoastră până la {date} (ora Parisului): după acest termen, vor fi oferite persoanei următoare de pe listă.',
        other: 'Sunt rezervate pentru dumneavoastră până la {date} (ora Parisului): după acest termen, vor fi oferite persoanei următoare de pe listă.',
      },
      total: 'Sumă: {total}',
      action: 'Deschideți linkul de mai jos: locurile ajung direct în coșul dumneavoastră și nu mai rămâne decât plata. Acest link personal este valabil pentru o singură comandă.',
      button: 'Rezerv locurile',
      buttonLine: 'Rezerv locurile: {url}',
      decline: 'Nu mai puteți veni? Ignorați pur și simplu acest e-mail: la sfârșitul termenului, locul va trece la persoana următoare.',
    },
    removed: {
      subject: 'Ați părăsit lista de așteptare {festival}',
      preheader: 'Două oferte au rămas fără răspuns.',
      intro: 'V-am oferit de două ori {what}, dar niciuna dintre oferte nu a fost folosită la timp: pentru a-i da o șansă persoanei următoare, înscrierea dumneavoastră pe lista de așteptare s-a încheiat.',
      again: 'Dacă doriți în continuare să veniți, vă puteți reînscrie oricând de pe pagina biletelor.',
      button: 'Vezi biletele',
      buttonLine: 'Vezi biletele: {url}',
    },
  },
};
