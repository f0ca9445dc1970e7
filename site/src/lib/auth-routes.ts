import { localePath, splitLocalePath } from '@kizomba/locales';

/**
 * Where a visitor without a (valid) session is sent (docs/spec.md §4 « Route guard », §6, §8): the admin
 * login for /admin paths, the login page elsewhere, with `redirect` set to the full path (path,
 * query and hash) so that the login brings them back. The API client and the session store both use it.
 */
export function isAdminPath(fullPath: string): boolean {
  return fullPath === '/admin' || fullPath.startsWith('/admin/') || fullPath.startsWith('/admin?') || fullPath.startsWith('/admin#');
}

/** The login page is in the language of the page the visitor was on (`/en/dashboard` → `/en/login`). */
export function loginRedirect(fullPath: string): string {
  const login = isAdminPath(fullPath) ? '/admin/login' : localePath(splitLocalePath(fullPath).locale, '/login');
  return `${login}?redirect=${encodeURIComponent(fullPath)}`;
}
