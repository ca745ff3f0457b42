/**
 * The organizer form's hidden final set (docs/CONTESTS.md, "The hidden final set"): hidden rows, the
 * final ranking and the hidden seed reach the request only as the server accepts them, and its
 * problems with them have a slot on the form.
 */
import { describe, expect, it } from 'vitest';
import type { Contest } from '../lib/contests/api';
import {
  EMPTY_FORM,
  buildContestRequest,
  editableFields,
  fieldSlot,
  formFromContest,
  hasHiddenPart,
  type ContestFormValues,
} from '../lib/contests/form';

const base: ContestFormValues = {
  ...EMPTY_FORM,
  title: 'Hidden cup',
  startsAt: '2031-05-01T10:00',
  endsAt: '2031-05-01T12:00',
  instances: [
    { kind: 'generate', game: 'samegame', seed: '7', size: '6x6x3', percentEmpty: '' },
    { kind: 'generate', game: 'samegame', seed: '', size: '6x6x3', percentEmpty: '', hidden: true },
  ],
};

describe('the form\u2019s hidden part', () => {
  it('marks hidden rows and sends the final ranking and the seed only with one', () => {
    const { request, errors } = buildContestRequest({ ...base, finalRanking: 'both', hiddenSeed: ' 12345 ' });
    expect(errors).toEqual({});
    expect(request!.instances).toEqual([
      { game: 'samegame', generate: { seed: 7, size: '6x6x3' } },
      { game: 'samegame', generate: { size: '6x6x3' }, hidden: true },
    ]);
    expect(request!.finalRanking).toBe('both');
    expect(request!.hiddenSeed).toBe('12345');

    // Without a hidden row the server refuses both fields, so neither is sent.
    const plain = buildContestRequest({
      ...base,
      instances: [base.instances[0]],
      finalRanking: 'both',
      hiddenSeed: '5',
    }).request!;
    expect('finalRanking' in plain).toBe(false);
    expect('hiddenSeed' in plain).toBe(false);
    expect('hidden' in plain.instances[0]).toBe(false);
  });

  it('leaves an empty seed to the server and refuses what the server would', () => {
    expect('hiddenSeed' in buildContestRequest(base).request!).toBe(false);
    const refused = buildContestRequest({
      ...base,
      hiddenSeed: '9223372036854775808',
      instances: [
        { ...base.instances[1], hidden: true },
        { kind: 'generate', game: 'samegame', seed: '3', size: '', percentEmpty: '', hidden: true },
      ],
    });
    expect(refused.request).toBeNull();
    expect(Object.keys(refused.errors).sort()).toEqual(['hiddenSeed', 'instances', 'instances[1].generate.seed']);
    expect(buildContestRequest({ ...base, hiddenSeed: '-1' }).errors.hiddenSeed).toBeDefined();
    expect(buildContestRequest({ ...base, hiddenSeed: '9223372036854775807' }).errors).toEqual({});
  });

  it('shows the server\u2019s problems with the hidden part beside its settings', () => {
    expect(fieldSlot('finalRanking')).toEqual({ slot: 'hiddenPart' });
    expect(fieldSlot('hiddenSeed')).toEqual({ slot: 'hiddenPart' });
    expect(editableFields(null).has('hiddenPart')).toBe(true);
    expect(editableFields('running').has('hiddenPart')).toBe(false);
  });

  it('loads a stored contest\u2019s hidden rows and final ranking, keeping its seed by sending none', () => {
    const contest = {
      title: 'Stored',
      description: '',
      startsAt: '2031-05-01T10:00:00Z',
      endsAt: '2031-05-01T12:00:00Z',
      botsAllowed: false,
      rateLimit: { submissions: 10, perSeconds: 60 },
      scoring: { rule: 'sum', description: '' },
      instances: [
        { index: 0, label: 'A', game: 'samegame', instance: 'random/1/6x6x3', position: '', hidden: false },
        { index: 1, label: 'B', game: 'samegame', instance: 'random/2/6x6x3', position: '', hidden: true },
      ],
      hiddenPart: { instances: 1, finalRanking: 'both', scoresVisible: true, seed: '99' },
    } as unknown as Contest;
    const v = formFromContest(contest);
    expect(v.instances.map((r) => r.hidden === true)).toEqual([false, true]);
    expect(hasHiddenPart(v)).toBe(true);
    expect(v.finalRanking).toBe('both');
    expect(v.hiddenSeed).toBe('');
  });
});
