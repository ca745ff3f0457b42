/** A short guide for bot authors: tokens, submitting, verifying, server bot runs, live feeds. */
import { h, link, replaceChildren } from '../lib/dom';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import examplesScript from './guide-examples.sh?raw';

/**
 * The examples are one shell script (guide-examples.sh), run whole against a real server by
 * BotGuideExamplesTest, so the guide cannot drift from the API: each "# --- title" starts a step.
 */
const TEXTS: Record<string, string> = {
  '1. Get a token':
    'A token in one call: your account\u2019s credentials and the bot\u2019s name (the secret is shown once; tokens are also listed and revoked on your account page). Each token is one bot on the leaderboards, named by the token.',
  '2. Check a solution without storing it':
    'Anyone may verify: the answer is the server\u2019s score, or the first illegal move (0-based moveIndex) and why.',
  '3. Submit':
    'Moves in canonical notation ("moves": [...]) or a whole solution file as "solution". The Idempotency-Key makes a retry after a network error safe: the same key never stores twice.',
  '4. Read the leaderboard and a submission':
    'Open to everyone; a submission carries its moves so anyone can replay and re-check it.',
  '5. Run a reference bot on the server':
    'Choose the algorithm and a budget; the run is queued, executed by a bounded pool, and its best is entered on the leaderboard under its configuration name. 400 names a wrong field, 422 a field over your limits, 429 means too many runs going.',
  '6. Follow a run':
    'Its state and best so far. To watch it live, open a websocket on /ws/bot-runs/<id> (a snapshot, then new bests with their moves, statistics and the end; reconnect with ?after=<last seq> to miss nothing); boards push their changes on /ws/leaderboards/<game>/<instance>.',
};

export function guideExamples(
  origin: string,
  script: string = examplesScript,
): { title: string; text: string; code: string }[] {
  const steps: { title: string; text: string; code: string }[] = [];
  for (const line of script.split('\n')) {
    const step = /^# --- (.+)$/.exec(line);
    if (step) steps.push({ title: step[1], text: TEXTS[step[1]] ?? '', code: '' });
    else if (steps.length > 0 && line !== '') {
      const last = steps[steps.length - 1];
      last.code += (last.code ? '\n' : '') + line.replace(/^export ARENA=.*$/, `export ARENA=${origin}`);
    }
  }
  return steps;
}

export default function mount(ctx: PageContext): void {
  ctx.title('Bot guide');
  const origin = location.origin;
  replaceChildren(
    ctx.root,
    h(
      'article',
      { class: 'panel guide', 'data-testid': 'guide' },
      h('h1', null, 'Writing a bot'),
      h(
        'p',
        null,
        'Bots compete on the same leaderboards as people. A bot is any program that sends move sequences to the API with an API token; the server replays every sequence with the same rules engine and stores its own score. The full API is in ',
        h('a', { href: '/q/swagger-ui' }, 'the OpenAPI explorer'),
        '; errors are ',
        h('code', null, 'application/problem+json'),
        ' naming the field at fault.',
      ),
      guideExamples(origin).map((ex) => [
        h('h2', null, ex.title),
        h('p', null, ex.text),
        h('pre', null, h('code', null, ex.code)),
      ]),
      h('h2', null, 'Notations'),
      h(
        'ul',
        null,
        h('li', null, 'Morpion: Pentasol files; moves as the legal moves\u2019 texts.'),
        h(
          'li',
          null,
          'SameGame: one ',
          h('code', null, 'col,row'),
          ' per line, row 0 at the bottom, any cell of the group.',
        ),
        h(
          'li',
          null,
          '16x16 Sudoku: ',
          h('code', null, 'r<row>c<col>=<symbol>'),
          ' (1-based, symbols 0-9 A-F), or the solved 256-character grid.',
        ),
        h('li', null, 'Left-move trees: ', h('code', null, 'L'), ' and ', h('code', null, 'R'), '.'),
      ),
      h(
        'p',
        null,
        link(href.account(), { class: 'btn btn-primary' }, 'Manage your tokens'),
        ' ',
        link(href.botlab(), { class: 'btn' }, 'Open the bot lab'),
      ),
    ),
  );
}
