// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $installOffer, installScannerApp, resetScannerAppForTests, startScannerApp } from './pwa';

function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return event;
}

let register: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetScannerAppForTests();
  register = vi.fn(async () => ({}));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
});
afterEach(() => {
  // @ts-expect-error test cleanup
  delete navigator.serviceWorker;
});

describe('the scanner app', () => {
  it('registers the scanner’s worker on its own scope, once', () => {
    startScannerApp();
    startScannerApp();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/admin/scanner.sw.js', { scope: '/admin/scanner' });
  });

  it('does not register outside a secure context or without service workers, and says why a failure happened', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    startScannerApp();
    expect(register).not.toHaveBeenCalled();

    resetScannerAppForTests();
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    register.mockRejectedValueOnce(new Error('SecurityError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startScannerApp();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('keeps the browser’s install offer for the button, spent once used', async () => {
    startScannerApp();
    const event = offer('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect($installOffer.get()).toBe(event);
    expect(await installScannerApp()).toBe(true);
    expect(event.prompt).toHaveBeenCalled();
    expect($installOffer.get()).toBeNull();
    expect(await installScannerApp()).toBe(false);

    window.dispatchEvent(offer('dismissed'));
    expect(await installScannerApp()).toBe(false);
  });

  it('forgets the offer once the app is installed', () => {
    startScannerApp();
    window.dispatchEvent(offer('accepted'));
    window.dispatchEvent(new Event('appinstalled'));
    expect($installOffer.get()).toBeNull();
  });
});
