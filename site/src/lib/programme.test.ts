import { describe, expect, it } from 'vitest';
import type { ProgramSlot } from './cms';
import { groupByDay, groupByStart } from './programme';

const slot = (day: string, startTime: string, title: string): ProgramSlot => ({
  lang: 'fr',
  id: 0,
  title,
  day,
  startTime,
  endTime: '',
  kind: 'workshop',
  room: '',
  level: null,
  description: '',
  artists: [],
});

describe('groupByDay', () => {
  it('groups by day and keeps after-midnight slots at the end of their night', () => {
    const grouped = groupByDay([
      slot('2027-04-17', '14:00:00.000', 'Stage'),
      slot('2027-04-16', '23:00:00.000', 'Soirée'),
      slot('2027-04-16', '01:30:00.000', 'Show de minuit'),
      slot('2027-04-16', '10:00:00.000', 'Ouverture'),
    ]);
    expect(grouped.map((day) => [day.day, day.slots.map((s) => s.title)])).toEqual([
      ['2027-04-16', ['Ouverture', 'Soirée', 'Show de minuit']],
      ['2027-04-17', ['Stage']],
    ]);
  });
});

describe('groupByStart', () => {
  it('puts parallel slots under one time label', () => {
    const grouped = groupByStart([
      slot('2027-04-16', '11:00:00.000', 'Salle B'),
      slot('2027-04-16', '12:45:00.000', 'Plus tard'),
      slot('2027-04-16', '11:00:00.000', 'Salle A'),
    ]);
    expect(grouped.map((group) => [group.startTime.slice(0, 5), group.slots.map((s) => s.title)])).toEqual([
      ['11:00', ['Salle A', 'Salle B']],
      ['12:45', ['Plus tard']],
    ]);
  });
});
