/**
 * A game against a lab engine as the play and Deep MCTS tabs run it (lab/labGame.ts), on the real
 * rules and the compiled engine: the workers are stood in for by one that calls lab.js in this
 * thread, a turn of the event loop later, as a worker answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as compiled from '../rules/generated/lab.js';
import { LabError, type Decision, type LabCall } from '../lab/engine';
import { LabGame, type GameOptions } from '../lab/labGame';
import type { PlayedMove } from '../lab/session';
import { until } from './harness';
import { rulesBuilt as built } from './rulesBuilt';

class InlineWorker {
  /** What the solver's grades answer instead of lab.js's, when set (a solver out of time). */
  static grade: string | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  private stopped = false;
  postMessage({ id, fn, args }: LabCall & { id: number }) {
    setTimeout(() => {
      if (this.stopped) return;
      const f = compiled[fn] as (...a: unknown[]) => string | number;
      const result = fn === 'grade' && InlineWorker.grade !== null ? InlineWorker.grade : f(...args);
      this.onmessage?.({ data: { id, result } });
    });
  }
  terminate() {
    this.stopped = true;
  }
}

function ticTacToe(you: 'first' | 'second', overrides: Partial<GameOptions<PlayedMove>> = {}) {
  const seen = { urls: [] as string[], problems: [] as (string | null)[], failures: [] as unknown[] };
  const game: LabGame<PlayedMove> = new LabGame<PlayedMove>({
    settings: () => ({ game: 'tic-tac-toe', you, seed: 1 }),
    engine: 'mcts',
    decide: (engine, moves, seed) => engine.move('tic-tac-toe', moves, 'uct:sims=200,c=1.414', seed),
    failed: (e) => seen.failures.push(e),
    changed: (moves) => seen.urls.push(moves),
    render: () => {},
    restarted: (_moves, problem) => seen.problems.push(problem),
    ...overrides,
  });
  return { game, seen };
}

/** Until the engine has answered and every move has its grade. */
const settled = (game: LabGame<PlayedMove>, moves: number) =>
  until(() => !game.thinking && game.played.length === moves && game.played.every((m) => m.grade !== undefined));

describe.skipIf(!built)('a game against a lab engine', () => {
  beforeEach(() => vi.stubGlobal('Worker', InlineWorker));
  afterEach(() => {
    InlineWorker.grade = null;
    vi.unstubAllGlobals();
  });

  it('plays a link up to its illegal move, answers the person, grades every move and takes back', async () => {
    const { game, seen } = ticTacToe('first');
    game.start('155', document.createElement('div'));
    await settled(game, 2);
    expect(seen.problems).toEqual(["moves: move 3 ('5') is illegal: cell 5 is taken"]);
    expect(game.played.map((m) => m.by)).toEqual(['you', 'mcts']);
    expect(seen.urls.at(-1)).toBe('15');
    // The link's moves are graded too: 5 answers the corner 1 best.
    expect(game.played[1].grade).toBe('best');

    game.humanMove('9');
    await settled(game, 4);
    expect(game.played.map((m) => m.by)).toEqual(['you', 'mcts', 'you', 'mcts']);
    expect(game.lastDecision?.move).toBe(game.played[3].move);
    expect(game.played[3].decision?.simulations).toBe(200);
    expect(seen.urls.at(-1)).toBe(game.movesText());

    // Back to the person's previous turn: their move 9 and the engine's answer go.
    game.takeBack();
    expect(game.movesText()).toBe('15');
    expect(game.lastDecision).toBeNull();
    game.dispose();
  });

  it('drops the answer for a game restarted meanwhile, and says why the engine could not move', async () => {
    let answerFirst: (d: Decision) => void = () => {};
    let searches = 0;
    const { game, seen } = ticTacToe('second', {
      decide: (engine, moves, seed) =>
        searches++ === 0
          ? new Promise<Decision>((resolve) => (answerFirst = resolve))
          : engine.move('tic-tac-toe', moves, 'uct:sims=200,c=1.414', seed),
    });
    game.start('', document.createElement('div'));
    await until(() => searches === 1);
    game.restart('');
    await settled(game, 1);
    const kept = game.played[0].move;
    // The first game's search answers at last, for a game that is no more.
    answerFirst({ move: kept === '1' ? '2' : '1', player: 'uct' });
    await new Promise((r) => setTimeout(r, 20));
    expect(game.played.map((m) => [m.move, m.by])).toEqual([[kept, 'mcts']]);
    expect(game.lastDecision?.move).toBe(kept);
    expect(seen.failures).toEqual([]);
    game.dispose();

    const failing = ticTacToe('second', { decide: () => Promise.reject(new LabError('uct: sims must be from 1')) });
    failing.game.start('', document.createElement('div'));
    await until(() => failing.seen.failures.length > 0);
    expect(failing.game.thinking).toBe(false);
    expect(failing.game.played).toEqual([]);
    failing.game.dispose();
  });

  it('asks the server for one grade at a time and cancels the older game\u2019s on a restart', async () => {
    // The browser's solver never finishes in time here: every grade goes to the server.
    InlineWorker.grade = JSON.stringify({
      grade: null,
      analysis: { position: '', toMove: 1, moves: [], exact: false, nodes: 1 },
    });
    const requests: { move: string; signal: AbortSignal; answer(grade: string): void }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            const body = JSON.parse(String(init.body)) as { move: string };
            requests.push({
              move: body.move,
              signal: init.signal!,
              answer: (grade) =>
                resolve(new Response(JSON.stringify({ grade, analysis: { exact: true } }), { status: 200 })),
            });
          }),
      ),
    );
    const { game } = ticTacToe('first');
    game.start('', document.createElement('div'));
    await until(() => game.rules);
    game.humanMove('5');
    await until(() => game.played.length === 2 && requests.length === 1);
    // The person's move is asked; the engine's answer waits its turn.
    expect(requests[0].move).toBe('5');
    await new Promise((r) => setTimeout(r, 30));
    expect(requests).toHaveLength(1);

    // A new game: the request under way is aborted and the waiting one never sent.
    game.restart('1');
    expect(requests[0].signal.aborted).toBe(true);
    await until(() => requests.length === 2);
    expect(requests[1].move).toBe('1');
    requests[0].answer('blunder');
    requests[1].answer('mistake');
    await until(() => game.played[0].grade !== undefined);
    expect(game.played[0]).toMatchObject({ move: '1', grade: 'mistake' });
    // The engine's answer in the new game is graded next, and nothing of the old game's is asked.
    await until(() => requests.length === 3);
    expect(requests[2].move).toBe(game.played[1].move);
    game.dispose();
    expect(requests[2].signal.aborted).toBe(true);
  });
});
