/**
 * The Deep MCTS tab's PUCT table: worked by hand on a fixture, and against the compiled engine's
 * own PUCT terms (BrowserLab.trace) for a real search, so the table cannot drift from the rule the
 * bot actually applies.
 */
import { describe, expect, it } from 'vitest';
import * as compiled from '../rules/generated/lab.js';
import { directRunner, LabEngine, type Candidate } from '../lab/engine';
import { puctTable, DEEP_C_PUCT } from '../lab/puctTable';
import { deepSpec } from '../lab/deepModel';
import { rulesBuilt as built } from './rulesBuilt';
import { phaseTree } from '../lab/treeLayout';
import { SIDE_BY_SIDE_SIMS } from '../lab/deepTrees';

describe('puctTable', () => {
  const kids: Candidate[] = [
    { move: '4', visits: 6, prior: 0.5, value: 0.6 },
    { move: '3', visits: 2, prior: 0.3, value: 0.45 },
    { move: '5', visits: 0, prior: 0.2, value: 0.5 },
  ];

  it('writes Q = 2 × value − 1 (0 unvisited) and c P √N / (1 + n), and selects the highest score', () => {
    const t = puctTable(kids, 1.5)!;
    expect(t.total).toBe(8);
    const by = Object.fromEntries(t.rows.map((r) => [r.move, r]));
    // √8 = 2.8284
    expect(by['4'].q).toBeCloseTo(0.2, 6);
    expect(by['4'].explore).toBeCloseTo((1.5 * 0.5 * Math.sqrt(8)) / 7, 6); // 0.3030
    expect(by['3'].q).toBeCloseTo(-0.1, 6);
    expect(by['3'].explore).toBeCloseTo((1.5 * 0.3 * Math.sqrt(8)) / 3, 6); // 0.4243
    expect(by['5'].q).toBe(0);
    expect(by['5'].explore).toBeCloseTo(1.5 * 0.2 * Math.sqrt(8), 6); // 0.8485
    expect(t.rows.map((r) => r.move)).toEqual(['5', '4', '3']);
    expect(t.rows.filter((r) => r.selected).map((r) => r.move)).toEqual(['5']);
  });

  it('passes over a proven loss while another move is left, and takes it when none is', () => {
    const lost: Candidate[] = [
      { move: '1', visits: 0, prior: 0.9, value: 0.5, proven: 'loss' },
      { move: '2', visits: 3, prior: 0.1, value: 0.4 },
    ];
    const t = puctTable(lost, 1.5)!;
    expect(t.rows.find((r) => r.move === '1')?.skipped).toBe(true);
    expect(t.rows.find((r) => r.selected)?.move).toBe('2');
    const allLost = puctTable([{ ...lost[0] }, { ...lost[1], proven: 'loss' }], 1.5)!;
    expect(allLost.rows.some((r) => r.skipped)).toBe(false);
    expect(allLost.rows.find((r) => r.selected)?.move).toBe('1');
  });

  it('refuses children without priors (a playout search, not a guided one)', () => {
    expect(puctTable([{ move: '4', visits: 3, value: 0.5 }])).toBeNull();
    expect(puctTable([])).toBeNull();
  });
});

const hasNetwork = built && typeof (compiled as Record<string, unknown>).evaluate === 'function';

describe.skipIf(!hasNetwork)('puctTable against the compiled search', () => {
  const engine = new LabEngine(directRunner(compiled));

  it('matches the engine\u2019s own PUCT terms at the root after the same simulations', async () => {
    const sims = 60;
    const d = await engine.move('connect-four', '4455', deepSpec(sims), 1);
    const t = puctTable(d.children ?? [], DEEP_C_PUCT)!;
    // The traced search's simulation sims + 1 starts from the tree the decision reported.
    const trace = await engine.trace('connect-four', '4455', 'deep', DEEP_C_PUCT, true, 1, sims + 1);
    const root = trace.step.choices[0];
    expect(root.rule).toBe('puct');
    for (const c of root.candidates) {
      const row = t.rows.find((r) => r.move === c.move)!;
      expect(row.visits).toBe(c.visits);
      expect(row.prior).toBeCloseTo(c.prior, 3);
      // The decision rounds values and priors to four decimals; √N amplifies the prior's.
      expect(row.q).toBeCloseTo(c.exploit ?? 0, 3);
      expect(row.score).toBeCloseTo(c.score ?? 0, 2);
    }
    const selected = t.rows.find((r) => r.selected)!;
    expect(selected.move).toBe(trace.step.pathMoves[0]);
  });

  it('grows a narrower, deeper tree with PUCT than with UCT, as the side-by-side says', async () => {
    for (const position of ['', '4455']) {
      const depthOf = (t: Awaited<ReturnType<typeof engine.trace>>) => {
        const nodes = phaseTree(t, 'backup').nodes;
        const byId = new Map(nodes.map((n) => [n.id, n]));
        const depth = (id: number): number => {
          const n = byId.get(id)!;
          return n.parent >= 0 ? 1 + depth(n.parent) : 0;
        };
        return Math.max(...nodes.map((n) => depth(n.id)));
      };
      const uct = await engine.trace('connect-four', position, 'uct', Math.SQRT2, true, 1, SIDE_BY_SIDE_SIMS);
      const puct = await engine.trace('connect-four', position, 'deep', DEEP_C_PUCT, true, 1, SIDE_BY_SIDE_SIMS);
      expect(depthOf(puct)).toBeGreaterThan(depthOf(uct));
    }
  });
});
