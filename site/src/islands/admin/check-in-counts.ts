import { useEffect, useRef } from 'react';
import { countsOfPush, type CheckInListCounts } from '../../lib/api/admin-check-in';
import { onRealtime } from '../../lib/realtime';

/**
 * Follows `checkin:counts` (pushed after every check-in, exit, offline upload and « everyone
 * out »): `onCounts` gets the counts the push carries, `onUnreadable` runs when a push carries
 * none the page can read, so the page asks the API instead.
 */
export function useCountsPush(onCounts: (counts: CheckInListCounts[]) => void, onUnreadable: () => void): void {
  const handlers = useRef({ onCounts, onUnreadable });
  handlers.current = { onCounts, onUnreadable };
  useEffect(
    () =>
      onRealtime('checkin:counts', (payload) => {
        const counts = countsOfPush(payload);
        if (counts) handlers.current.onCounts(counts);
        else handlers.current.onUnreadable();
      }),
    [],
  );
}
