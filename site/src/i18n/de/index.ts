import type { LocaleStrings } from '../index';

/**
 * Every German UI string, merged from this folder's area files: the one chunk a German page loads
 * (../index.ts). Staff areas (admin, scanner) stay French.
 */
export default Object.assign(
  {},
  ...Object.values(import.meta.glob(['./*.ts', '!./index.ts', '!./*.test.ts', '!./admin.ts', '!./scanner.ts'], { eager: true })),
) as LocaleStrings;
