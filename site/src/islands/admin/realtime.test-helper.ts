/**
 * A stand-in for lib/realtime (`vi.mock('../../lib/realtime', …)`): the pages' listeners, fired by
 * the tests. It imports nothing, so the mock can load it while the modules under test import
 * lib/realtime.
 */
export const realtime = new Map<string, Set<(payload: unknown) => void>>();

export const fakeRealtime = {
  startRealtime: () => {},
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    if (!realtime.has(event)) realtime.set(event, new Set());
    realtime.get(event)!.add(handler);
    return () => realtime.get(event)?.delete(handler);
  },
};
