/** The mobile menu button, whichever pattern implements it (ARIA disclosure or native popover). */
import type { Locator } from '@playwright/test';

/** Expanded state of a disclosure button: aria-expanded, or the state of a native popover it invokes. */
export function isExpanded(toggle: Locator): Promise<boolean | null> {
  return toggle.evaluate((button) => {
    const aria = button.getAttribute('aria-expanded');
    if (aria !== null) return aria === 'true';
    const target = (button as HTMLButtonElement).popoverTargetElement;
    return target ? target.matches(':popover-open') : null;
  });
}

/** Id of what a button opens: aria-controls, or the native popovertarget. */
export function controlledElementId(toggle: Locator): Promise<string | null> {
  return toggle.evaluate((button) => button.getAttribute('aria-controls') ?? button.getAttribute('popovertarget'));
}

