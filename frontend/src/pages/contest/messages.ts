/**
 * The contest page's "Messages" panel: the staff's announcements (staff post them), and the
 * clarifications (participants ask; staff answer privately or to all). Lists are read from the API
 * and kept up to date by the scoreboard socket's `announcement` and `clarification` messages; each
 * snapshot (a new or resumed connection) reads them again, so nothing posted while disconnected is
 * missed. Unread messages are marked until the reader marks them read.
 */
import { h, replaceChildren, setText } from '../../lib/dom';
import { formatInstant } from '../../lib/format';
import { MessagesApi, type AnnouncementView, type ClarificationView } from '../../lib/contests/messagesApi';
import type { ScoreboardMessage } from '../../lib/liveMessages';
import { notice, problemText } from './notice';

/** Who reads the panel, asked at each render (a registration or a role may change). */
export interface MessagesViewer {
  loggedIn(): boolean;
  staff(): boolean;
  mayAsk(): boolean;
  disposed(): boolean;
}

export interface MessagesPanel {
  el: HTMLElement;
  /** A message of the scoreboard socket: the panel takes its own and ignores the board's. */
  live(msg: ScoreboardMessage): void;
  /** The viewer changed (registered, the contest was read again): draws the forms again. */
  refresh(): void;
}

const MAX_TEXT = 2000;

function textArea(testid: string, placeholder: string): HTMLTextAreaElement {
  return h('textarea', { rows: 2, maxlength: MAX_TEXT, placeholder, 'data-testid': testid, style: 'width:100%' });
}

/** A form of one text and a button that sends it; the problem (naming the field) shows below. */
function sendForm(
  disposed: () => boolean,
  testid: string,
  placeholder: string,
  label: string,
  send: (text: string) => Promise<unknown>,
  extra: HTMLElement | null = null,
): HTMLElement {
  const text = textArea(`${testid}-text`, placeholder);
  const problem = h('div', { 'aria-live': 'polite' });
  const button: HTMLButtonElement = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-primary',
      'data-testid': `${testid}-send`,
      onclick: () => {
        button.disabled = true;
        replaceChildren(problem);
        send(text.value).then(
          () => {
            button.disabled = false;
            text.value = '';
          },
          (e) => {
            if (disposed()) return;
            button.disabled = false;
            replaceChildren(problem, notice('bad', `${testid}-problem`, problemText(e)));
          },
        );
      },
    },
    label,
  );
  return h('div', { class: 'stack' }, text, h('div', { class: 'row' }, button, extra), problem);
}

export function messagesPanel(contestId: string | number, viewer: MessagesViewer): MessagesPanel {
  const announcements = new Map<number, AnnouncementView>();
  const clarifications = new Map<number, ClarificationView>();
  /** Answer forms by question, kept across renders so that a live message does not wipe a draft. */
  const answerForms = new Map<number, HTMLElement>();

  const badge = h('span', { class: 'badge', 'data-testid': 'messages-unread', hidden: true });
  const markRead: HTMLButtonElement = h(
    'button',
    { type: 'button', class: 'btn btn-small', 'data-testid': 'messages-mark-read', onclick: () => markAllRead() },
    'Mark all read',
  );
  const announcementList = h('ul', { class: 'plain', 'data-testid': 'contest-announcements' });
  const clarificationList = h('ul', { class: 'plain', 'data-testid': 'contest-clarifications' });
  const postForm = h('div');
  const askForm = h('div');
  const el = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'msg-h', 'data-testid': 'contest-messages' },
    h(
      'div',
      { class: 'row' },
      h('h2', { id: 'msg-h', style: 'margin:0' }, 'Messages'),
      ' ',
      badge,
      h('span', { class: 'spacer' }),
      markRead,
    ),
    h('h3', null, 'Announcements'),
    postForm,
    announcementList,
    h('h3', null, 'Clarifications'),
    askForm,
    clarificationList,
  );

  function drawForms(): void {
    replaceChildren(
      postForm,
      viewer.staff()
        ? sendForm(viewer.disposed, 'announcement', 'An announcement to every participant', 'Post announcement', (t) =>
            MessagesApi.announce(contestId, t).then(take),
          )
        : null,
    );
    replaceChildren(
      askForm,
      viewer.mayAsk()
        ? sendForm(viewer.disposed, 'clarification', 'A question to the organizers (only they see it)', 'Ask', (t) =>
            MessagesApi.ask(contestId, t).then(take),
          )
        : null,
    );
    markRead.hidden = !viewer.loggedIn();
  }

  function answerForm(q: ClarificationView): HTMLElement {
    let form = answerForms.get(q.id);
    if (!form) {
      const toAll: HTMLInputElement = h('input', { type: 'checkbox', 'data-testid': 'clarification-to-all' });
      form = sendForm(
        viewer.disposed,
        'clarification-answer',
        'Your answer',
        'Answer',
        (t) => MessagesApi.answer(contestId, q.id, t, toAll.checked).then(take),
        h('label', { class: 'small' }, toAll, ' answer to all'),
      );
      answerForms.set(q.id, form);
    }
    return form;
  }

  function take(m: AnnouncementView | ClarificationView): void {
    if ('text' in m) announcements.set(m.id, { ...m, unread: false });
    else clarifications.set(m.id, m.mine ? { ...m, unread: false } : m);
    draw();
  }

  function draw(): void {
    const staff = viewer.staff();
    const as = [...announcements.values()].sort((a, b) => b.id - a.id);
    replaceChildren(
      announcementList,
      as.length === 0 ? h('li', { class: 'muted small' }, 'No announcements yet.') : as.map(announcementItem),
    );
    const qs = [...clarifications.values()].sort((a, b) => b.id - a.id);
    replaceChildren(
      clarificationList,
      qs.length === 0
        ? h('li', { class: 'muted small' }, staff ? 'No questions yet.' : 'No clarifications yet.')
        : qs.map((q) =>
            h(
              'li',
              { 'data-testid': 'clarification', 'data-id': String(q.id), 'data-unread': String(q.unread) },
              q.unread ? h('span', { class: 'badge badge-warn' }, 'new') : null,
              ' ',
              h('strong', null, 'Q: '),
              h('span', { 'data-testid': 'clarification-question', style: 'white-space:pre-wrap' }, q.question),
              ' ',
              h(
                'span',
                { class: 'small muted' },
                [
                  q.asker ?? (q.mine ? 'you' : null),
                  q.instance ? `about ${q.game}/${q.instance}` : null,
                  formatInstant(q.askedAt),
                ]
                  .filter(Boolean)
                  .join(', '),
              ),
              q.answer !== null
                ? h(
                    'div',
                    null,
                    h('strong', null, 'A: '),
                    h('span', { 'data-testid': 'clarification-answer', style: 'white-space:pre-wrap' }, q.answer),
                    ' ',
                    h(
                      'span',
                      { class: 'small muted', 'data-testid': 'clarification-scope' },
                      q.toAll ? 'answered to all' : 'answered privately',
                    ),
                  )
                : staff
                  ? answerForm(q)
                  : h('div', { class: 'small muted' }, 'Waiting for an answer.'),
            ),
          ),
    );
    const unread = as.filter((a) => a.unread).length + qs.filter((q) => q.unread).length;
    setText(badge, `${unread} unread`);
    badge.hidden = unread === 0;
  }

  function reload(): void {
    Promise.all([MessagesApi.announcements(contestId), MessagesApi.clarifications(contestId)]).then(
      ([a, c]) => {
        if (viewer.disposed()) return;
        announcements.clear();
        for (const x of a.announcements) announcements.set(x.id, x);
        clarifications.clear();
        for (const x of c.clarifications) clarifications.set(x.id, x);
        draw();
      },
      () => undefined, // the scoreboard panel shows the contest's own errors
    );
  }

  function markAllRead(): void {
    MessagesApi.markRead(contestId).then(
      () => {
        for (const [k, v] of announcements) announcements.set(k, { ...v, unread: false });
        for (const [k, v] of clarifications) clarifications.set(k, { ...v, unread: false });
        draw();
      },
      () => undefined,
    );
  }

  drawForms();
  draw();
  reload();

  return {
    el,
    live(msg) {
      if (msg.type === 'snapshot') reload();
      else if (msg.type === 'announcement') {
        announcements.set(msg.announcement.id, msg.announcement);
        draw();
      } else if (msg.type === 'clarification') {
        clarifications.set(msg.clarification.id, msg.clarification);
        if (msg.clarification.answer !== null) answerForms.delete(msg.clarification.id);
        draw();
      }
    },
    refresh: drawForms,
  };
}

function announcementItem(a: AnnouncementView): HTMLElement {
  return h(
    'li',
    { 'data-testid': 'announcement', 'data-unread': String(a.unread) },
    a.unread ? h('span', { class: 'badge badge-warn' }, 'new') : null,
    ' ',
    h('span', { 'data-testid': 'announcement-text', style: 'white-space:pre-wrap' }, a.text),
    ' ',
    h('span', { class: 'small muted' }, `${a.author}, ${formatInstant(a.postedAt)}`),
  );
}
