/**
 * "Register a remote bot": a name and a two-player game. The server names the field at fault (a
 * bad name, a game outside the arena, a name taken, the bots' cap): its words go under that field;
 * any other refusal (signed out, too many requests) goes below the form as a sentence.
 */
import { field, h } from '../../lib/dom';
import { ApiError } from '../../lib/api';
import { RemoteArenaApi, type RemoteArenaBot } from '../../lib/remoteArenaApi';
import { problemText } from '../../lib/remoteBotFormat';
import { TWO_PLAYER_GAMES } from '../../lab/games';

export function registerForm(onRegistered: (bot: RemoteArenaBot) => void): HTMLFormElement {
  const name = h('input', {
    type: 'text',
    id: 'remote-name',
    'data-testid': 'remote-name',
    maxlength: 40,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const game = h(
    'select',
    { id: 'remote-game', 'data-testid': 'remote-game' },
    TWO_PLAYER_GAMES.map((g) => h('option', { value: g.id }, g.title)),
  );
  const nameField = field(
    'Name',
    name,
    'What the bot is called on the remote ladder: 1 to 40 letters, digits, spaces, . _ or -.',
  );
  const gameField = field('Game', game);
  const error = h('p', { class: 'error', role: 'alert', 'data-testid': 'remote-register-error' });
  const submit = h(
    'button',
    { type: 'submit', class: 'btn btn-primary', 'data-testid': 'remote-register' },
    'Register the bot',
  );
  const form = h(
    'form',
    { novalidate: true, 'data-testid': 'remote-register-form' },
    h('div', { class: 'form-grid' }, nameField.wrap, gameField.wrap),
    error,
    submit,
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    for (const el of [error, nameField.error, gameField.error]) el.textContent = '';
    name.removeAttribute('aria-invalid');
    submit.disabled = true;
    // The server checks the name (its rule is the one that counts); the page sends what was typed.
    RemoteArenaApi.register(game.value, name.value.trim()).then(
      (bot) => {
        submit.disabled = false;
        name.value = '';
        onRegistered(bot);
      },
      (e) => {
        submit.disabled = false;
        const at = e instanceof ApiError ? { name: nameField, game: gameField }[e.field ?? ''] : undefined;
        if (at === nameField) name.setAttribute('aria-invalid', 'true');
        (at ? at.error : error).textContent = problemText(e);
      },
    );
  });
  return form;
}
