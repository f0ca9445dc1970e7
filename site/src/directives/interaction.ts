import type { ClientDirective } from 'astro';
import { STORAGE_KEYS } from '../lib/storage';

/**
 * `client:interaction`: the island stays server-rendered HTML, and its framework code is not even
 * downloaded, until a person interacts with it (pointer down, focus or a key inside it). A click
 * made while the code is on its way is held and given again to the hydrated island, so the first
 * click works.
 *
 * The island hydrates on idle instead when it has something to show or do at once:
 * - the visitor has a stored session or cart (user menu, cart count, realtime connection);
 * - the address carries a promo code (`?code=`, the promo notification);
 * - another island of the page has hydrated (the page loaded React anyway, and the islands share
 *   stores: an add to cart on /tickets must update the top bar's count).
 */
declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the first interaction with the island (this file). */
      'client:interaction'?: boolean;
    }
  }
}

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Storage keys whose presence means the top bar has state to show. */
const STATE_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.cartId];

/** True when the visitor brings state the islands must show without waiting for an interaction. */
export function visitorHasState(storage: Pick<Storage, 'getItem'> | null, search: string): boolean {
  if (new URLSearchParams(search).has('code')) return true;
  try {
    return STATE_KEYS.some((key) => Boolean(storage?.getItem(key)));
  } catch {
    return false;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What a click on `target` activates: its button or link (a click often lands on an icon inside). */
function clickable(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('a, button, input, select, textarea, label, summary, [role="button"]');
  if (control instanceof HTMLElement) return control;
  return target instanceof HTMLElement ? target : null;
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 200);
}

const interactionDirective: ClientDirective = (load, _options, island) => {
  let started = false;
  let heldClick: HTMLElement | null = null;

  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    heldClick = clickable(event.target);
    void start();
  };
  const onOtherIsland = (event: Event) => {
    if (event.target !== island) whenIdle(() => void start());
  };

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) island.removeEventListener(type, onTrigger, true);
    document.removeEventListener('astro:hydrate', onOtherIsland, true);
    try {
      const hydrate = await load();
      await hydrate();
      // React hydrates in a transition: let it attach before the held click is given back.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      island.removeEventListener('click', holdClick, true);
    }
    const target = heldClick;
    heldClick = null;
    if (target?.isConnected) target.click();
  }
  function onTrigger() {
    void start();
  }

  island.addEventListener('click', holdClick, true);
  for (const type of TRIGGERS) island.addEventListener(type, onTrigger, true);
  // `astro:hydrate` does not bubble: listened to in the capture phase.
  document.addEventListener('astro:hydrate', onOtherIsland, true);
  const anotherIslandHydrated = document.querySelector('astro-island:not([ssr])') !== null;
  if (anotherIslandHydrated || visitorHasState(localStorageOrNull(), window.location.search)) whenIdle(() => void start());
};

export default interactionDirective;
