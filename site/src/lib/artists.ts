import { translator } from '../i18n';
import { lineup } from '../i18n/fr/lineup';
import type { Artist } from './cms';

const t = translator({ lineup });

/** A duo is billed as "Inês & Mateus". */
export function isDuo(artist: Pick<Artist, 'name'>): boolean {
  return /\s&\s/.test(artist.name);
}

/** "Professeur·e" for one artist, "Professeurs" for a duo. */
export function roleLabel(artist: Pick<Artist, 'name' | 'role'>): string {
  return isDuo(artist) ? t(`lineup.roles.${artist.role}`) : t(`lineup.role.${artist.role}`);
}
