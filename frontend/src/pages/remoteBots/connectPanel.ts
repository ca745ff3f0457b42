/**
 * "How to connect": the exact steps for one of the owner's bots, its id and this site filled in —
 * an API token (made on the account page), the NDJSON stream to open, the move to POST for each
 * yourTurn, and a command that runs a whole bot with the Python client. Each command has a Copy
 * button. With no bot yet, it says to register one first.
 */
import { h, link, replaceChildren } from '../../lib/dom';
import type { RemoteArenaBot } from '../../lib/remoteArenaApi';
import { connectSteps } from '../../lib/remoteBotFormat';
import { href } from '../../lib/routes';
import { arenaGameTitle } from '../arena/gameTitle';

function command(text: string, testid: string): HTMLElement {
  const copy = h('button', { type: 'button', class: 'btn btn-quiet', 'data-testid': `${testid}-copy` }, 'Copy');
  copy.addEventListener('click', () => {
    if (!navigator.clipboard) {
      copy.textContent = 'Select and copy it';
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => (copy.textContent = 'Copied'),
      () => (copy.textContent = 'Select and copy it'),
    );
  });
  return h('div', { class: 'remote-command' }, h('pre', null, h('code', { 'data-testid': testid }, text)), copy);
}

function steps(bot: RemoteArenaBot, origin: string): HTMLElement {
  const s = connectSteps(origin, bot);
  return h(
    'ol',
    { class: 'remote-steps', 'data-testid': 'remote-steps' },
    h(
      'li',
      null,
      'Create an API token on ',
      link(href.account(), { 'data-testid': 'remote-token-link' }, 'your account page'),
      ' (it is shown once) and keep it in ',
      h('code', null, 'PUZZLE_ARENA_TOKEN'),
      '. The bot signs its requests with it: ',
      h('code', null, 'Authorization: Bearer <token>'),
      '.',
    ),
    h(
      'li',
      null,
      'Open the bot\u2019s stream, one JSON event a line (',
      h('code', null, 'connected'),
      ', ',
      h('code', null, 'gameStart'),
      ', ',
      h('code', null, 'yourTurn'),
      ', ',
      h('code', null, 'gameEnd'),
      ', ',
      h('code', null, 'done'),
      '; empty lines keep it alive). ',
      h('code', null, '?games='),
      ' asks for that many games (even); without it, it plays until your daily cap:',
      h('p', null, h('code', { 'data-testid': 'remote-stream-url' }, s.streamUrl)),
      command(s.curlStream, 'remote-curl-stream'),
    ),
    h(
      'li',
      null,
      `On each yourTurn, POST one of its legalMoves within ${bot.secondsPerMove} s (GAME_ID is the event's gameId); `,
      'a late or illegal move loses the game:',
      command(s.curlMove, 'remote-curl-move'),
    ),
    h(
      'li',
      null,
      'Or run a whole bot with the Python client (',
      h('code', null, 'pip install ./clients/python'),
      ' from a checkout); this one plays random legal moves in two games:',
      command(s.python, 'remote-python'),
      'The example bot makes its own token from your username and password, and plays a bot it registers as ',
      h('code', null, 'random-remote'),
      ':',
      command(s.example, 'remote-example'),
    ),
  );
}

export function connectPanel(bots: readonly RemoteArenaBot[], origin: string): HTMLElement {
  const body = h('div', { 'data-testid': 'remote-connect-steps' });
  const panel = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'remote-connect-h', 'data-testid': 'remote-connect' },
    h('h2', { id: 'remote-connect-h' }, 'How to connect'),
  );
  if (bots.length === 0) {
    panel.append(h('p', { class: 'muted' }, 'Register a bot first: its steps appear here, with its id filled in.'));
    return panel;
  }
  const pick = h(
    'select',
    { id: 'remote-connect-bot', 'data-testid': 'remote-connect-bot' },
    bots.map((b) => h('option', { value: b.playerId }, `${b.name} (${arenaGameTitle(b.game)}, id ${b.playerId})`)),
  );
  const show = () => {
    const bot = bots.find((b) => String(b.playerId) === pick.value) ?? bots[0];
    replaceChildren(body, steps(bot, origin));
  };
  pick.addEventListener('change', show);
  // The newest bot is the one most likely to be connected next.
  pick.value = String(bots[bots.length - 1].playerId);
  show();
  panel.append(h('div', { class: 'row' }, h('label', { for: 'remote-connect-bot' }, 'Bot'), pick), body);
  return panel;
}
