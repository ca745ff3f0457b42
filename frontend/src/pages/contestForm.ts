/**
 * The organizer's form: /contests/new (POST /api/contests) and /contests/{id}/edit (PUT). Times are
 * datetime-local inputs in the viewer's zone (shown) sent as ISO instants; instances come from the
 * catalogue by id, are generated from a seed (SameGame, Sudoku) or uploaded (a SameGame board);
 * generated is the default, and every catalogue choice says that its solutions are public.
 * Errors the server names (`instances[2].instance`) appear next to their field; what a phase no
 * longer lets change is read-only, and the server's refusal is shown as it says it.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api, ApiError, type GameView } from '../lib/api';
import { errorNotice } from '../lib/components';
import { ContestApi, type Contest } from '../lib/contests/api';
import {
  buildContestRequest,
  editableFields,
  fieldSlot,
  formFromContest,
  type ContestFormValues,
  type OriginalTimes,
} from '../lib/contests/form';
import { MAX_INSTANCES, addedRow, newContestValues } from '../lib/contests/instanceRows';
import { zoneLabel } from '../lib/contests/time';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { problemText } from './contest/notice';
import { puzzlesOnly } from '../lib/puzzles';
import { contestFields } from './contestForm/fields';
import { instanceRow, type RowsContext } from './contestForm/instanceRow';
import { hiddenPartFields } from './contestForm/hiddenPart';

/** A notice above the form: what the phase still lets change, or that the viewer is not its staff. */
function formNotes(contest: Contest | null): (HTMLElement | null)[] {
  const phaseNote =
    contest && contest.phase !== 'scheduled'
      ? h(
          'div',
          { class: 'notice notice-warn', 'data-testid': 'form-phase-note' },
          h(
            'p',
            null,
            contest.phase === 'running'
              ? 'The contest is running: only the title, the description and the end (still in the future) may change.'
              : 'The contest has ended: only the title and the description may change.',
          ),
        )
      : null;
  const staffNote =
    contest && !contest.you?.staff
      ? h(
          'div',
          { class: 'notice notice-warn', 'data-testid': 'form-not-staff' },
          h(
            'p',
            null,
            'Only this contest\u2019s organizer and admins may edit it; the server will refuse changes from you.',
          ),
        )
      : null;
  return [staffNote, phaseNote];
}

function formProblem(text: string, field: string | null = null): HTMLElement {
  return h(
    'div',
    { class: 'notice notice-bad', role: 'alert', 'data-testid': 'contest-form-problem', 'data-field': field },
    h('p', null, text),
  );
}

/** A game's catalogue ids, asked once per game. */
function catalogueIds(): (game: string) => Promise<string[]> {
  const lists = new Map<string, Promise<string[]>>();
  return (game) => {
    let p = lists.get(game);
    if (!p) {
      p = Api.instances(game).then(
        (l) => l.map((i) => i.id),
        () => [],
      );
      lists.set(game, p);
    }
    return p;
  };
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'contestform') return () => {};
  const editId = route.id;
  const root = ctx.root;
  let disposed = false;
  ctx.title(editId ? 'Edit contest' : 'New contest');
  replaceChildren(
    root,
    h('h1', null, editId ? 'Edit contest' : 'New contest'),
    h('p', { class: 'loading' }, 'Loading…'),
  );

  Promise.all([Api.games(), editId ? ContestApi.get(editId) : Promise.resolve(null)])
    .then(([games, contest]) => {
      // A contest ranks scores: the two-player games would only earn "Not a puzzle" from the server.
      if (!disposed) build(puzzlesOnly(games), contest);
    })
    .catch((e) => {
      if (disposed) return;
      replaceChildren(root, h('h1', null, editId ? 'Edit contest' : 'New contest'), errorNotice(e));
    });

  function build(games: GameView[], contest: Contest | null): void {
    const values: ContestFormValues = contest ? formFromContest(contest) : newContestValues(games);
    const original: OriginalTimes = contest
      ? { startsAt: contest.startsAt, endsAt: contest.endsAt, freezesAt: contest.freezesAt }
      : {};
    const editable = editableFields(contest ? contest.phase : null);
    const zone = zoneLabel();
    const fields = contestFields(values, zone);
    const instancesError = h('p', { class: 'field-error', 'data-testid': 'cf-instances-error', role: 'alert' });
    const hiddenPart = hiddenPartFields(values, contest !== null);
    const slots: Record<string, HTMLElement> = {
      ...fields.slots,
      instances: instancesError,
      hiddenPart: hiddenPart.error,
    };
    const problem = h('div', { 'data-testid': 'contest-form-problem-slot', 'aria-live': 'polite' });
    const rowsEl = h('ol', { class: 'contest-instance-rows', 'data-testid': 'contest-instance-rows' });
    const rowErrors: HTMLElement[] = [];
    const rows: RowsContext = {
      games,
      rows: values.instances,
      redraw: renderRows,
      instancesOf: catalogueIds(),
      locked: !editable.has('instances'),
    };

    function renderRows(): void {
      rowErrors.length = 0;
      replaceChildren(
        rowsEl,
        values.instances.map((row, i) => {
          const { li, error } = instanceRow(row, i, rows);
          rowErrors.push(error);
          return li;
        }),
      );
      addBtn.disabled = rows.locked || values.instances.length >= MAX_INSTANCES;
      hiddenPart.refresh();
    }
    const addBtn = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-small',
        'data-testid': 'add-instance',
        onclick: () => {
          values.instances.push(addedRow(values.instances, games));
          renderRows();
        },
      },
      'Add an instance',
    );

    const submit = h(
      'button',
      { type: 'submit', class: 'btn btn-primary', 'data-testid': 'contest-form-submit' },
      contest ? 'Save changes' : 'Create the contest',
    );
    const form = h(
      'form',
      { class: 'form-grid contest-form', 'data-testid': 'contest-form', novalidate: true },
      // The settings and the instances: side by side on a wide screen, one after the other on a narrow one.
      h(
        'div',
        { class: 'contest-form-settings' },
        fields.title,
        fields.description,
        h('p', { class: 'small muted', 'data-testid': 'contest-form-zone' }, `Times are in your time zone: ${zone}.`),
        fields.times,
        fields.bots,
        fields.rateLimit,
        fields.scoring,
      ),
      h(
        'fieldset',
        { class: 'field contest-form-instances' },
        h('legend', null, 'Instances (shown as A, B, C… in this order)'),
        rowsEl,
        addBtn,
        instancesError,
        hiddenPart.el,
      ),
      problem,
      h(
        'div',
        { class: 'row' },
        submit,
        link(
          contest ? href.contest(contest.id) : href.contests(),
          { class: 'btn btn-quiet', 'data-testid': 'contest-form-cancel' },
          'Cancel',
        ),
      ),
    );
    fields.lock(editable);
    hiddenPart.lock(editable);
    renderRows();

    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h('h1', null, contest ? 'Edit contest' : 'New contest'),
        contest ? h('span', { class: 'crumbs' }, link(href.contest(contest.id), null, contest.title)) : null,
      ),
      ...formNotes(contest),
      h('section', { class: 'panel' }, form),
    );

    function clearErrors(): void {
      Object.values(slots).forEach((el) => replaceChildren(el));
      rowErrors.forEach((el) => replaceChildren(el));
      replaceChildren(problem);
    }

    /** Shows an error at the slot its API field names; true when it found one. */
    function showAt(fieldName: string, message: string): boolean {
      const s = fieldSlot(fieldName, values.instances.length);
      if (s.slot === 'instance') {
        const el = rowErrors[s.index];
        if (!el) return false;
        el.append(h('span', null, message, ' '));
        return true;
      }
      if (s.slot === 'form') return false;
      slots[s.slot].append(h('span', null, message, ' '));
      return true;
    }

    form.addEventListener('submit', (e) => {
      e.preventDefault();
      clearErrors();
      fields.readInto(values);
      hiddenPart.readInto(values);
      const { request, errors } = buildContestRequest(values, original);
      if (!request) {
        for (const [f, m] of Object.entries(errors)) showAt(f, m);
        replaceChildren(problem, formProblem('Please correct the fields marked.'));
        return;
      }
      submit.disabled = true;
      const call = contest ? ContestApi.update(contest.id, request) : ContestApi.create(request);
      call.then(
        (saved) => {
          if (!disposed) ctx.navigate(href.contest(saved.id));
        },
        (err) => {
          if (disposed) return;
          submit.disabled = false;
          const field = err instanceof ApiError && err.field ? err.field : null;
          if (field) showAt(field, err.detail || err.title);
          replaceChildren(problem, formProblem(problemText(err), field));
        },
      );
    });
  }

  return () => {
    disposed = true;
  };
}
