/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
import type { ApiDictionary } from '../index.js';

export const roles: ApiDictionary['roles'] = {
  errors: {
    invalid: 'De dansrol moet ‘leader’ (leider) of ‘follower’ (volger) zijn.',
    required: 'Kies uw dansrol voor ‘{name}’: leider (leader) of volger (follower).',
    notAllowed: '‘{name}’ wordt zonder dansrol geboekt: voeg het toe zonder een rol te kiezen.',
    waitlisted: {
      leader: 'Om de les in evenwicht te houden, neemt ‘{name}’ op dit moment geen leiders meer aan. Schrijf u in op de wachtlijst: wij schrijven u zodra er een plaats voor een leider vrijkomt.',
      follower: 'Om de les in evenwicht te houden, neemt ‘{name}’ op dit moment geen volgers meer aan. Schrijf u in op de wachtlijst: wij schrijven u zodra er een plaats voor een volger vrijkomt.',
    },
    soldOut: {
      leader: 'Er zijn geen plaatsen voor leiders meer voor ‘{name}’. Schrijf u in op de wachtlijst: wij schrijven u als er een plaats vrijkomt.',
      follower: 'Er zijn geen plaatsen voor volgers meer voor ‘{name}’. Schrijf u in op de wachtlijst: wij schrijven u als er een plaats vrijkomt.',
    },
    offerFixed: 'Deze winkelwagen bevat de plaatsen die de wachtlijst voor u heeft gereserveerd: u kunt er plaatsen uit halen, maar geen toevoegen. Rond eerst deze bestelling af om andere tickets te kopen.',
  },
  holders: {
    firstName: 'Vul de voornaam in van de persoon van ticket {number}.',
    lastName: 'Vul de achternaam in van de persoon van ticket {number}.',
    tooLong: 'De naam van de persoon van ticket {number} is te lang.',
    email: 'Het e-mailadres van de persoon van ticket {number} is ongeldig.',
    count: 'U hebt meer namen opgegeven dan de bestelling tickets telt: controleer de namen en probeer het opnieuw.',
  },
};
