/**
 * The MCTS lab (/lab, /lab/play, /lab/deep, /lab/tree, /lab/bandits, /lab/sweep, /lab/arena): a tab
 * bar over the seven tools, each in its own module under lab/, each keeping its settings in the URL's query
 * string.
 */
import { h, link, replaceChildren } from '../lib/dom';
import type { PageContext } from '../lib/page';
import { LAB_TABS, type LabTab } from '../lib/routes';

const TITLES: Record<LabTab, string> = {
  intro: 'How MCTS works',
  play: 'Play against MCTS',
  deep: 'Deep MCTS',
  tree: 'Watch it think',
  bandits: 'Bandits',
  sweep: 'Sweep',
  arena: 'Arena',
};

export default function mount(ctx: PageContext): () => void {
  const tab: LabTab = ctx.route.page === 'lab' ? ctx.route.tab : 'intro';
  ctx.title(`MCTS lab: ${TITLES[tab]}`);
  const body = h('div', { class: 'lab-body', 'data-testid': `lab-${tab}` });
  replaceChildren(
    ctx.root,
    h('div', { class: 'page-head' }, h('h1', null, 'MCTS lab')),
    h(
      'nav',
      { class: 'lab-tabs', 'aria-label': 'Lab tools' },
      LAB_TABS.map((t) =>
        link(
          t === 'intro' ? '/lab' : `/lab/${t}`,
          { class: 'lab-tab', 'aria-current': t === tab ? 'page' : null, 'data-testid': `lab-tab-${t}` },
          TITLES[t],
        ),
      ),
    ),
    body,
  );
  let cleanup: (() => void) | null = null;
  let left = false;
  const search = location.search;
  const loaders: Record<LabTab, () => Promise<() => void>> = {
    intro: async () => (await import('../lab/introTab')).mountIntro(body),
    play: async () => (await import('../lab/playTab')).mountPlay(body, search),
    deep: async () => (await import('../lab/deepTab')).mountDeep(body, search),
    tree: async () => (await import('../lab/treeTab')).mountTree(body, search),
    bandits: async () => (await import('../lab/banditTab')).mountBandits(body, search),
    sweep: async () => (await import('../lab/sweepTab')).mountSweep(body, search),
    arena: async () => (await import('../lab/arenaTab')).mountArena(body),
  };
  void loaders[tab]().then((c) => {
    if (left) c();
    else cleanup = c;
  });
  return () => {
    left = true;
    cleanup?.();
  };
}
