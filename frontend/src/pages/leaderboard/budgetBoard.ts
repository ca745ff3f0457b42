/**
 * Boards per CPU budget: the picker between the open board and each budget some bot runs of this
 * instance ran with (GET …/budgets), and a per-budget board, where reference and hosted bots
 * compete at equal compute (GET …?cpuSeconds=). A budget's board changes only when a run ends, so
 * it is read once, not followed live.
 */
import { h, replaceChildren, setText } from '../../lib/dom';
import { errorNotice, leaderboardTable } from '../../lib/components';
import { formatInt } from '../../lib/format';
import { HostedApi } from '../../lib/hostedApi';

/** The picker: hidden until the server names budgets (none yet, or a server without them). */
export function budgetPicker(
  game: string,
  instance: string,
  current: number | null,
  onPick: (cpuSeconds: number | null) => void,
): HTMLElement {
  const select = h('select', { id: 'lb-budget', 'data-testid': 'budget-select' });
  const wrap = h('div', { class: 'row', hidden: true }, h('label', { for: 'lb-budget' }, 'Board'), select);
  HostedApi.budgets(game, instance).then(
    (budgets) => {
      // An older server's answer to an unknown path may be anything: only a list names budgets.
      if (!Array.isArray(budgets) || (budgets.length === 0 && current === null)) return;
      const options = [h('option', { value: '' }, 'Open board (every entry)')];
      for (const b of budgets)
        options.push(
          h(
            'option',
            { value: b.cpuSeconds },
            `${b.cpuSeconds} CPU-s (${formatInt(b.entries)} ${b.entries === 1 ? 'entry' : 'entries'})`,
          ),
        );
      if (current !== null && !budgets.some((b) => b.cpuSeconds === current))
        options.push(h('option', { value: current }, `${current} CPU-s`));
      replaceChildren(select, options);
      select.value = current === null ? '' : String(current);
      wrap.hidden = false;
    },
    () => undefined,
  );
  select.addEventListener('change', () => onPick(select.value ? Number(select.value) : null));
  return wrap;
}

/** Fills `slot` with the budget's board and `participants` with its count. */
export function showBudgetBoard(
  slot: HTMLElement,
  participants: HTMLElement,
  where: { game: string; instance: string; cpuSeconds: number },
  disposed: () => boolean,
): void {
  HostedApi.budgetBoard(where.game, where.instance, where.cpuSeconds).then(
    (lb) => {
      if (disposed()) return;
      setText(participants, formatInt(lb.participants));
      replaceChildren(slot, leaderboardTable(lb.entries, new Set(), lb.record ?? null, true));
    },
    (e) => !disposed() && replaceChildren(slot, errorNotice(e)),
  );
}
