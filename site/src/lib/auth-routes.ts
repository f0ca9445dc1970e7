/**
 * Where a visitor without a (valid) session is sent (docs/spec.md §4 « Route guard », §6, §8): the admin
 * login for /admin paths, the login page elsewhere, with `redirect` set to the full path (path,
 * query and hash) so that the login brings them back. Dependency-free: the API client and the
 * session store both use it.
 */
export function isAdminPath(fullPath: string): boolean {
  return fullPath === '/admin' || fullPath.startsWith('/admin/') || fullPath.startsWith('/admin?') || fullPath.startsWith('/admin#');
}

export function loginRedirect(fullPath: string): string {
  return `${isAdminPath(fullPath) ? '/admin/login' : '/login'}?redirect=${encodeURIComponent(fullPath)}`;
}
