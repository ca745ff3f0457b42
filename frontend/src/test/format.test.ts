import { describe, expect, it } from 'vitest';
import {
  formatAgo,
  formatCompact,
  formatDuration,
  formatInstant,
  formatInt,
  formatTimeTick,
  formatValueTick,
  ordinal,
  solutionFileName,
} from '../lib/format';

describe('format', () => {
  it('labels value-axis ticks without trailing zeros (2,000 is "2k", not "2.00k")', () => {
    expect(formatValueTick(2000)).toBe('2k');
    expect(formatValueTick(2500)).toBe('2.5k');
    expect(formatValueTick(12_500)).toBe('12.5k');
    expect(formatValueTick(1_230_000)).toBe('1.23M');
    expect(formatValueTick(10_000)).toBe('10k');
    expect(formatValueTick(400)).toBe('400');
    expect(formatValueTick(0)).toBe('0');
  });

  it('formats numbers', () => {
    expect(formatInt(1234567)).toBe('1,234,567');
    expect(formatInt(null)).toBe('–');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(12345)).toBe('12.3k');
    expect(formatCompact(1_234_567)).toBe('1.23M');
    expect(formatCompact(250_000_000)).toBe('250M');
  });

  it('formats durations and time ticks', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(1500)).toBe('1.50 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(245_000)).toBe('4 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
    expect(formatDuration(-1)).toBe('–');
    expect(formatTimeTick(10)).toBe('10 ms');
    expect(formatTimeTick(1000)).toBe('1 s');
    expect(formatTimeTick(100_000)).toBe('100 s');
    expect(formatTimeTick(1_200_000)).toBe('20 min');
  });

  it('shows an instant in the zone given: to the minute, with the weekday for a schedule, to the second for a deadline', () => {
    const paris = { timeZone: 'Europe/Paris', locale: 'en-GB' };
    expect(formatInstant('2031-05-05T12:00:00Z', paris)).toBe('5 May 2031, 14:00');
    expect(formatInstant('2031-05-05T12:00:00Z', { ...paris, weekday: true })).toBe('Mon, 5 May 2031, 14:00');
    expect(formatInstant(Date.parse('2031-05-05T12:00:07Z'), { ...paris, seconds: true })).toBe('5 May 2031, 14:00:07');
    expect(formatInstant(0, paris)).toBe('1 Jan 1970, 01:00');
  });

  it('shows a dash for a missing or unreadable instant', () => {
    for (const none of [null, undefined, '', 'not a date']) expect(formatInstant(none)).toBe('–');
  });

  it('formats ranks, ages and file names', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(formatAgo('2026-01-01T11:59:50Z', now)).toBe('just now');
    expect(formatAgo('2026-01-01T11:50:00Z', now)).toBe('10 min ago');
    expect(formatAgo('2025-12-30T12:00:00Z', now)).toBe('2 d ago');
    expect(formatAgo('garbage', now)).toBe('–');
    expect(solutionFileName('morpion-5d', 'cross', 'Pentasol')).toBe('morpion-5d-cross.psol');
    expect(solutionFileName('samegame', 'random/42/10x10x4', 'col,row lines')).toBe('samegame-random-42-10x10x4.txt');
  });
});

describe('a move list of a long file', () => {
  it('counts the later moves of the whole file, not only those kept', async () => {
    const { moveList } = await import('../lib/components');
    const moves = Array.from({ length: 122 }, (_, i) => `m${i}`);
    const list = moveList(moves, [], { rejected: 12, max: 7, total: 178 });
    expect(list.lastElementChild?.textContent).toBe('… 162 later moves');
  });
});
