import { describe, expect, it } from 'vitest';
import type { Analysis, LegalMove } from '../rules/engine';
import {
  boundsOf,
  describeLine,
  movesAt,
  nearestPoint,
  readPosition as morpionPosition,
  unionBounds,
} from '../views/morpion';
import {
  cellAt,
  cellFromPoint,
  describeGroup,
  fallMap,
  groupIndex,
  readPosition as sgPosition,
  SameGameView,
} from '../views/samegame';
import { candidateSymbols, isPeer, moveText, SudokuView } from '../views/sudoku';
import { levelWindow, pathPoints, TreeView } from '../views/tree';
import { createBoardView, familyOf } from '../views/board';

function analysis(position: unknown, legal: LegalMove[] = [], extra: Partial<Analysis> = {}): Analysis {
  return {
    status: 'valid',
    score: 0,
    moveCount: 0,
    terminal: legal.length === 0,
    scores: [0],
    position,
    details: {},
    legal,
    ...extra,
  };
}

describe('families', () => {
  const catalog = [
    { id: 'samegame-jsgames', family: 'samegame' },
    { id: 'leftmost', family: 'tree' },
  ];

  it("are the catalogue's facts, not guesses from the id", () => {
    expect(familyOf('samegame-jsgames', catalog)).toBe('samegame');
    expect(familyOf('leftmost', catalog)).toBe('tree');
    expect(familyOf('samegame', catalog)).toBeNull();
    expect(familyOf('chess', catalog)).toBeNull();
  });

  it('pick the view, and an unknown family is an error', async () => {
    expect(await createBoardView('tree', { interactive: false })).toBeInstanceOf(TreeView);
    await expect(createBoardView(null, { interactive: false })).rejects.toThrow(/no view/);
  });
});

describe('morpion hit-testing', () => {
  const legal: LegalMove[] = [
    { move: '(27,25) - +2', dot: [27, 25], from: [27, 25], to: [31, 25], dir: '-' },
    { move: '(27,25) \\ 0', dot: [27, 25], from: [25, 23], to: [29, 27], dir: '\\' },
    { move: '(28,24) | +2', dot: [28, 24], from: [28, 24], to: [28, 28], dir: '|' },
  ];

  it('snaps to the nearest lattice point and finds its lines', () => {
    expect(nearestPoint(27.4, 24.6)).toEqual([27, 25]);
    expect(movesAt(legal, 27, 25).map((m) => m.move)).toEqual(['(27,25) - +2', '(27,25) \\ 0']);
    expect(movesAt(legal, 0, 0)).toEqual([]);
    expect(describeLine(legal[1])).toBe('diagonal \\ (25,23)–(29,27)');
  });

  it('bounds cover dots, lines and legal lines, and only grow', () => {
    const pos = morpionPosition({
      variant: '5D',
      dots: [
        [28, 25],
        [31, 31],
      ],
      initialDots: [[28, 25]],
      lines: [{ move: 0, dot: [31, 31], from: [31, 27], to: [31, 31], dir: '|' }],
      moves: 1,
    });
    const b = boundsOf(pos, legal, 1);
    expect(b).toEqual({ x0: 24, y0: 22, x1: 32, y1: 32 });
    expect(unionBounds(b, { x0: 20, y0: 30, x1: 30, y1: 31 })).toEqual({ x0: 20, y0: 22, x1: 32, y1: 32 });
  });

  it('reads a position defensively', () => {
    const p = morpionPosition({ dots: [[1, 2], 'x', [3]], lines: [{ dot: [1, 2] }] });
    expect(p.dots).toEqual([[1, 2]]);
    expect(p.lines).toEqual([]);
  });
});

describe('samegame', () => {
  // 3 columns x 3 rows, top row first: column 1 (middle) is all colour 1.
  const before = sgPosition({ cols: 3, rows: 3, colours: 3, grid: ['.1.', '212', '010'] });

  it('reads cells with row 0 at the floor', () => {
    expect(cellAt(before, 0, 0)).toBe(0);
    expect(cellAt(before, 0, 1)).toBe(2);
    expect(cellAt(before, 1, 2)).toBe(1);
    expect(cellAt(before, 0, 2)).toBe(-1);
    expect(cellAt(before, 5, 0)).toBe(-1);
    expect(cellFromPoint(before, 0.5, 2.5)).toEqual([0, 0]);
    expect(cellFromPoint(before, 2.9, 0.1)).toEqual([2, 2]);
    expect(cellFromPoint(before, -0.1, 1)).toBeNull();
  });

  it('maps cells to their legal group', () => {
    const legal: LegalMove[] = [
      {
        move: '1,0',
        colour: 1,
        points: 1,
        cells: [
          [1, 0],
          [1, 1],
          [1, 2],
        ],
      },
    ];
    const g = groupIndex(legal);
    expect(g.get('1,2')).toBe(0);
    expect(g.get('0,0')).toBeUndefined();
    expect(describeGroup(legal[0])).toBe('3 blue blocks: +1 point');
  });

  it('animates an emptied column closing up', () => {
    const after = sgPosition({ cols: 3, rows: 3, colours: 3, grid: ['...', '22.', '00.'] });
    const map = fallMap(
      before,
      [
        [1, 0],
        [1, 1],
        [1, 2],
      ],
      after,
    )!;
    expect(map.get('0,0')).toEqual([0, 0]);
    expect(map.get('1,0')).toEqual([2, 0]);
    expect(map.get('1,1')).toEqual([2, 1]);
    expect(map.size).toBe(4);
  });

  it('animates blocks falling into a hole', () => {
    const b = sgPosition({ cols: 2, rows: 3, colours: 2, grid: ['1.', '0.', '01'] });
    const a = sgPosition({ cols: 2, rows: 3, colours: 2, grid: ['..', '..', '11'] });
    const map = fallMap(
      b,
      [
        [0, 0],
        [0, 1],
      ],
      a,
    )!;
    expect(map.get('0,0')).toEqual([0, 2]);
    expect(map.get('1,0')).toEqual([1, 0]);
  });

  it('refuses to animate what does not match the engine', () => {
    const wrong = sgPosition({ cols: 3, rows: 3, colours: 3, grid: ['...', '22.', '01.'] });
    expect(
      fallMap(
        before,
        [
          [1, 0],
          [1, 1],
          [1, 2],
        ],
        wrong,
      ),
    ).toBeNull();
  });

  it('draws every block and plays the group under the keyboard cursor', () => {
    const moves: string[] = [];
    const v = new SameGameView({ interactive: true, onMove: (m) => moves.push(m) });
    v.render(
      analysis({ cols: 3, rows: 3, colours: 3, grid: ['.1.', '212', '010'] }, [
        {
          move: '1,0',
          colour: 1,
          points: 1,
          cells: [
            [1, 0],
            [1, 1],
            [1, 2],
          ],
        },
      ]),
    );
    expect(v.el.querySelectorAll('[data-testid^="cell-"]')).toHaveLength(7);
    v.key(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    v.key(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(moves).toEqual(['1,0']);
  });
});

describe('sudoku', () => {
  it('writes move texts 1-based and reads candidates', () => {
    expect(moveText(3, 11, 'a')).toBe('r4c12=A');
    expect(candidateSymbols(0b1000000000000101)).toEqual(['0', '2', 'F']);
    expect(isPeer(16, 0, 15)).toBe(true);
    expect(isPeer(16, 0, 16 * 3 + 3)).toBe(true);
    expect(isPeer(16, 0, 16 * 4 + 4)).toBe(false);
  });

  it('typing a symbol plays it in the selected cell', () => {
    const moves: string[] = [];
    const v = new SudokuView({ interactive: true, onMove: (m) => moves.push(m) });
    const grid = '.'.repeat(256);
    v.render(
      analysis({ size: 16, grid, givens: grid, candidates: new Array(256).fill(0xffff) }, [
        { move: 'r1c2=3', cell: 1, row: 0, col: 1, value: 3, symbol: '3' },
      ]),
    );
    const candidate = v.el.querySelector('.sd-cand');
    v.key(new KeyboardEvent('keydown', { key: 'b' }));
    v.key(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    // The selection moves without redrawing the grid's thousands of candidates.
    expect(v.el.querySelector('[data-testid="cell-2-2"]')?.classList.contains('selected')).toBe(true);
    expect(v.el.querySelector('[data-testid="cell-1-2"]')?.classList.contains('selected')).toBe(false);
    expect(v.el.querySelector('[data-testid="cell-1-2"]')?.classList.contains('peer')).toBe(true);
    expect(v.el.querySelector('.sd-cand')).toBe(candidate);
    v.key(new KeyboardEvent('keydown', { key: '7' }));
    expect(moves).toEqual(['r1c2=B', 'r2c2=7']);
    expect(v.el.querySelectorAll('[data-testid^="key-"]')).toHaveLength(16);
  });
});

describe('trees', () => {
  it('lays the path out left and right', () => {
    expect(pathPoints('LRR')).toEqual([
      [0, 0],
      [-1, 1],
      [0, 2],
      [1, 3],
    ]);
    expect(levelWindow(5, 9)).toEqual([0, 9]);
    // Sixteen levels by default: each tall enough to read.
    expect(levelWindow(30, 60)).toEqual([18, 34]);
    expect(levelWindow(0, 1000, 40)).toEqual([0, 40]);
    expect(levelWindow(500, 1000, 40)).toEqual([470, 510]);
    expect(levelWindow(1000, 1000, 40)).toEqual([960, 1000]);
  });

  it('plays L and R from the keyboard until the end', () => {
    const moves: string[] = [];
    const v = new TreeView({ interactive: true, onMove: (m) => moves.push(m) });
    v.render(analysis({ scoring: 'leftmove', depth: 3, path: 'L', score: 1 }, [{ move: 'L' }, { move: 'R' }]));
    v.key(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    v.key(new KeyboardEvent('keydown', { key: 'r' }));
    expect(moves).toEqual(['L', 'R']);
    v.render(analysis({ scoring: 'leftmove', depth: 1, path: 'L', score: 1 }, [], { terminal: true }));
    v.key(new KeyboardEvent('keydown', { key: 'L' }));
    expect(moves).toEqual(['L', 'R']);
  });
});
