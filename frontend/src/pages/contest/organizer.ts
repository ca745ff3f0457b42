/** The contest page's organizer panel: edit, unfreeze, exports, delete (confirmed in the page), reference bots. */
import { h, link, replaceChildren } from '../../lib/dom';
import { ApiError } from '../../lib/api';
import { ContestApi, type Contest, type YardstickView } from '../../lib/contests/api';
import { exportLinks, organizerControls, shortInstance, yardstickRequest } from '../../lib/contests/pageState';
import { ALGORITHMS } from '../../lib/botForm';
import { formatInt } from '../../lib/format';
import { href, idFromLink } from '../../lib/routes';
import { notice, problemText, type ContestPageActions } from './notice';

export function organizerPanel(c: Contest, page: ContestPageActions): HTMLElement {
  const msg = h('div', { 'data-testid': 'organizer-message', 'aria-live': 'polite' });
  const show = (kind: 'ok' | 'bad', text: string) =>
    replaceChildren(msg, notice(kind, kind === 'ok' ? 'organizer-ok' : 'organizer-problem', text));
  const row = h(
    'div',
    { class: 'row' },
    link(href.contestEdit(c.id), { class: 'btn', 'data-testid': 'contest-edit' }, 'Edit'),
  );
  const controls = organizerControls(c);
  if (controls.unfreeze) {
    const unfreeze: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'btn',
        'data-testid': 'contest-unfreeze',
        title: 'Publish the full scoreboard (after the end)',
        onclick: () => {
          unfreeze.disabled = true;
          ContestApi.unfreeze(c.id).then(
            () => {
              show('ok', 'The full scoreboard is published.');
              page.reloadSoon(0);
            },
            (e) => {
              unfreeze.disabled = false;
              show('bad', problemText(e));
            },
          );
        },
      },
      'Unfreeze the scoreboard',
    );
    row.append(unfreeze);
  }
  row.append(
    ...exportLinks(c.id).map((e) =>
      h('a', { class: 'btn', href: e.href, download: e.download, 'data-testid': e.testid }, e.button),
    ),
  );
  const confirmSlot = h('span', { class: 'row' });
  if (controls.remove) {
    const del: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-danger',
        'data-testid': 'contest-delete',
        onclick: () => {
          del.hidden = true;
          const yes: HTMLButtonElement = h(
            'button',
            {
              type: 'button',
              class: 'btn btn-danger',
              'data-testid': 'contest-delete-confirm',
              onclick: () => {
                yes.disabled = true;
                ContestApi.remove(c.id).then(
                  () => {
                    if (!page.disposed()) page.navigate(href.contests());
                  },
                  (e) => {
                    yes.disabled = false;
                    show('bad', problemText(e));
                  },
                );
              },
            },
            'Delete it',
          );
          replaceChildren(
            confirmSlot,
            h('span', { 'data-testid': 'contest-delete-question' }, 'Delete this contest and its registrations?'),
            ' ',
            yes,
            ' ',
            h(
              'button',
              {
                type: 'button',
                class: 'btn',
                'data-testid': 'contest-delete-cancel',
                onclick: () => {
                  replaceChildren(confirmSlot);
                  del.hidden = false;
                },
              },
              'Keep it',
            ),
          );
        },
      },
      'Delete',
    );
    row.append(del, confirmSlot);
  }
  return h(
    'section',
    { class: 'panel', 'data-testid': 'organizer-controls' },
    h('h2', null, 'Organizer'),
    row,
    msg,
    controls.startYardstick ? yardstickForm(c, page) : null,
    yardstickList(c, page),
  );
}

function yardstickForm(c: Contest, page: ContestPageActions): HTMLElement {
  const instance = h(
    'select',
    { id: 'ys-instance', 'data-testid': 'yardstick-instance' },
    c.instances.map((i) =>
      h('option', { value: String(i.index) }, `${i.label}: ${i.game} ${shortInstance(i.instance, 30)}`),
    ),
  );
  const algorithm = h(
    'select',
    { id: 'ys-algorithm', 'data-testid': 'yardstick-algorithm' },
    ALGORITHMS.map((a) => h('option', { value: a.id }, a.label)),
  );
  // The level of a nested search (NMCS, NRPA, beam): its strength, as in the bot lab.
  const level = h('input', {
    id: 'ys-level',
    type: 'number',
    min: '0',
    max: '6',
    step: '1',
    value: '2',
    'data-testid': 'yardstick-level',
    style: 'width:4rem',
  });
  const seconds = h('input', {
    id: 'ys-seconds',
    type: 'number',
    min: '0.1',
    step: '0.1',
    value: '10',
    'data-testid': 'yardstick-seconds',
    style: 'width:6rem',
  });
  const msg = h('div', { 'data-testid': 'yardstick-message', 'aria-live': 'polite' });
  const start = h(
    'button',
    { type: 'submit', class: 'btn btn-primary', 'data-testid': 'yardstick-start' },
    'Start reference bot',
  );
  const form = h(
    'form',
    { class: 'row', 'data-testid': 'yardstick-form' },
    h('label', { for: 'ys-instance' }, 'Instance'),
    instance,
    h('label', { for: 'ys-algorithm' }, 'Bot'),
    algorithm,
    h('label', { for: 'ys-level' }, 'Level'),
    level,
    h('label', { for: 'ys-seconds' }, 'Seconds'),
    seconds,
    start,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const req = yardstickRequest(c.instances, {
      instance: instance.value,
      algorithm: algorithm.value,
      level: level.value,
      seconds: seconds.value,
    });
    if (!req) return;
    start.disabled = true;
    ContestApi.startYardstick(c.id, req)
      .then(
        (y) => {
          const run = idFromLink(y.run);
          replaceChildren(
            msg,
            notice(
              'ok',
              'yardstick-started',
              'Started ',
              h('span', null, y.name),
              '. ',
              run ? link(href.botrun(run), null, 'Watch the run') : null,
            ),
          );
          page.reloadSoon(0);
        },
        (err) =>
          replaceChildren(
            msg,
            notice(
              'bad',
              'yardstick-problem',
              err instanceof ApiError && err.field ? `${err.field}: ` : '',
              problemText(err),
            ),
          ),
      )
      .finally(() => {
        start.disabled = false;
      });
  });
  return h(
    'div',
    null,
    h('h3', null, 'Reference bots'),
    h(
      'p',
      { class: 'small muted' },
      'A server bot run on one of the instances, shown on the scoreboard for comparison and never ranked.',
    ),
    form,
    msg,
  );
}

function yardstickList(c: Contest, page: ContestPageActions): HTMLElement {
  const slot = h('div', { 'data-testid': 'yardsticks' });
  if (!organizerControls(c).listYardsticks) return slot;
  ContestApi.yardsticks(c.id).then(
    (list: YardstickView[]) => {
      if (page.disposed() || list.length === 0) return;
      replaceChildren(
        slot,
        h(
          'ul',
          { class: 'plain small' },
          list.map((y) => {
            const run = idFromLink(y.run);
            return h(
              'li',
              { 'data-testid': 'yardstick-row' },
              run ? link(href.botrun(run), null, y.name) : h('span', null, y.name),
              ` · ${y.game} ${shortInstance(y.instance, 30)} · ${y.state}`,
              y.bestScore !== null && y.bestScore !== undefined ? ` · best ${formatInt(y.bestScore)}` : '',
            );
          }),
        ),
      );
    },
    () => undefined,
  );
  return slot;
}
