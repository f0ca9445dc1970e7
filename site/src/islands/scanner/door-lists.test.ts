import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/storage';
import { cachedLists, cacheLists, chooseList, dataAge, storeChoice, storedChoice } from './door-lists';

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const lists = [
  { id: 7, name: 'Vendredi', entryExit: false },
  { id: 8, name: 'Stages', entryExit: true },
];

describe('the door’s list', () => {
  it('keeps the list chosen before, else the first; none only without lists', () => {
    expect(chooseList(lists, 8)).toBe(8);
    expect(chooseList(lists, 99)).toBe(7);
    expect(chooseList(lists, null)).toBe(7);
    expect(chooseList([], 8)).toBeNull();
  });

  it('remembers the lists and the choice, and ignores what it cannot read', () => {
    const store = memory();
    expect(cachedLists(store)).toBeNull();
    expect(storedChoice(store)).toBeNull();
    cacheLists(store, lists.map((list) => ({ ...list, counts: { checkedIn: 1 } })));
    storeChoice(store, 8);
    expect(cachedLists(store)).toEqual(lists);
    expect(storedChoice(store)).toBe(8);
    for (const garbage of ['{', '[{"id":"7"}]', '42', 'null']) {
      store.data.set('scannerLists', garbage);
      expect(cachedLists(store)).toBeNull();
    }
    for (const garbage of ['0', '-3', '1.5', 'abc', '']) {
      store.data.set('scannerList', garbage);
      expect(storedChoice(store)).toBeNull();
    }
    expect(cachedLists(null)).toBeNull();
  });

  it('tells the data’s age in whole minutes, then hours', () => {
    const now = Date.parse('2027-04-16T20:00:00Z');
    expect(dataAge(null, now)).toEqual({ kind: 'never' });
    expect(dataAge('not a date', now)).toEqual({ kind: 'never' });
    expect(dataAge('2027-04-16T19:59:30Z', now)).toEqual({ kind: 'now' });
    // A device clock behind the server's: « à jour », not a negative age.
    expect(dataAge('2027-04-16T20:02:00Z', now)).toEqual({ kind: 'now' });
    expect(dataAge('2027-04-16T19:57:00Z', now)).toEqual({ kind: 'minutes', minutes: 3 });
    expect(dataAge('2027-04-16T19:00:01Z', now)).toEqual({ kind: 'minutes', minutes: 59 });
    expect(dataAge('2027-04-16T17:45:00Z', now)).toEqual({ kind: 'hours', hours: 2 });
  });
});
