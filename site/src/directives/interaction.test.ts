// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import interactionDirective, { visitorHasState } from './interaction';

/** An island as Astro renders it, with a button, and a `load` that records the hydration. */
function island() {
  const element = document.createElement('astro-island');
  element.setAttribute('ssr', '');
  element.innerHTML = '<button type="button">Ouvrir</button>';
  document.body.append(element);
  const button = element.querySelector('button')!;
  const events: string[] = [];
  button.addEventListener('click', () => events.push('click'));
  const hydrate = vi.fn(async () => {
    events.push('hydrated');
    element.removeAttribute('ssr');
  });
  const load = vi.fn(async () => hydrate);
  interactionDirective(load, { name: 'interaction', value: '' }, element);
  return { element, button, load, hydrate, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('client:interaction', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/lineup');
    // jsdom has no requestIdleCallback: the directive falls back on a 200 ms timer.
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('loads nothing before an interaction', async () => {
    const { load } = island();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates on pointer down, focus or a key inside the island', async () => {
    for (const event of [new PointerEvent('pointerdown', { bubbles: true }), new FocusEvent('focusin', { bubbles: true }), new KeyboardEvent('keydown', { bubbles: true })]) {
      const { button, hydrate } = island();
      button.dispatchEvent(event);
      await settle();
      expect(hydrate).toHaveBeenCalledTimes(1);
    }
  });

  it('holds a click made before hydration and gives it again to the hydrated island', async () => {
    const { button, events, load } = island();
    button.click();
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(events).toEqual(['hydrated', 'click']);
    button.click();
    expect(events).toEqual(['hydrated', 'click', 'click']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the held click to the button when it landed on the icon inside', async () => {
    const { element, button, events } = island();
    button.innerHTML = '<svg><path d="M0 0"></path></svg>';
    element.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.advanceTimersByTimeAsync(10);
    expect(events).toEqual(['hydrated', 'click']);
  });

  it('hydrates on idle when the visitor has a stored cart or session, or a promo link', async () => {
    localStorage.setItem('cartId', 'c-1');
    const withCart = island();
    await vi.advanceTimersByTimeAsync(250);
    expect(withCart.hydrate).toHaveBeenCalled();

    document.body.innerHTML = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/?code=BIENVENUE');
    const withCode = island();
    await vi.advanceTimersByTimeAsync(250);
    expect(withCode.hydrate).toHaveBeenCalled();
  });

  it('hydrates on idle once another island of the page has hydrated', async () => {
    const header = island();
    const other = document.createElement('astro-island');
    document.body.append(other);
    other.dispatchEvent(new CustomEvent('astro:hydrate'));
    await vi.advanceTimersByTimeAsync(250);
    expect(header.hydrate).toHaveBeenCalled();

    // An island added after another already hydrated does not wait either.
    const late = island();
    await vi.advanceTimersByTimeAsync(250);
    expect(late.hydrate).toHaveBeenCalled();
  });
});

describe('visitorHasState', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

  it('is true with a stored session token or cart id, or a ?code= in the address', () => {
    expect(visitorHasState(storage({ token: 't' }), '')).toBe(true);
    expect(visitorHasState(storage({ cartId: 'c' }), '')).toBe(true);
    expect(visitorHasState(storage({}), '?code=X')).toBe(true);
  });

  it('is false for a fresh visitor, and when storage is blocked', () => {
    expect(visitorHasState(storage({ pendingPromoCode: 'X' }), '?utm=1')).toBe(false);
    expect(visitorHasState(null, '')).toBe(false);
    expect(visitorHasState({ getItem: () => { throw new Error('blocked'); } }, '')).toBe(false);
  });
});
