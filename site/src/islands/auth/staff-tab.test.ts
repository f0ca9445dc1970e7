// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF_TAB_SCRIPT } from './staff-tab';

/** The inline first-paint script of TabBar.astro, run as the browser runs it. */
function page(stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  document.body.innerHTML =
    '<nav data-tabbar data-columns="4"><a class="tabbar__tab" href="/">a</a>' +
    '<a class="tabbar__tab" data-staff-tab="admin" hidden>Admin</a><a class="tabbar__tab" data-staff-tab="scanner" hidden>Scanner</a></nav>';
  new Function(STAFF_TAB_SCRIPT)();
  const bar = document.querySelector('[data-tabbar]')!;
  const shown = [...bar.querySelectorAll<HTMLElement>('[data-staff-tab]')].filter((tab) => !tab.hidden).map((tab) => tab.dataset.staffTab);
  return { shown, columns: bar.getAttribute('data-columns') };
}

beforeEach(() => localStorage.clear());

describe('STAFF_TAB_SCRIPT', () => {
  it('shows the stored staff member’s tab with 5 columns before the first paint', () => {
    expect(page({ token: 't', user: '{"id":1,"role":"admin"}' })).toEqual({ shown: ['admin'], columns: '5' });
    expect(page({ token: 't', user: '{"id":1,"role":"scanner"}' })).toEqual({ shown: ['scanner'], columns: '5' });
  });

  it('leaves 4 columns for users, guests, a user without token and broken storage', () => {
    expect(page({ token: 't', user: '{"id":1,"role":"user"}' })).toEqual({ shown: [], columns: '4' });
    expect(page({})).toEqual({ shown: [], columns: '4' });
    expect(page({ user: '{"id":1,"role":"admin"}' })).toEqual({ shown: [], columns: '4' });
    expect(page({ token: 't', user: '{not json' })).toEqual({ shown: [], columns: '4' });
  });

  it('stays small (it ships inline on every page)', () => {
    expect(STAFF_TAB_SCRIPT.length).toBeLessThan(400);
  });
});
