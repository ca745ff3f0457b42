/**
 * The real rules module (TeaVM's rules.js, written by ./mvnw process-classes): the browser's
 * answers as the app uses them. Skipped, loudly, in a checkout where it has not been built.
 */
import { describe, expect, it } from 'vitest';
import { loadRules } from '../rules/engine';
import { readPosition as sgPosition, fallMap } from '../views/samegame';

import { rulesBuilt as built } from './rulesBuilt';

describe.skipIf(!built)('the compiled rules', () => {
  it('lists every game of the catalogue', async () => {
    const r = await loadRules();
    const ids = r.catalog().map((g) => g.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'morpion-5t',
        'morpion-5d',
        'samegame',
        'samegame-jsgames',
        'sudoku16',
        'leftmove',
        'leftmost',
      ]),
    );
  });

  it('SameGame: each move scores its legal move\u2019s points, and the fall animation matches the engine', async () => {
    const r = await loadRules();
    let moves: string[] = [];
    let a = r.analyse('samegame', 'standard/1', moves);
    expect(a.status).toBe('valid');
    for (let i = 0; i < 12 && !a.terminal; i++) {
      const best = a.legal.reduce((x, y) => (Number(y.points) > Number(x.points) ? y : x));
      const next = r.analyse('samegame', 'standard/1', [...moves, best.move]);
      expect(next.status).toBe('valid');
      expect(next.score).toBe(a.score + Number(best.points));
      expect(next.scores).toHaveLength(moves.length + 2);
      expect(
        fallMap(sgPosition(a.position), best.cells as [number, number][], sgPosition(next.position)),
      ).not.toBeNull();
      moves = [...moves, best.move];
      a = next;
    }
    expect(a.score).toBeGreaterThan(0);
  });

  it('Morpion: 28 legal moves on the cross; a move adds a line; an illegal one is named', async () => {
    const r = await loadRules();
    const a = r.analyse('morpion-5d', 'cross', []);
    expect(a.legal).toHaveLength(28);
    const m = a.legal[0];
    const b = r.analyse('morpion-5d', 'cross', [m.move]);
    expect(b.score).toBe(1);
    expect(b.position.lines).toHaveLength(1);
    const bad = r.analyse('morpion-5d', 'cross', [m.move, m.move]);
    expect(bad.status).toBe('invalid');
    expect(bad.error?.moveIndex).toBe(1);
    expect(bad.error?.reason).toBeTruthy();
    expect(bad.score).toBe(1);
  });

  it('Morpion: Pentasol export reads back to the same game', async () => {
    const r = await loadRules();
    let moves: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = r.analyse('morpion-5t', 'cross', moves);
      moves = [...moves, a.legal[i % a.legal.length].move];
    }
    const w = r.writeSolution('morpion-5t', 'cross', moves);
    expect(w.status).toBe('ok');
    const back = w.status === 'ok' ? r.readSolution('morpion-5t', 'cross', w.text) : null;
    expect(back?.status).toBe('ok');
    const again = r.analyse('morpion-5t', 'cross', back?.status === 'ok' ? back.moves : []);
    expect(again.score).toBe(10);
  });

  it('Sudoku: the app\u2019s move text fills any candidate cell; a non-candidate is refused with a reason', async () => {
    const r = await loadRules();
    const a = r.analyse('sudoku16', 'generated/1', []);
    const pos = a.position;
    const cell = (pos.grid as string).indexOf('.');
    const mask = pos.candidates[cell] as number;
    const value = Array.from({ length: 16 }, (_, v) => v).find((v) => mask & (1 << v))!;
    const notValue = Array.from({ length: 16 }, (_, v) => v).find((v) => !(mask & (1 << v)));
    const row = Math.floor(cell / 16) + 1,
      col = (cell % 16) + 1;
    const ok = r.analyse('sudoku16', 'generated/1', [`r${row}c${col}=${'0123456789ABCDEF'[value]}`]);
    expect(ok.status).toBe('valid');
    expect(ok.score).toBe(a.score + 1);
    if (notValue !== undefined) {
      const no = r.analyse('sudoku16', 'generated/1', [`r${row}c${col}=${'0123456789ABCDEF'[notValue]}`]);
      expect(no.status).toBe('invalid');
      expect(no.error?.moveIndex).toBe(0);
    }
  });

  it('trees and unknown instances', async () => {
    const r = await loadRules();
    const a = r.analyse('leftmost', 'depth/3', ['L', 'L', 'R']);
    expect(a.terminal).toBe(true);
    expect(a.scores).toEqual([0, 1, 2, 2]);
    expect(r.analyse('samegame', 'nonsense/1', []).status).toBe('unreadable');
  });
});
