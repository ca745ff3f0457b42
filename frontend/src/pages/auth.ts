/** Log in and sign up (POST /api/session, POST /api/accounts): the session is an HttpOnly cookie. */
import { field, h, link, replaceChildren } from '../lib/dom';
import { Api, ApiError } from '../lib/api';
import { errorNotice } from '../lib/components';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { setMe } from '../lib/session';
import { inviteFromHash, ParticipantsApi } from '../lib/contests/participants';

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'login' && route.page !== 'signup') return () => {};
  const signup = route.page === 'signup';
  const next = route.next ?? href.home();
  ctx.title(signup ? 'Sign up' : 'Log in');
  const username = h('input', {
    type: 'text',
    id: 'username',
    name: 'username',
    autocomplete: 'username',
    required: true,
    'data-testid': 'username',
    spellcheck: 'false',
    autocapitalize: 'none',
  });
  const password = h('input', {
    type: 'password',
    id: 'password',
    name: 'password',
    autocomplete: signup ? 'new-password' : 'current-password',
    required: true,
    'data-testid': 'password',
  });
  const confirm = h('input', {
    type: 'password',
    id: 'password-confirm',
    name: 'confirm',
    autocomplete: 'new-password',
    required: true,
    'data-testid': 'password-confirm',
  });
  // An invitation code (/signup#invite=CODE, handed out by a contest's organizer) signs up and registers at once.
  const invite = h('input', {
    type: 'text',
    id: 'invite',
    name: 'invite',
    autocomplete: 'off',
    'data-testid': 'invite-code-input',
    spellcheck: 'false',
    autocapitalize: 'characters',
    value: inviteFromHash(location.hash) ?? '',
  });
  const fields = {
    invite: field(
      'Invitation code (optional)',
      invite,
      'From a contest\u2019s organizer: you are registered for it at once.',
    ),
    username: field('Username', username, signup ? 'Shown on the leaderboards.' : undefined),
    password: field('Password', password),
    confirm: field('Repeat the password', confirm),
  };
  const formError = h('div', { 'aria-live': 'polite', 'data-testid': 'auth-error' });
  const submit = h(
    'button',
    { type: 'submit', class: 'btn btn-primary', 'data-testid': signup ? 'signup-submit' : 'login-submit' },
    signup ? 'Create the account' : 'Log in',
  );
  const form = h(
    'form',
    { class: 'form-narrow', novalidate: true, 'data-testid': signup ? 'signup-form' : 'login-form' },
    signup ? fields.invite.wrap : null,
    fields.username.wrap,
    fields.password.wrap,
    signup ? fields.confirm.wrap : null,
    formError,
    submit,
  );
  const other = signup
    ? h('p', null, 'Already have an account? ', link(href.login(route.next), { 'data-testid': 'to-login' }, 'Log in'))
    : h('p', null, 'New here? ', link(href.signup(route.next), { 'data-testid': 'to-signup' }, 'Create an account'));
  replaceChildren(
    ctx.root,
    h('section', { class: 'panel form-narrow' }, h('h1', null, signup ? 'Sign up' : 'Log in'), form, other),
  );

  const clearErrors = () => {
    replaceChildren(formError);
    for (const [k, f] of Object.entries(fields)) {
      f.error.textContent = '';
      (({ invite, username, password, confirm }) as Record<string, HTMLElement>)[k].removeAttribute('aria-invalid');
    }
  };
  const fieldError = (name: 'invite' | 'username' | 'password' | 'confirm', text: string) => {
    fields[name].error.textContent = text;
    const c = { invite, username, password, confirm }[name];
    c.setAttribute('aria-invalid', 'true');
    c.focus();
  };

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clearErrors();
    if (!username.value.trim()) return fieldError('username', 'Enter a username.');
    if (!password.value) return fieldError('password', 'Enter a password.');
    if (signup && password.value !== confirm.value) return fieldError('confirm', 'The passwords differ.');
    submit.disabled = true;
    try {
      const code = signup ? invite.value.trim() : '';
      let to = next;
      if (code) to = href.contest((await ParticipantsApi.signUp(code, username.value, password.value)).contest);
      else if (signup) await Api.register(username.value, password.value);
      const me = await Api.login(username.value, password.value);
      setMe(me);
      ctx.navigate(to);
    } catch (err) {
      if (err instanceof ApiError && (err.field === 'username' || err.field === 'password'))
        fieldError(err.field, err.detail || err.title);
      else if (err instanceof ApiError && err.field === 'code') fieldError('invite', err.detail || err.title);
      else if (err instanceof ApiError && err.status === 401)
        replaceChildren(formError, errorNotice(err.detail ? err : 'Wrong username or password.', 'auth-problem'));
      else replaceChildren(formError, errorNotice(err, 'auth-problem'));
    } finally {
      submit.disabled = false;
    }
  });
  username.focus();
  return () => {};
}
