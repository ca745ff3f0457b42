/**
 * UCT's tree and PUCT's tree side by side, grown from the same position with the same number of
 * simulations (seeded traces of the lab's engine, as Watch it think draws them): UCT spreads its
 * visits over every move it must try once, PUCT follows the network's priors deep at once.
 */
import { h, replaceChildren } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { LabError, type LabEngine, type Trace } from './engine';
import { NETWORK_GAME } from './games';
import { phaseTree } from './treeLayout';
import { treeSvg } from './treeSvg';
import { DEEP_C_PUCT } from './puctTable';

/** Few enough simulations that every node of both trees stays legible. */
export const SIDE_BY_SIDE_SIMS = 30;

function figure(t: Trace, title: string, testid: string): HTMLElement {
  const view = phaseTree(t, 'backup');
  const drawing = treeSvg(view, view.nodes, null, '0', { goUp: () => undefined, focusOn: () => undefined });
  const depth = (id: number): number => {
    const n = view.nodes.find((x) => x.id === id);
    return n && n.parent >= 0 ? 1 + depth(n.parent) : 0;
  };
  const deepest = Math.max(...view.nodes.map((n) => depth(n.id)));
  return h(
    'figure',
    { class: 'lab-side-tree', 'data-testid': testid, 'data-nodes': view.nodes.length, 'data-depth': deepest },
    h('figcaption', null, h('strong', null, title), ` ${formatInt(view.nodes.length)} nodes, ${deepest} moves deep.`),
    h('div', { class: 'lab-tree-slot' }, drawing.svg),
  );
}

export function sideBySide(engine: LabEngine, position: () => string): HTMLElement {
  const out = h('div', { class: 'lab-side-trees', 'data-testid': 'deep-side-trees' });
  const button = h(
    'button',
    { type: 'button', class: 'btn', 'data-testid': 'deep-side-run' },
    `Grow both trees from the position on screen (${SIDE_BY_SIDE_SIMS} simulations each)`,
  );
  button.addEventListener('click', () => {
    const moves = position();
    button.disabled = true;
    replaceChildren(out, h('p', { class: 'muted' }, 'Growing both trees…'));
    void (async () => {
      try {
        const uct = await engine.trace(NETWORK_GAME, moves, 'uct', Math.SQRT2, true, 1, SIDE_BY_SIDE_SIMS);
        const puct = await engine.trace(NETWORK_GAME, moves, 'deep', DEEP_C_PUCT, true, 1, SIDE_BY_SIDE_SIMS);
        replaceChildren(
          out,
          figure(uct, 'UCT (UCB1, C = √2, random rollouts):', 'deep-side-uct'),
          figure(puct, `PUCT (c = ${DEEP_C_PUCT}, the network\u2019s priors and values):`, 'deep-side-puct'),
        );
      } catch (e) {
        if (!(e instanceof LabError && e.message === 'stopped'))
          replaceChildren(out, h('p', { class: 'field-error', role: 'alert' }, errorText(e)));
      } finally {
        button.disabled = false;
      }
    })();
  });
  return h(
    'div',
    null,
    h('h3', null, 'UCT and PUCT side by side'),
    h(
      'p',
      null,
      'The same position, the same number of simulations, seed 1: UCT must try every move once before its rule can prefer one, so its tree stays shallow; PUCT adds every move at once but spends its visits where the priors point, so its tree goes deeper along the moves the network likes.',
    ),
    button,
    out,
  );
}
