/**
 * A password reset link (/reset-password#r_…), issued by an admin: set a new password. The link's
 * secret travels in the URL's fragment, which browsers never send to a server, and is taken out of
 * the address bar as soon as the page has read it. The page says what else a reset does before it is
 * submitted: every session ends and every API token of the account is revoked, so bots stop too.
 */
import { field, h, link, replaceChildren, setText } from '../lib/dom';
import { Api, ApiError } from '../lib/api';
import { errorNotice } from '../lib/components';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { revokedText } from '../lib/passwordReset';
import { setMe } from '../lib/session';

export default function mount(ctx: PageContext): void {
  ctx.title('Set a new password');
  const token = location.hash.replace(/^#/, '');
  if (token) history.replaceState(history.state, '', location.pathname);
  if (!token) {
    replaceChildren(
      ctx.root,
      h(
        'section',
        { class: 'panel', 'data-testid': 'reset-missing' },
        h('h1', null, 'Set a new password'),
        h(
          'p',
          null,
          'This page needs the whole reset link an admin gave you (it ends with #r_…). Ask an admin for a new one.',
        ),
      ),
    );
    return;
  }
  const pw = h('input', { type: 'password', autocomplete: 'new-password', id: 'reset-pw', 'data-testid': 'reset-pw' });
  const again = h('input', {
    type: 'password',
    autocomplete: 'new-password',
    id: 'reset-again',
    'data-testid': 'reset-again',
  });
  const fPw = field('New password', pw, '8 to 200 characters');
  const fAgain = field('New password again', again);
  const result = h('div', { 'aria-live': 'polite', 'data-testid': 'reset-result' });
  const save = h(
    'button',
    { type: 'submit', class: 'btn btn-primary', 'data-testid': 'reset-save' },
    'Set the password',
  );
  // Said before the click: a bot owner must know their bots will stop and need new tokens.
  const consequences = h(
    'p',
    { class: 'muted', 'data-testid': 'reset-consequences' },
    'Setting a new password logs the account out everywhere and revokes all its API tokens: ' +
      'bots using them stop, and need new tokens from the account page.',
  );
  const form = h('form', { class: 'form-narrow' }, consequences, fPw.wrap, fAgain.wrap, save, result);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    setText(fPw.error, '');
    setText(fAgain.error, '');
    replaceChildren(result);
    if (pw.value.length < 8 || pw.value.length > 200) {
      setText(fPw.error, 'A password has 8 to 200 characters.');
      return;
    }
    if (pw.value !== again.value) {
      setText(fAgain.error, 'The two passwords differ.');
      return;
    }
    save.disabled = true;
    try {
      const done = await Api.resetPassword(token, pw.value);
      // Every session of the account has ended, this browser's too if it had one.
      setMe(null);
      replaceChildren(
        form,
        h(
          'div',
          { class: 'notice notice-ok', role: 'status', 'data-testid': 'reset-done' },
          h(
            'p',
            null,
            'The password of ',
            h('strong', null, done.username),
            ' is set, and every session of the account has ended.',
          ),
          h('p', { 'data-testid': 'reset-tokens' }, revokedText(done.tokensRevoked)),
          h('p', null, link(href.login(null), { class: 'btn btn-primary' }, 'Log in')),
        ),
      );
    } catch (err) {
      save.disabled = false;
      if (err instanceof ApiError && err.field === 'password') setText(fPw.error, err.detail);
      else replaceChildren(result, errorNotice(err, 'reset-error'));
    }
  });
  replaceChildren(ctx.root, h('section', { class: 'panel' }, h('h1', null, 'Set a new password'), form));
}
