import type { UserRole } from './session';

/**
 * The staff tab of the phone's tab bar (docs/spec.md §2, §9): 'Admin' (/admin) for an admin, 'Scanner'
 * (/admin/scanner) for a scanner, and then 5 columns. TabBar.astro renders both links `hidden`
 * (`[data-staff-tab="admin|scanner"]`, labels and icons from the build); this shows the right one.
 *
 * Two copies of the same rule: STAFF_TAB_SCRIPT runs inline right after the bar (before the first
 * paint, from the stored user: no layout shift, ≈ 300 bytes, no bundle), and `applyStaffTab`
 * follows the session afterwards (revalidation, login, logout) from the user menu island.
 */
export function staffTabFor(role: UserRole | null | undefined): 'admin' | 'scanner' | null {
  return role === 'admin' || role === 'scanner' ? role : null;
}

export function applyStaffTab(bar: Element | null, role: UserRole | null | undefined): void {
  if (!bar) return;
  const wanted = staffTabFor(role);
  for (const tab of bar.querySelectorAll<HTMLElement>('[data-staff-tab]')) {
    tab.hidden = tab.dataset.staffTab !== wanted;
  }
  bar.setAttribute('data-columns', String(bar.querySelectorAll('.tabbar__tab:not([hidden])').length));
}

/** The inline twin of `applyStaffTab` for the first paint: stored token and user (docs/spec.md §3 keys). */
export const STAFF_TAB_SCRIPT =
  "(function(){try{var b=document.querySelector('[data-tabbar]'),u=JSON.parse(localStorage.getItem('user')||'null')," +
  "r=localStorage.getItem('token')&&u&&u.role,s=b&&(r==='admin'||r==='scanner')&&b.querySelector('[data-staff-tab=\"'+r+'\"]');" +
  "if(!s)return;s.hidden=false;b.setAttribute('data-columns','5')}catch(e){}})()";
