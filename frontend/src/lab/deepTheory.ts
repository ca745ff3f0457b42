/**
 * The Deep MCTS tab's "How AlphaZero-style search works": the PUCT rule with the live numbers of
 * the bot's last search (lab/puctTable.ts: each root child's Q, P, n, exploration term and score,
 * the child the rule selects next highlighted), then the network's two heads, the backup without a
 * rollout, and self-play with its targets. Every number is the decision's own; none is made up.
 */
import { h, replaceChildren } from '../lib/dom';
import { formatInt } from '../lib/format';
import type { Decision } from './engine';
import { puctTable, DEEP_C_PUCT, type PuctTable } from './puctTable';

const f3 = (x: number) => x.toFixed(3);

/** The live table, or a line saying why there is none yet. */
function liveTable(d: Decision | null, position: string): HTMLElement[] {
  const t: PuctTable | null = d ? puctTable(d.children ?? []) : null;
  if (!d || !t) {
    return [
      h(
        'p',
        { class: 'muted' },
        'The table fills in once the bot has searched a position: play a move, or let the bot start.',
      ),
    ];
  }
  const sel = t.rows.find((r) => r.selected);
  const sqrtN = Math.sqrt(Math.max(1, t.total));
  return [
    h(
      'p',
      { 'data-testid': 'deep-puct-summary' },
      `The bot\u2019s last search, from the position ${position ? `after ${position}` : 'of the empty board'}: ${formatInt(d.simulations ?? 0)} simulations, N = ${formatInt(t.total)} visits among the root\u2019s children, so √N = ${f3(sqrtN)}, with c = ${t.c}. `,
      sel
        ? `If the search went on, the next simulation would go down ${sel.move}: its score ${f3(sel.score)} = ${f3(sel.q)} + ${t.c} × ${f3(sel.prior)} × ${f3(sqrtN)} / (1 + ${formatInt(sel.visits)}) is the highest. The move played is the most visited, ${d.move}: visits are the search\u2019s verdict, the score only decides where to look next.`
        : '',
    ),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        {
          class: 'lab-candidates lab-puct',
          'data-testid': 'deep-puct-table',
          'data-total': t.total,
          'data-c': t.c,
        },
        h(
          'caption',
          { class: 'small muted' },
          'Each root child, highest score first; the highlighted row is the one PUCT selects next. Q: its mean value for the player choosing, −1 (loss) to 1 (win), 0 before a visit; P: the network\u2019s prior; n: its visits.',
        ),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            ['Move', 'Q', 'P', 'n', 'c·P·√N / (1 + n)', 'Score'].map((x, i) =>
              h('th', { scope: 'col', class: i === 0 ? null : 'num' }, x),
            ),
          ),
        ),
        h(
          'tbody',
          null,
          t.rows.map((r) =>
            h(
              'tr',
              {
                class: r.selected ? 'chosen' : null,
                'data-move': r.move,
                'data-selected': r.selected ? 'true' : 'false',
                'data-score': r.score,
                'data-q': r.q,
                'data-prior': r.prior,
                'data-visits': r.visits,
                'aria-current': r.selected ? 'true' : null,
              },
              h('td', null, r.selected ? h('strong', null, `${r.move} ← next`) : r.move),
              h('td', { class: 'num' }, f3(r.q)),
              h('td', { class: 'num' }, f3(r.prior)),
              h('td', { class: 'num' }, formatInt(r.visits)),
              h('td', { class: 'num' }, f3(r.explore)),
              h('td', { class: 'num' }, r.skipped ? 'proven loss, passed over' : f3(r.score)),
            ),
          ),
        ),
      ),
    ),
  ];
}

export interface TheorySection {
  el: HTMLElement;
  /** Redraws the live table for the bot's last decision, taken from `position` (its moves). */
  show(d: Decision | null, position: string): void;
}

export function theorySection(trees?: HTMLElement): TheorySection {
  const live = h('div', { 'data-testid': 'deep-puct-live' });
  const el = h(
    'section',
    {
      class: 'panel lab-wide lab-deep-theory',
      'aria-label': 'How AlphaZero-style search works',
      'data-testid': 'deep-theory',
    },
    h('h2', null, 'How AlphaZero-style search works'),
    h(
      'p',
      null,
      'The search is MCTS with two changes: a network proposes moves and judges positions. Each simulation walks down the tree from the root, at each node taking the child with the highest PUCT score:',
    ),
    h('p', { class: 'lab-formula' }, h('strong', null, `score = Q + c · P · √N / (1 + n)`)),
    h(
      'p',
      null,
      `Q is what the search has found so far (the child\u2019s mean value), P what the network guessed before searching (its prior for the move), N the visits of all the node\u2019s children and n this child\u2019s; c = ${DEEP_C_PUCT} here. A move the network likes starts with a large bonus and is tried first; every visit divides its bonus by one more, so a move that disappoints (low Q) is soon overtaken, and one the network neglected gets its turn as √N grows. UCT\u2019s UCB1 has no P: it must try every move once before it can prefer any.`,
    ),
    live,
    trees ?? null,
    h('h3', null, 'The network\u2019s two heads'),
    h(
      'p',
      null,
      'One small network (an MLP) reads the board and answers twice. The policy head gives P, a probability for each legal move (they sum to 1): the priors above and in the move list. The value head gives v, how good the position is for the player to move: the "Value" column of the move list, shown from 0 (loss) to 1 (win).',
    ),
    h('h3', null, 'The backup without a rollout'),
    h(
      'p',
      null,
      'When a simulation reaches a position not yet in the tree, UCT plays random moves to the end of the game and backs up the result. Here the network\u2019s v is backed up instead, at once: each node on the way back adds v, turned to its own player\u2019s side (v for one player is −v for the other), to its value sum and one to its visits; Q is that sum over the visits. A finished game backs up its real result (win 1, draw 0, loss −1). That is why a few hundred simulations go far: no simulation is spent on random play, and each leaf\u2019s judgement is the network\u2019s, learnt from many games.',
    ),
    h('h3', null, 'Self-play and its targets'),
    h(
      'p',
      null,
      'The network learns from games the search plays against itself. At each position of such a game the search runs, and two targets are recorded: for the policy, the search\u2019s visit distribution over the moves (the share of visits each move got, better than the raw prior because the search looked ahead); for the value, the game\u2019s final result from the player to move\u2019s side (won, drawn or lost). Training pulls P towards the visit shares and v towards the results; the next generation\u2019s searches start from better guesses, play better games and give better targets. The learning curve below shows how far that went for this network, generation by generation.',
    ),
  );
  return {
    el,
    show: (d, position) => replaceChildren(live, ...liveTable(d, position)),
  };
}
