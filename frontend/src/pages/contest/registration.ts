/** The contest page's "Taking part" panel: register, withdraw, or why not. */
import { h, link, replaceChildren } from '../../lib/dom';
import { ContestApi, type Contest } from '../../lib/contests/api';
import { registration } from '../../lib/contests/pageState';
import { href } from '../../lib/routes';
import { notice, problemText, type ContestPageActions } from './notice';

export function registrationPanel(c: Contest, page: ContestPageActions): HTMLElement {
  const msg = h('div', { 'data-testid': 'registration-error', 'aria-live': 'polite' });
  const panel = h('section', { class: 'panel', 'data-testid': 'contest-registration' }, h('h2', null, 'Taking part'));
  const r = registration(c);
  const act = (fn: () => Promise<unknown>, button: HTMLButtonElement) => {
    button.disabled = true;
    replaceChildren(msg);
    fn().then(
      () => page.reloadSoon(0),
      (e) => {
        if (page.disposed()) return;
        button.disabled = false;
        replaceChildren(msg, notice('bad', 'registration-problem', problemText(e)));
      },
    );
  };
  switch (r.kind) {
    case 'ended':
      panel.append(h('p', { class: 'muted', 'data-testid': 'registration-closed' }, 'This contest has ended.'));
      return panel;
    case 'log-in':
      panel.append(
        h(
          'p',
          null,
          link(
            href.login(href.contest(c.id)),
            { class: 'btn btn-primary', 'data-testid': 'registration-login' },
            'Log in to register',
          ),
        ),
      );
      return panel;
    case 'registered': {
      panel.append(
        h(
          'p',
          null,
          h(
            'span',
            { class: 'badge badge-ok', 'data-testid': 'registration-state', 'data-state': 'registered' },
            'registered',
          ),
          ' ',
          r.names.length > 0
            ? h(
                'span',
                { class: 'small muted' },
                'as ',
                r.names.map((name, i) => [i ? ', ' : '', h('span', null, name)]),
              )
            : null,
        ),
      );
      if (r.mayWithdraw) {
        const withdraw: HTMLButtonElement = h(
          'button',
          {
            type: 'button',
            class: 'btn',
            'data-testid': 'contest-withdraw',
            onclick: () => act(() => ContestApi.withdraw(c.id), withdraw),
          },
          'Withdraw',
        );
        panel.append(h('p', null, withdraw));
      } else if (r.submitHint) {
        panel.append(h('p', { class: 'small muted' }, 'Open an instance below and submit from its page.'));
      }
      break;
    }
    case 'may-register': {
      const register: HTMLButtonElement = h(
        'button',
        {
          type: 'button',
          class: 'btn btn-primary',
          'data-testid': 'contest-register',
          onclick: () => act(() => ContestApi.register(c.id), register),
        },
        'Register',
      );
      panel.append(
        h(
          'p',
          null,
          h(
            'span',
            { class: 'muted', 'data-testid': 'registration-state', 'data-state': 'not-registered' },
            'Not registered. ',
          ),
          register,
        ),
      );
      break;
    }
    case 'cannot-register':
      panel.append(
        h(
          'p',
          null,
          h(
            'span',
            { class: 'muted', 'data-testid': 'registration-state', 'data-state': 'cannot-register' },
            'You cannot register: ',
          ),
          h('span', { 'data-testid': 'registration-why-not' }, r.why),
        ),
      );
      break;
  }
  panel.append(msg);
  return panel;
}
