import type { ReactNode } from 'react';
import { errorText } from '../../shared/errors';

/** A page's notice line: the outcome of the last change, or nothing. */
export type NoticeState = { kind: 'error' | 'success'; text: string } | null;

/**
 * Runs a back-office change for a page's notice: clears it, then shows the change's success text
 * (when it returns one) or the API's French refusal. Never throws, so callers reset their busy
 * state right after it.
 */
export async function changeWithNotice(setNotice: (notice: NoticeState) => void, change: () => Promise<string | void>): Promise<void> {
  setNotice(null);
  try {
    const text = await change();
    if (text) setNotice({ kind: 'success', text });
  } catch (err) {
    setNotice({ kind: 'error', text: errorText(err) });
  }
}

export function Notice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`admin-notice admin-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
