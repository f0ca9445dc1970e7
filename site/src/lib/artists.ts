import { t } from '../i18n';
import type { Artist } from './cms';

/** A duo is billed as "Inês & Mateus". */
export function isDuo(artist: Pick<Artist, 'name'>): boolean {
  return /\s&\s/.test(artist.name);
}

/** "Professeur·e" for one artist, "Professeurs" for a duo. */
export function roleLabel(artist: Pick<Artist, 'name' | 'role'>): string {
  return isDuo(artist) ? t(`lineup.roles.${artist.role}`) : t(`lineup.role.${artist.role}`);
}
