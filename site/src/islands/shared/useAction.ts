import { useState } from 'react';
import { errorText } from './errors';

/** The outcome of the last action, shown under its button or form. */
export type Feedback = { kind: 'ok' | 'error'; text: string } | null;

export interface Action {
  busy: boolean;
  feedback: Feedback;
  setFeedback: (feedback: Feedback) => void;
  /**
   * Runs `action` once at a time: busy meanwhile, feedback cleared first, then the success text it
   * returns (if any) or the API's French refusal. Never throws. `keepBusy` leaves the button busy
   * after a success (the page is about to leave).
   */
  run: (action: () => Promise<string | void>, options?: { keepBusy?: boolean }) => Promise<void>;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const run: Action['run'] = async (action, { keepBusy = false } = {}) => {
    setBusy(true);
    setFeedback(null);
    try {
      const text = await action();
      if (text) setFeedback({ kind: 'ok', text });
      if (!keepBusy) setBusy(false);
    } catch (error) {
      setFeedback({ kind: 'error', text: errorText(error) });
      setBusy(false);
    }
  };
  return { busy, feedback, setFeedback, run };
}
