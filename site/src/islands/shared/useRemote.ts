import { useEffect, useRef, useState } from 'react';
import { onRealtime, type RealtimeEvent } from '../../lib/realtime';

export interface Remote<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: unknown;
  reload: () => void;
  /** Replaces the data shown (after a change answered by the API). */
  set: (update: (data: T) => T) => void;
}

export interface RemoteOptions {
  /** Realtime events that make it load again. */
  events?: readonly RealtimeEvent[];
  /**
   * When a reload fails, keep showing what was loaded (a page refreshed in the background)
   * rather than the error (a list whose filters changed must not show the old rows).
   */
  keepOnError?: boolean;
}

/**
 * Loads on mount, again when `key` changes (filters, page), on `reload()` and on each realtime
 * event given; the previous data stays shown while the next answer is on its way (no flash of
 * « Chargement... »), and a late answer for an old key is dropped.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key = '', { events = [], keepOnError = false }: RemoteOptions = {}): Remote<T> {
  const [state, setState] = useState<{ status: Remote<T>['status']; data: T | null; error: unknown }>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: previous.data === null ? 'loading' : previous.status }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => (keepOnError && previous.data !== null ? { ...previous, status: 'ready' } : { status: 'error', data: null, error }));
      },
    );
    return () => controller.abort();
  }, [key, version, keepOnError]);

  const eventKey = events.join(',');
  useEffect(() => {
    if (!eventKey) return;
    const offs = eventKey.split(',').map((event) => onRealtime(event as RealtimeEvent, () => setVersion((v) => v + 1)));
    return () => offs.forEach((off) => off());
  }, [eventKey]);

  return {
    ...state,
    reload: () => setVersion((v) => v + 1),
    set: (update) => setState((previous) => (previous.data === null ? previous : { ...previous, data: update(previous.data) })),
  };
}

/** A page's data refreshed in the background: loads once, then on `reload()` and the realtime events given. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, events: readonly RealtimeEvent[] = []): Remote<T> {
  return useRemote(load, '', { events, keepOnError: true });
}
