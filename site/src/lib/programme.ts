import type { ProgramSlot } from './cms';

/** Programme slots grouped by festival day, in day order, each day in time order. */
export function groupByDay(slots: readonly ProgramSlot[]): { day: string; slots: ProgramSlot[] }[] {
  const days = new Map<string, ProgramSlot[]>();
  for (const slot of slots) {
    const list = days.get(slot.day) ?? [];
    list.push(slot);
    days.set(slot.day, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, slots: list.sort(compareSlots) }));
}

/**
 * Time order within a festival day. Night slots after midnight ("02:00" after "23:00") belong
 * to the evening before: a time before 06:00 sorts after the day's other slots.
 */
export function compareSlots(a: ProgramSlot, b: ProgramSlot): number {
  return festivalMinutes(a.startTime) - festivalMinutes(b.startTime) || a.title.localeCompare(b.title, 'fr');
}

function festivalMinutes(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return Number.MAX_SAFE_INTEGER;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < 6 * 60 ? minutes + 24 * 60 : minutes;
}

/** Slots of one day grouped by start time (parallel workshops share a time label). */
export function groupByStart(slots: readonly ProgramSlot[]): { startTime: string; slots: ProgramSlot[] }[] {
  const groups: { startTime: string; slots: ProgramSlot[] }[] = [];
  for (const slot of [...slots].sort(compareSlots)) {
    const key = slot.startTime.slice(0, 5);
    const last = groups.at(-1);
    if (last && last.startTime.slice(0, 5) === key) last.slots.push(slot);
    else groups.push({ startTime: slot.startTime, slots: [slot] });
  }
  return groups;
}
