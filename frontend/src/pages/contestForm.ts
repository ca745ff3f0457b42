/**
 * The organizer's form: /contests/new (POST /api/contests) and /contests/{id}/edit (PUT). Times are
 * datetime-local inputs in the viewer's zone (shown) sent as ISO instants; instances come from the
 * catalogue by id, are generated from a seed (SameGame, Sudoku) or uploaded (a SameGame board);
 * generated is the default, and every catalogue choice says that its solutions are public.
 * Errors the server names (`instances[2].instance`) appear next to their field; what a phase no
 * longer lets change is read-only, and the server's refusal is shown as it says it.
 */
import { field, h, link, replaceChildren, setText } from '../lib/dom';
import { Api, ApiError, type GameView } from '../lib/api';
import { errorNotice } from '../lib/components';
import { ContestApi, SCORING_RULES, type Contest } from '../lib/contests/api';
import {
  EMPTY_FORM,
  defaultTimes,
  buildContestRequest,
  editableFields,
  fieldSlot,
  formFromContest,
  generatorOf,
  parseBoardText,
  type ContestFormValues,
  type InstanceRowValue,
  type OriginalTimes,
} from '../lib/contests/form';
import { zoneLabel } from '../lib/contests/time';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { problemText } from './contest/notice';

/**
 * A new row's form: generated where the game can generate boards (its catalogue facts say so).
 * Catalogue instances have public solutions (their leaderboards show everyone's moves, bots run on
 * them anywhere), so a contest on them can be won by copying; the form says so next to that choice
 * (CATALOGUE_WARNING).
 */
export function defaultKind(game: GameView | undefined): InstanceRowValue['kind'] {
  return generatorOf(game, 'seeded') ? 'generate' : 'catalogue';
}

export const CATALOGUE_WARNING =
  'Catalogue instances are public: their leaderboards show everyone\u2019s moves and published records, ' +
  'and anyone can run bots on them, so participants can copy or prepare known solutions. For a problem nobody has seen, ' +
  'generate one from a seed or upload a board.';

function defaultRow(kind: InstanceRowValue['kind'], game: string, instance = ''): InstanceRowValue {
  if (kind === 'generate') return { kind, game, seed: '', size: '', percentEmpty: '' };
  if (kind === 'board') return { kind, game, board: '' };
  return { kind: 'catalogue', game, instance };
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
      if (!disposed) build(games, contest);
    })
    .catch((e) => {
      if (disposed) return;
      replaceChildren(root, h('h1', null, editId ? 'Edit contest' : 'New contest'), errorNotice(e));
    });

  function build(games: GameView[], contest: Contest | null): void {
    // A new contest starts with a generated board of the first game that has them (nobody has seen it).
    const first = games.find((g) => generatorOf(g, 'seeded')) ?? games[0];
    const values: ContestFormValues = contest
      ? formFromContest(contest)
      : {
          ...EMPTY_FORM,
          ...defaultTimes(),
          instances: [defaultRow(defaultKind(first), first?.id ?? '', first?.defaultInstance ?? '')],
        };
    const original: OriginalTimes = contest
      ? { startsAt: contest.startsAt, endsAt: contest.endsAt, freezesAt: contest.freezesAt }
      : {};
    const editable = editableFields(contest ? contest.phase : null);
    const instanceLists = new Map<string, Promise<string[]>>();
    const instancesOf = (game: string) => {
      let p = instanceLists.get(game);
      if (!p) {
        p = Api.instances(game).then(
          (l) => l.map((i) => i.id),
          () => [],
        );
        instanceLists.set(game, p);
      }
      return p;
    };

    const input = (id: string, testid: string, attrs: Record<string, string> = {}) =>
      h('input', { id, 'data-testid': testid, autocomplete: 'off', ...attrs });
    const title = input('cf-title', 'contest-form-title', { type: 'text', maxlength: '120' });
    title.value = values.title;
    const description = h('textarea', {
      id: 'cf-description',
      'data-testid': 'contest-form-description',
      rows: '5',
      maxlength: '10000',
    });
    description.value = values.description;
    const startsAt = input('cf-starts', 'contest-form-starts', { type: 'datetime-local' });
    startsAt.value = values.startsAt;
    const endsAt = input('cf-ends', 'contest-form-ends', { type: 'datetime-local' });
    endsAt.value = values.endsAt;
    const freezesAt = input('cf-freezes', 'contest-form-freezes', { type: 'datetime-local' });
    freezesAt.value = values.freezesAt;
    const bots = input('cf-bots', 'contest-form-bots', { type: 'checkbox' });
    bots.checked = values.botsAllowed;
    const rateCount = input('cf-rate', 'contest-form-rate-count', {
      type: 'number',
      min: '1',
      max: '10000',
      style: 'width:6rem',
    });
    rateCount.value = values.rateSubmissions;
    const rateSeconds = input('cf-rate-seconds', 'contest-form-rate-seconds', {
      type: 'number',
      min: '1',
      max: '86400',
      style: 'width:7rem',
    });
    rateSeconds.value = values.ratePerSeconds;
    const scoring = h(
      'select',
      { id: 'cf-scoring', 'data-testid': 'contest-form-scoring' },
      SCORING_RULES.map((r) => h('option', { value: r.id }, r.label)),
    );
    scoring.value = values.scoring;
    const scoringHelp = h('p', { class: 'field-hint', 'data-testid': 'contest-form-scoring-help' });
    const showHelp = () => setText(scoringHelp, SCORING_RULES.find((r) => r.id === scoring.value)?.help ?? '');
    scoring.addEventListener('change', showHelp);
    showHelp();

    const zone = zoneLabel();
    const fTitle = field('Title', title);
    const fDescription = field('Description', description, 'Plain text; line breaks are kept.');
    const fStarts = field(`Start (${zone})`, startsAt);
    const fEnds = field(`End (${zone})`, endsAt);
    const fFreezes = field(
      `Scoreboard freeze (optional, ${zone})`,
      freezesAt,
      'From then on participants see the board as it was; you lift the freeze after the end.',
    );
    const fRate = field('Rate limit: submissions', rateCount);
    const fRateSeconds = field('per seconds', rateSeconds, 'Per participant, in any window of that many seconds.');
    const fScoring = field('Scoring rule', scoring);
    scoring.insertAdjacentElement('afterend', scoringHelp);
    const botsError = h('p', { class: 'field-error', 'data-testid': 'cf-bots-error', role: 'alert' });
    const instancesError = h('p', { class: 'field-error', 'data-testid': 'cf-instances-error', role: 'alert' });
    const problem = h('div', { 'data-testid': 'contest-form-problem-slot', 'aria-live': 'polite' });
    const rowsEl = h('ol', { class: 'contest-instance-rows', 'data-testid': 'contest-instance-rows' });
    const rowErrors: HTMLElement[] = [];

    const slots: Record<string, HTMLElement> = {
      title: fTitle.error,
      description: fDescription.error,
      startsAt: fStarts.error,
      endsAt: fEnds.error,
      freezesAt: fFreezes.error,
      botsAllowed: botsError,
      rateLimit: fRate.error,
      scoring: fScoring.error,
      instances: instancesError,
    };

    // ---- instance rows ----
    function renderRows(): void {
      rowErrors.length = 0;
      const locked = !editable.has('instances');
      replaceChildren(
        rowsEl,
        values.instances.map((row, i) => {
          const game = games.find((g) => g.id === row.game);
          const gameSelect = h(
            'select',
            { 'data-testid': 'ci-game', 'aria-label': `Instance ${i + 1}: game` },
            games.map((g) => h('option', { value: g.id }, g.title)),
          );
          gameSelect.value = row.game;
          gameSelect.addEventListener('change', () => {
            const g = games.find((x) => x.id === gameSelect.value);
            const kind =
              row.kind === 'board' && !generatorOf(g, 'board')
                ? defaultKind(g)
                : row.kind === 'generate' && !generatorOf(g, 'seeded')
                  ? 'catalogue'
                  : row.kind === 'catalogue'
                    ? defaultKind(g)
                    : row.kind;
            values.instances[i] = defaultRow(kind, gameSelect.value, g?.defaultInstance ?? '');
            renderRows();
          });
          const kinds: [InstanceRowValue['kind'], string][] = [];
          const seeded = generatorOf(game, 'seeded');
          if (seeded) kinds.push(['generate', 'Generated from a seed']);
          if (generatorOf(game, 'board')) kinds.push(['board', 'Uploaded board']);
          kinds.push(['catalogue', 'From the catalogue (public solutions)']);
          const kindSelect = h(
            'select',
            { 'data-testid': 'ci-kind', 'aria-label': `Instance ${i + 1}: form` },
            kinds.map(([k, label]) => h('option', { value: k }, label)),
          );
          kindSelect.value = row.kind;
          kindSelect.addEventListener('change', () => {
            values.instances[i] = defaultRow(
              kindSelect.value as InstanceRowValue['kind'],
              row.game,
              game?.defaultInstance ?? '',
            );
            renderRows();
          });
          let body: HTMLElement;
          if (row.kind === 'catalogue') {
            const listId = `ci-list-${i}`;
            const text = h('input', {
              type: 'text',
              'data-testid': 'ci-instance',
              list: listId,
              spellcheck: 'false',
              autocomplete: 'off',
              'aria-label': `Instance ${i + 1}: id`,
              placeholder: game?.defaultInstance ?? 'instance id',
              style: 'min-width:16rem',
            });
            text.value = row.instance;
            text.addEventListener('input', () => {
              row.instance = text.value;
            });
            const datalist = h('datalist', { id: listId });
            if (row.game)
              instancesOf(row.game).then((ids) =>
                replaceChildren(
                  datalist,
                  ids.map((id) => h('option', { value: id })),
                ),
              );
            body = h(
              'span',
              { class: 'row' },
              text,
              datalist,
              game
                ? h('span', { class: 'field-hint', 'data-testid': 'ci-syntax' }, `Syntax: ${game.instanceSyntax}`)
                : null,
              h(
                'span',
                { class: 'notice notice-warn small', role: 'note', 'data-testid': 'ci-catalogue-warning' },
                CATALOGUE_WARNING,
              ),
            );
          } else if (row.kind === 'generate') {
            const seed = h('input', {
              type: 'text',
              inputmode: 'numeric',
              'data-testid': 'ci-seed',
              'aria-label': `Instance ${i + 1}: seed`,
              placeholder: 'seed (empty: the server picks one)',
              style: 'width:16rem',
            });
            seed.value = row.seed;
            seed.addEventListener('input', () => {
              row.seed = seed.value;
            });
            const random = h(
              'button',
              {
                type: 'button',
                class: 'btn btn-small',
                'data-testid': 'ci-seed-random',
                onclick: () => {
                  const a = new Uint32Array(2);
                  crypto.getRandomValues(a);
                  seed.value = String((a[0] % 2 ** 21) * 2 ** 32 + a[1]);
                  row.seed = seed.value;
                },
              },
              'Random seed',
            );
            // One input per parameter the game's generator takes (the catalogue's facts).
            const takes = (name: string) => seeded?.parameters.some((p) => p.name === name) ?? false;
            const extra: HTMLElement[] = [];
            if (takes('size')) {
              const size = h('input', {
                type: 'text',
                'data-testid': 'ci-size',
                'aria-label': `Instance ${i + 1}: size`,
                placeholder: '15x15x5 (cols x rows x colours)',
                style: 'width:13rem',
              });
              size.value = row.size;
              size.addEventListener('input', () => {
                row.size = size.value;
              });
              extra.push(size);
            }
            if (takes('percentEmpty')) {
              const pct = h('input', {
                type: 'number',
                min: '0',
                max: '100',
                'data-testid': 'ci-percent',
                'aria-label': `Instance ${i + 1}: percent empty`,
                placeholder: '% empty',
                style: 'width:7rem',
              });
              pct.value = row.percentEmpty;
              pct.addEventListener('input', () => {
                row.percentEmpty = pct.value;
              });
              extra.push(pct);
            }
            body = h(
              'span',
              { class: 'row' },
              seed,
              random,
              ...extra,
              h(
                'span',
                { class: 'field-hint' },
                seeded ? `${seeded.prefix}/<seed>${seeded.parameters.map((p) => `[/${p.syntax}]`).join('')}` : '',
              ),
            );
          } else {
            const area = h('textarea', {
              'data-testid': 'ci-board',
              rows: '4',
              spellcheck: 'false',
              'aria-label': `Instance ${i + 1}: board rows`,
              placeholder: 'one row of colour digits per line, top row first',
            });
            area.value = row.board;
            area.addEventListener('input', () => {
              row.board = area.value;
            });
            const file = h('input', {
              type: 'file',
              accept: '.txt,text/plain',
              'data-testid': 'ci-board-file',
              'aria-label': `Instance ${i + 1}: board file`,
            });
            const info = h('span', { class: 'field-hint', 'data-testid': 'ci-board-info' });
            file.addEventListener('change', async () => {
              const f = file.files?.[0];
              if (!f) return;
              if (f.size > 100_000) {
                setText(info, 'That file is too large for a board.');
                return;
              }
              area.value = await f.text();
              row.board = area.value;
              const rows = parseBoardText(area.value);
              setText(info, `${rows.length} rows of ${rows[0]?.length ?? 0} cells read.`);
            });
            body = h('span', { class: 'row' }, area, file, info);
          }
          const remove = h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small btn-quiet',
              'data-testid': 'ci-remove',
              'aria-label': `Remove instance ${i + 1}`,
              onclick: () => {
                values.instances.splice(i, 1);
                renderRows();
              },
            },
            'Remove',
          );
          const err = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'ci-error' });
          rowErrors.push(err);
          const li = h(
            'li',
            { class: 'contest-instance-row', 'data-testid': 'contest-instance-row', 'data-index': i },
            h(
              'div',
              { class: 'row' },
              gameSelect,
              kindSelect,
              body,
              h('span', { class: 'spacer' }),
              values.instances.length > 1 ? remove : null,
            ),
            err,
          );
          if (locked)
            li.querySelectorAll('input, select, textarea, button').forEach(
              (el) => ((el as HTMLInputElement).disabled = true),
            );
          return li;
        }),
      );
      addBtn.disabled = locked || values.instances.length >= 50;
    }
    const addBtn = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-small',
        'data-testid': 'add-instance',
        onclick: () => {
          const last = values.instances[values.instances.length - 1];
          const g = games.find((x) => x.id === last?.game) ?? games[0];
          values.instances.push(defaultRow(defaultKind(g), g?.id ?? '', g?.defaultInstance ?? ''));
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
      fTitle.wrap,
      fDescription.wrap,
      h('p', { class: 'small muted', 'data-testid': 'contest-form-zone' }, `Times are in your time zone: ${zone}.`),
      h('div', { class: 'row' }, fStarts.wrap, fEnds.wrap, fFreezes.wrap),
      h(
        'div',
        { class: 'field' },
        h('label', { class: 'check', for: 'cf-bots' }, bots, 'Bots (API tokens) may register and submit'),
        botsError,
      ),
      h('div', { class: 'row' }, fRate.wrap, fRateSeconds.wrap),
      fScoring.wrap,
      h(
        'fieldset',
        { class: 'field' },
        h('legend', null, 'Instances (shown as A, B, C… in this order)'),
        rowsEl,
        addBtn,
        instancesError,
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
    const lock = (name: string, els: HTMLElement[]) => {
      if (!editable.has(name)) els.forEach((el) => ((el as HTMLInputElement).disabled = true));
    };
    lock('startsAt', [startsAt]);
    lock('endsAt', [endsAt]);
    lock('freezesAt', [freezesAt]);
    lock('botsAllowed', [bots]);
    lock('rateLimit', [rateCount, rateSeconds]);
    lock('scoring', [scoring]);
    renderRows();

    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h('h1', null, contest ? 'Edit contest' : 'New contest'),
        contest ? h('span', { class: 'crumbs' }, link(href.contest(contest.id), null, contest.title)) : null,
      ),
      staffNote,
      phaseNote,
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
      values.title = title.value;
      values.description = description.value;
      values.startsAt = startsAt.value;
      values.endsAt = endsAt.value;
      values.freezesAt = freezesAt.value;
      values.botsAllowed = bots.checked;
      values.rateSubmissions = rateCount.value;
      values.ratePerSeconds = rateSeconds.value;
      values.scoring = scoring.value;
      const { request, errors } = buildContestRequest(values, original);
      if (!request) {
        for (const [f, m] of Object.entries(errors)) showAt(f, m);
        replaceChildren(
          problem,
          h(
            'div',
            { class: 'notice notice-bad', role: 'alert', 'data-testid': 'contest-form-problem' },
            h('p', null, 'Please correct the fields marked.'),
          ),
        );
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
          if (err instanceof ApiError && err.field) showAt(err.field, err.detail || err.title);
          replaceChildren(
            problem,
            h(
              'div',
              {
                class: 'notice notice-bad',
                role: 'alert',
                'data-testid': 'contest-form-problem',
                'data-field': err instanceof ApiError && err.field ? err.field : null,
              },
              h('p', null, problemText(err)),
            ),
          );
        },
      );
    });
  }

  return () => {
    disposed = true;
  };
}
