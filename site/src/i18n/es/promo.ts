/** Spanish UI strings of the promo notice and the promo code box. */
import type { Dictionary } from '../index';

/** Promo notification and promo code box. */
export const promo: Dictionary['promo'] = {
  notificationTitle: 'Código promocional',
  notificationText: 'Se aplicará automáticamente a su cesta un código promocional de 5 €.',
  applyNow: 'Aplicar ahora',
  later: 'Más tarde',
  label: 'Código promocional',
  apply: 'Aplicar',
  applying: 'Aplicando…',
  success: '¡Código promocional aplicado!',
  error: 'No se ha podido aplicar el código promocional',
  required: 'Introduzca un código promocional.',
  notificationCode: 'Su código: {code}',
  pendingUntilAdd:
    'Su cesta está vacía: el código {code} se aplicará automáticamente en cuanto añada una entrada.',
  savedForLater: 'El código {code} se aplicará automáticamente la próxima vez que añada algo a la cesta.',
};
