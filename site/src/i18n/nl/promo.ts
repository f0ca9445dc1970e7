/** Dutch UI strings of the promo notice and the promo code box. */
import type { Dictionary } from '../index';

/** Promo notification and promo code box. */
export const promo: Dictionary['promo'] = {
  notificationTitle: 'Kortingscode',
  notificationText: 'Een kortingscode van € 5 wordt automatisch op uw winkelwagen toegepast.',
  applyNow: 'Nu toepassen',
  later: 'Later',
  label: 'Kortingscode',
  apply: 'Toepassen',
  applying: 'Bezig met toepassen…',
  success: 'Kortingscode toegepast!',
  error: 'De kortingscode kon niet worden toegepast',
  required: 'Vul een kortingscode in.',
  notificationCode: 'Uw code: {code}',
  pendingUntilAdd:
    'Uw winkelwagen is leeg: de code {code} wordt automatisch toegepast zodra u een ticket toevoegt.',
  savedForLater: 'De code {code} wordt automatisch toegepast wanneer u de volgende keer iets aan uw winkelwagen toevoegt.',
};
