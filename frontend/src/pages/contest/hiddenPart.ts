/**
 * The contest page's word on a hidden final set (docs/CONTESTS.md, "The hidden final set"). Before
 * the end: that a private part exists, how many instances, that scores there stay hidden and that
 * the final ranking uses it. Once the viewer may see it (staff at once, everyone from the end):
 * which ranking is final, the published seed and how to re-derive the instances, and a switch
 * between the final board and the public part's board seen during the contest.
 */
import { h } from '../../lib/dom';
import type { Contest } from '../../lib/contests/api';

export type BoardPart = 'final' | 'public';

function labels(c: Contest): string {
  return c.instances
    .filter((i) => i.hidden === true)
    .map((i) => i.label)
    .join(', ');
}

function rankingText(c: Contest): string {
  return c.hiddenPart?.finalRanking === 'both'
    ? 'on both parts (every instance)'
    : 'on the private part only (the hidden instances)';
}

/** Before the end, for a viewer who does not see the hidden scores: what the private part means to them. */
function beforeTheEnd(c: Contest): HTMLElement {
  const n = c.hiddenPart!.instances;
  const which = labels(c);
  return h(
    'div',
    { class: 'notice notice-warn', role: 'note', 'data-testid': 'hidden-part-notice' },
    h(
      'p',
      null,
      `This contest has a private part: ${n} hidden instance${n === 1 ? '' : 's'}${which ? ` (${which})` : ''}. `,
      'Your submissions there are accepted and verified, but their scores stay hidden until the end, and until ',
      'then this scoreboard ranks on the public part only.',
    ),
    h('p', null, `The final ranking is made ${rankingText(c)} and published at the end.`),
  );
}

/** The published seed and where the derivation is written down. */
function seedLine(c: Contest): HTMLElement | null {
  const seed = c.hiddenPart?.seed;
  if (!seed) return null;
  return h(
    'p',
    { class: 'small', 'data-testid': 'hidden-part-seed-line' },
    'Hidden seed: ',
    h('code', { 'data-testid': 'hidden-part-seed' }, seed),
    '. The hidden generated instance at position p (A is 0) takes as its seed the first 8 bytes of SHA-256 of ',
    h('code', null, `puzzle-arena/hidden-final/${seed}/p`),
    ' (sign bit cleared); see docs/CONTESTS.md, \u201cThe hidden final set\u201d.',
  );
}

/**
 * For a viewer who sees the hidden part (staff, or anyone from the end): which ranking is final,
 * the seed, and the two boards to switch between.
 */
function finalBoardHead(c: Contest, part: BoardPart, choose: (p: BoardPart) => void): HTMLElement {
  const ended = c.phase === 'ended';
  const button = (p: BoardPart, label: string) =>
    h(
      'button',
      {
        type: 'button',
        // The pressed look (components.css) marks the board shown.
        class: 'btn btn-small',
        'aria-pressed': p === part ? 'true' : 'false',
        'data-testid': `board-part-${p}`,
        onclick: () => choose(p),
      },
      label,
    );
  return h(
    'div',
    { class: 'notice notice-ok', role: 'note', 'data-testid': 'hidden-part-final', 'data-part': part },
    h(
      'p',
      null,
      h('strong', null, ended ? 'The final ranking' : 'The final ranking (staff only until the end)'),
      ` is made ${rankingText(c)}` + (labels(c) ? `; hidden: ${labels(c)}.` : '.'),
      part === 'public'
        ? ' Shown now: the public part\u2019s board, ranked on the public instances as everyone saw it during the contest.'
        : '',
    ),
    seedLine(c),
    h(
      'p',
      { class: 'row' },
      button('final', 'Final ranking'),
      button('public', ended ? 'Public part (as during the contest)' : 'Public part (as participants see it)'),
    ),
  );
}

/** What the scoreboard panel says about the hidden part, or nothing for a contest without one. */
export function hiddenPartView(c: Contest, part: BoardPart, choose: (p: BoardPart) => void): HTMLElement | null {
  if (!c.hiddenPart) return null;
  return c.hiddenPart.scoresVisible ? finalBoardHead(c, part, choose) : beforeTheEnd(c);
}
