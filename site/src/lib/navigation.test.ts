import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../i18n';
import { HEADER_NAV, TAB_BAR, isCurrent, routePath } from './navigation';

/** The layout's links are read per render, in the page's language (src/i18n/index.ts). */
afterEach(() => setActiveLocale('fr'));

describe('navigation', () => {
  it('gives French addresses at the root', () => {
    expect(HEADER_NAV.map((item) => item.href)).toContain('/lineup');
    expect(TAB_BAR[0]).toMatchObject({ href: '/', icon: 'home' });
  });

  it("gives the page's language addresses, from the same module-level lists", () => {
    setActiveLocale('en');
    expect(HEADER_NAV.map((item) => item.href)).toContain('/en/lineup');
    expect(TAB_BAR[0]).toMatchObject({ href: '/en', icon: 'home' });
  });

  it('marks the current section whatever the language prefix', () => {
    expect(isCurrent('/lineup', '/lineup/awa')).toBe(true);
    expect(isCurrent('/en/lineup', '/en/lineup/awa')).toBe(true);
    expect(isCurrent('/tickets', '/pt/tickets')).toBe(true);
    expect(isCurrent('/en', '/en')).toBe(true);
    expect(isCurrent('/en', '/en/lineup')).toBe(false);
    expect(isCurrent('/', '/lineup')).toBe(false);
  });

  it('reads the route of a built file', () => {
    expect(routePath('/en/tickets.html')).toBe('/en/tickets');
    expect(routePath('/index.html')).toBe('/');
  });
});
