/** The hosted pages' words and checks: an upload's refusals, a run record's verdict, a suite's figures. */
import { describe, expect, it } from 'vitest';
import type { RunRecord, SuiteRun } from '../lib/hostedApi';
import { MAX_UPLOAD_BYTES, checkUpload, formatBytes, runtimeFor, shortSha } from '../lib/hostedUpload';
import { meanWithCi, suiteRunProgress } from '../lib/suiteFormat';
import { cpuAgainstBudget, verdictWords } from '../lib/verdictText';

const upload = (fileName: string, sizeBytes: number, runtime = 'python', entry = '') => ({
  fileName,
  sizeBytes,
  runtime,
  entry,
});

describe('an upload before it is sent', () => {
  it('passes one source file its runtime runs, with no entry', () => {
    expect(checkUpload(upload('bot.py', 2_000))).toEqual({});
    expect(checkUpload(upload('bot.mjs', 2_000, 'node'))).toEqual({});
    expect(checkUpload(upload('Bot.java', 2_000, 'java'))).toEqual({});
    expect(checkUpload(upload('bot.zip', MAX_UPLOAD_BYTES, 'python', 'python3 /bot/main.py'))).toEqual({});
  });

  it('refuses a file over 1 MiB, saying its size and the limit', () => {
    expect(checkUpload(upload('big.zip', 1_572_864, 'python', 'python3 /bot/main.py')).file).toBe(
      'big.zip is 1.50 MiB (1,572,864 bytes); the limit is 1 MiB (1,048,576 bytes).',
    );
    expect(checkUpload(upload('bot.py', MAX_UPLOAD_BYTES + 1)).file).toContain('1,048,577 bytes');
    expect(checkUpload(upload('bot.py', 0)).file).toBe('bot.py is empty.');
  });

  it('asks a zip for its entry command, and a file its runtime does not run for one', () => {
    expect(checkUpload(upload('bot.zip', 10)).entry).toContain('zip archive needs the command');
    expect(checkUpload(upload('bot.zip', 10, 'python', '   ')).entry).toContain('zip archive needs the command');
    expect(checkUpload(upload('bot.py', 10, 'node')).entry).toBe(
      'The node runtime runs .js or .mjs files by itself; give the command that runs bot.py.',
    );
    expect(checkUpload(upload('bot.py', 10, 'node', 'python3 /bot/bot.py'))).toEqual({});
  });

  it('wants a file and a runtime it knows', () => {
    expect(checkUpload(null).file).toContain('Choose the bot');
    expect(checkUpload(upload('bot.py', 10, 'cobol')).runtime).toBe('Choose the runtime that runs the bot.');
  });

  it('guesses the runtime from the extension', () => {
    expect(runtimeFor('BOT.PY')).toBe('python');
    expect(runtimeFor('a.js')).toBe('node');
    expect(runtimeFor('Main.java')).toBe('java');
    expect(runtimeFor('bot.zip')).toBeNull();
  });

  it('says sizes in bytes, KiB and MiB, and shortens a hash', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(122_015_744)).toBe('116.36 MiB');
    expect(shortSha('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe('9f86d081884c');
  });
});

const record = (r: Partial<RunRecord>): RunRecord => ({
  verdict: 'ok',
  cpuMs: 1530,
  wallMs: 1250,
  peakMemoryBytes: 0,
  ...r,
});

describe('a hosted run\u2019s verdict in words', () => {
  it('says every verdict with what its author needs to fix it', () => {
    expect(verdictWords(record({ score: 776 }))).toEqual({
      title: 'OK: the answer replays for a score of 776.',
      detail: null,
      ok: true,
    });
    expect(verdictWords(record({ verdict: 'time', cpuMsBudget: 3000 })).title).toBe(
      'Out of time: the bot used more than its 3.00 s of CPU time before answering.',
    );
    const illegal = verdictWords(record({ verdict: 'illegal move', moveIndex: 4, move: '3,7', reason: 'no group' }));
    expect(illegal).toEqual({ title: 'Illegal move: move 5 (3,7) breaks the rules.', detail: 'no group', ok: false });
    expect(verdictWords(record({ verdict: 'malformed output', reason: 'not JSON', line: 'hello' }))).toMatchObject({
      title: 'Malformed output: not JSON.',
      detail: 'hello',
    });
    expect(
      verdictWords(record({ verdict: 'crash', exit: '1', stderr: 'Traceback...\nZeroDivisionError' })),
    ).toMatchObject({ title: 'Crashed before answering (exit 1).', detail: 'Traceback...\nZeroDivisionError' });
    expect(verdictWords(record({ verdict: 'memory', peakBytes: 1_100_000_000, capBytes: 1_073_741_824 })).title).toBe(
      'Out of memory: the bot reached 1.02 GiB, over the cap of 1.00 GiB.',
    );
    expect(verdictWords(record({ verdict: 'output', limit: 'stdout and stderr', capBytes: 16_777_216 })).title).toBe(
      'Too much output: stdout and stderr passed 16.00 MiB.',
    );
    expect(verdictWords(record({ verdict: 'process limit', cap: 128 })).title).toBe(
      'Process limit: the bot started nearly all of the 128 processes it may have.',
    );
    expect(verdictWords(record({ verdict: 'no answer', wallMsCap: 16_000 })).title).toBe(
      'No answer: the wall-clock cap of 16.0 s passed.',
    );
    expect(verdictWords(record({ verdict: 'something new' })).title).toBe('Ended: something new.');
  });

  it('gives a crash without standard error no empty detail', () => {
    expect(verdictWords(record({ verdict: 'crash', exit: 'signal 9', stderr: '' })).detail).toBeNull();
  });

  it('weighs the CPU time against the budget', () => {
    expect(cpuAgainstBudget(1530, 10)).toBe('1.53 s of 10 CPU-s (15%)');
    expect(cpuAgainstBudget(10_400, 10)).toBe('10.4 s of 10 CPU-s (104%)');
    expect(cpuAgainstBudget(850, undefined)).toBe('850 ms');
  });
});

describe('a suite\u2019s figures', () => {
  it('gives a mean with its interval, or alone from one run', () => {
    expect(meanWithCi(12345.678, 56.25)).toBe('12,345.7 \u00b1 56.3');
    expect(meanWithCi(776, null)).toBe('776');
    expect(meanWithCi(2, 0)).toBe('2 \u00b1 0');
  });

  it('counts the runs that ended, whatever their end', () => {
    const item = (state: string) => ({
      game: 'samegame',
      instance: 'standard/1',
      cpuSeconds: 2,
      botRunId: 1,
      state,
      score: null,
    });
    const run: SuiteRun = {
      id: 1,
      suite: 'samegame-quick-2',
      bot: 'NMCS level 1',
      hosted: false,
      owner: 'ann',
      seed: 3,
      state: 'running',
      createdAt: '2026-01-01T00:00:00Z',
      runs: [item('finished'), item('refused'), item('running'), item('queued'), item('pending')],
      total: null,
    };
    expect(suiteRunProgress(run)).toBe('2 of 5 runs ended');
  });
});
