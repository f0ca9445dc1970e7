import { atom } from 'nanostores';
import { SCANNER_PATH, SCANNER_WORKER_PATH } from '../../lib/scanner-app';

/**
 * The scanner as an installed app: the scanner page registers its service worker (offline page
 * and files, src/service-worker/scanner.ts) and keeps the browser's install offer, which the
 * scanner shows as « Installer l’application ». The page script starts this before the island
 * hydrates: `beforeinstallprompt` fires once, early, and would be lost otherwise.
 */

/** Chrome's install offer (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** The pending install offer, null when there is none (already installed, unsupported browser). */
export const $installOffer = atom<InstallPromptEvent | null>(null);

let started = false;

/** Registers the worker (scope /admin/scanner) and listens for the install offer; once per page. */
export function startScannerApp(win: Window = window): void {
  if (started) return;
  started = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the button instead of the browser's own mini bar.
    event.preventDefault();
    $installOffer.set(event as InstallPromptEvent);
  });
  win.addEventListener('appinstalled', () => $installOffer.set(null));
  const workers = win.navigator.serviceWorker;
  if (!workers || !win.isSecureContext) return;
  workers.register(SCANNER_WORKER_PATH, { scope: SCANNER_PATH }).catch((error: unknown) => {
    // The scanner works online without it; the console says why offline will not.
    console.warn('Service worker du scanner non enregistré :', error);
  });
}

/** Shows the browser's install dialog; the offer is spent either way. */
export async function installScannerApp(): Promise<boolean> {
  const offer = $installOffer.get();
  if (!offer) return false;
  $installOffer.set(null);
  await offer.prompt();
  const choice = await offer.userChoice;
  return choice.outcome === 'accepted';
}

/** Test hook. */
export function resetScannerAppForTests(): void {
  started = false;
  $installOffer.set(null);
}
