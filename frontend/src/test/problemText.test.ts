/**
 * A refusal as the pages say it: the problem's detail in words, without the HTTP title
 * before it, and any instant it names in the viewer's time zone, to the second.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { errorText } from '../lib/components';
import { formatInstant } from '../lib/format';
import { localInstants, problemSentence } from '../lib/problemText';

const PARIS = { timeZone: 'Europe/Paris', locale: 'en-GB' };

describe('problem sentences', () => {
  it('say the detail in words, without the HTTP title', () => {
    expect(problemSentence('Authentication required', 'wrong username or password')).toBe(
      'Wrong username or password.',
    );
    expect(problemSentence('Too many requests', 'too many failed log-ins; try again in 30 s')).toBe(
      'Too many failed log-ins; try again in 30 s.',
    );
    // A sentence that already ends is left to end; a detail that opens with a name keeps its case.
    expect(problemSentence('Invalid request', 'Level must be 0 to 6!')).toBe('Level must be 0 to 6!');
    expect(problemSentence('Invalid request', 'startsAt must be in the future')).toBe(
      'startsAt must be in the future.',
    );
    // Without a detail, the title is all there is.
    expect(problemSentence('Not found', '')).toBe('Not found');
  });

  it("rewrites the server's instants in the viewer's time zone, to the second", () => {
    const text = localInstants(
      "the contest ends at 2026-11-27T18:01:00Z; its scoreboard is unfrozen after the end (the server's time is 2026-11-27T17:54:20.553251195Z)",
      PARIS,
    );
    expect(text).toBe(
      "the contest ends at 27 Nov 2026, 19:01:00; its scoreboard is unfrozen after the end (the server's time is 27 Nov 2026, 18:54:20)",
    );
    // An offset instead of Z, a fraction rounded down, not up; the same instant in New York.
    expect(localInstants('at 2026-11-27T18:01:00+01:00.', PARIS)).toBe('at 27 Nov 2026, 18:01:00.');
    expect(localInstants('at 2026-11-27T18:01:59.999Z', PARIS)).toBe('at 27 Nov 2026, 19:01:59');
    expect(localInstants('at 2026-11-27T18:01:00Z', { timeZone: 'America/New_York', locale: 'en-GB' })).toBe(
      'at 27 Nov 2026, 13:01:00',
    );
  });

  it('leaves what is not an instant as it is', () => {
    for (const text of [
      'a date alone: 2026-11-27',
      'a local time without a zone: 2026-11-27T18:01:00',
      'not a date at all: 2026-13-45T99:99:99Z',
      'move 9 (5,4) is illegal',
    ]) {
      expect(localInstants(text, PARIS)).toBe(text);
    }
  });

  it('is what every page shows for an API error', () => {
    const e = new ApiError(409, {
      title: 'Conflict',
      detail: 'the contest ends at 2026-11-27T18:01:00Z',
    });
    expect(e.message).not.toContain('Conflict');
    expect(e.message).not.toContain('2026-11-27T');
    expect(e.message).toBe(`The contest ends at ${formatInstant('2026-11-27T18:01:00Z', { seconds: true })}.`);
    expect(errorText(e)).toBe(e.message);
    // The detail the pages put in their own sentences names the instant in local time too.
    expect(e.detail).toBe(`the contest ends at ${formatInstant('2026-11-27T18:01:00Z', { seconds: true })}`);
    expect(errorText(new ApiError(404, { title: 'Not found' }))).toBe('Not found');
  });
});
