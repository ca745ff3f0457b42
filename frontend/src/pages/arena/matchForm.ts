/**
 * "Start a match" on a player's page: an SPRT match of this player (first) against another of the
 * same ladder (a reference bot, or for a hosted version its owner's other versions too), with a
 * preset's bounds; it opens the new match's page. Shown to logged-in users (for a hosted version the
 * API takes it from its owner only; the games come out of the owner's daily cap); the API's refusals
 * (two matches running, too many started this hour, a version not yours) are shown in the form.
 * A remote bot's page shows it to its owner only: its games are played over its stream, so the
 * request is the same (its player id as first) and the server's refusal is its own words.
 */
import { h } from '../../lib/dom';
import { ArenaApi, type ArenaLadderEntry } from '../../lib/arenaApi';
import { problemText } from '../../lib/remoteBotFormat';
import { href } from '../../lib/routes';

const PRESETS: [string, string][] = [
  ['0-50', 'Elo 0 vs 50: is it clearly stronger?'],
  ['0-20', 'Elo 0 vs 20: is it a little stronger? (longer)'],
];

export function matchForm(
  self: ArenaLadderEntry,
  players: readonly ArenaLadderEntry[],
  navigate: (to: string) => void,
): HTMLElement {
  // A match's opponent is a bot the server runs: a reference bot, or for a hosted version also
  // another hosted version of its owner's (the server refuses anyone else's: their games are theirs).
  const references = players.filter((p) => p.id !== self.id && p.kind === 'reference');
  const versions = self.kind === 'hosted' ? players.filter((p) => p.id !== self.id && p.kind === 'hosted') : [];
  const opponents = [...references, ...versions];
  const option = (p: ArenaLadderEntry) => h('option', { value: p.id }, p.label);
  const opponent = h(
    'select',
    { id: 'match-opponent', 'data-testid': 'match-opponent' },
    versions.length
      ? [
          h('optgroup', { label: 'Reference bots' }, references.map(option)),
          h('optgroup', { label: 'Hosted versions (your own only)' }, versions.map(option)),
        ]
      : references.map(option),
  );
  const preset = h(
    'select',
    { id: 'match-preset', 'data-testid': 'match-preset' },
    PRESETS.map(([v, t]) => h('option', { value: v }, t)),
  );
  const error = h('p', { class: 'error', role: 'alert', 'data-testid': 'match-form-error' });
  const submit = h('button', { type: 'submit', class: 'btn', 'data-testid': 'match-start' }, 'Start the match');
  const form = h(
    'form',
    { 'data-testid': 'match-form' },
    h('div', { class: 'row' }, h('label', { for: 'match-opponent' }, 'Against'), opponent),
    h('div', { class: 'row' }, h('label', { for: 'match-preset' }, 'Bounds'), preset),
    h('p', null, submit),
    error,
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    submit.disabled = true;
    error.textContent = '';
    ArenaApi.startMatch(self.id, Number(opponent.value), preset.value).then(
      (m) => navigate(href.arenaMatch(m.id)),
      (e) => {
        submit.disabled = false;
        // A 400 (say, a player the server cannot match) or a 403 (not your bot) in the server's words;
        // a 429 with when to try again.
        error.textContent = problemText(e);
      },
    );
  });
  return h(
    'section',
    { class: 'panel' },
    h('h2', null, 'Start a match'),
    h(
      'p',
      { class: 'small muted' },
      `An SPRT on the server: ${self.label} plays pairs of games (each opening with both colours) against the opponent `,
      'until the test decides; the games count on the ladder too.',
      self.kind === 'remote'
        ? ' Your remote bot plays them over its stream: keep it connected while the match runs.'
        : null,
    ),
    opponents.length ? form : h('p', { class: 'muted' }, 'No other player on this ladder.'),
  );
}
