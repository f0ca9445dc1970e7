/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
import type { ApiDictionary } from '../index.js';

export const roles: ApiDictionary['roles'] = {
  errors: {
    invalid: 'Die Tanzrolle muss „leader“ (Führende) oder „follower“ (Folgende) sein.',
    required: 'Bitte wählen Sie Ihre Tanzrolle für „{name}“: Führende (Leader) oder Folgende (Follower).',
    notAllowed: '„{name}“ wird ohne Tanzrolle gebucht: Bitte fügen Sie es hinzu, ohne eine Rolle zu wählen.',
    waitlisted: {
      leader: 'Damit der Kurs ausgewogen bleibt, nimmt „{name}“ derzeit keine weiteren Führenden auf. Tragen Sie sich in die Warteliste ein: Wir schreiben Ihnen, sobald ein Platz für Führende frei wird.',
      follower: 'Damit der Kurs ausgewogen bleibt, nimmt „{name}“ derzeit keine weiteren Folgenden auf. Tragen Sie sich in die Warteliste ein: Wir schreiben Ihnen, sobald ein Platz für Folgende frei wird.',
    },
    soldOut: {
      leader: 'Für „{name}“ gibt es keine Plätze für Führende mehr. Tragen Sie sich in die Warteliste ein: Wir schreiben Ihnen, wenn ein Platz frei wird.',
      follower: 'Für „{name}“ gibt es keine Plätze für Folgende mehr. Tragen Sie sich in die Warteliste ein: Wir schreiben Ihnen, wenn ein Platz frei wird.',
    },
    offerFixed: 'Dieser Warenkorb enthält die Plätze, die die Warteliste für Sie reserviert hat: Sie können Plätze entfernen, aber keine hinzufügen. Bitte schließen Sie zuerst diese Bestellung ab, um weitere Tickets zu kaufen.',
  },
  holders: {
    firstName: 'Bitte geben Sie den Vornamen der Person für Ticket {number} an.',
    lastName: 'Bitte geben Sie den Nachnamen der Person für Ticket {number} an.',
    tooLong: 'Der Name der Person für Ticket {number} ist zu lang.',
    email: 'Die E-Mail-Adresse der Person für Ticket {number} ist ungültig.',
    count: 'Sie haben mehr Namen angegeben, als die Bestellung Tickets enthält: Bitte prüfen Sie die Namen und versuchen Sie es erneut.',
  },
};
