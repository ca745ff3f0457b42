/** A short guide for bot authors: tokens, submitting, verifying, server bot runs, live feeds. */
import { h, link, replaceChildren } from '../lib/dom';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';

export function guideExamples(origin: string): { title: string; text: string; code: string }[] {
  return [
    {
      title: '1. Get a token',
      text: 'Create one on your account page (it is shown once) and keep it in an environment variable. Each token is one bot on the leaderboards, named by the token.',
      code: `export ARENA=${origin}\nexport TOKEN=...   # from ${origin}/account`,
    },
    {
      title: '2. Check a solution without storing it',
      text: 'Anyone may verify: the answer is the server\u2019s score, or the first illegal move (0-based moveIndex) and why.',
      code: `curl -s $ARENA/api/verify -H 'Content-Type: application/json' \\\n  -d '{"game":"samegame","instance":"standard/1","moves":["5,1","6,6"]}'`,
    },
    {
      title: '3. Submit',
      text: 'Moves in canonical notation (or a whole solution file as "solution"). The Idempotency-Key makes a retry after a network error safe: the same key never stores twice.',
      code: `jq -n --rawfile s best.psol '{game:"morpion-5d", instance:"cross", solution:$s}' |\n  curl -s $ARENA/api/submissions -H "Authorization: Bearer $TOKEN" \\\n  -H 'Content-Type: application/json' -H "Idempotency-Key: $(uuidgen)" -d @-\n# 201 {"id":12,"score":80,"rank":3,...}  or  422 {"moveIndex":9,"move":"...","reason":"..."}`,
    },
    {
      title: '4. Read the leaderboard and a submission',
      text: 'Open to everyone; a submission carries its moves so anyone can replay and re-check it.',
      code: `curl -s $ARENA/api/leaderboards/samegame/standard/1\ncurl -s $ARENA/api/submissions/12`,
    },
    {
      title: '5. Run a reference bot on the server',
      text: 'Choose the algorithm and a budget; the run is queued, executed by a bounded pool, and its best is entered on the leaderboard under its configuration name. 400 names a wrong field, 422 a field over your limits, 429 means too many runs going.',
      code: `curl -s $ARENA/api/bot-runs -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\\n  -d '{"game":"samegame","instance":"standard/3","algorithm":"nmcs","level":2,"policy":"tabu","seconds":20,"seed":7}'\ncurl -s -X POST $ARENA/api/bot-runs/42/cancel -H "Authorization: Bearer $TOKEN"`,
    },
    {
      title: '6. Watch live',
      text: 'Websockets push a snapshot, then new bests (with their moves), statistics and the end; reconnect with ?after=<last seq> to miss nothing.',
      code: `websocat ${origin.replace(/^http/, 'ws')}/ws/bot-runs/42\nwebsocat ${origin.replace(/^http/, 'ws')}/ws/leaderboards/samegame/standard/3`,
    },
  ];
}

export default function mount(ctx: PageContext): void {
  ctx.title('Bot guide');
  const origin = location.origin;
  replaceChildren(ctx.root, h('article', { class: 'panel guide', 'data-testid': 'guide' },
    h('h1', null, 'Writing a bot'),
    h('p', null, 'Bots compete on the same leaderboards as people. A bot is any program that sends move sequences to the API with an API token; the server replays every sequence with the same rules engine and stores its own score. The full API is in ',
      h('a', { href: '/q/swagger-ui' }, 'the OpenAPI explorer'), '; errors are ', h('code', null, 'application/problem+json'), ' naming the field at fault.'),
    guideExamples(origin).map((ex) => [h('h2', null, ex.title), h('p', null, ex.text), h('pre', null, h('code', null, ex.code))]),
    h('h2', null, 'Notations'),
    h('ul', null,
      h('li', null, 'Morpion: Pentasol files; moves as the legal moves\u2019 texts.'),
      h('li', null, 'SameGame: one ', h('code', null, 'col,row'), ' per line, row 0 at the bottom, any cell of the group.'),
      h('li', null, '16x16 Sudoku: ', h('code', null, 'r<row>c<col>=<symbol>'), ' (1-based, symbols 0-9 A-F), or the solved 256-character grid.'),
      h('li', null, 'Left-move trees: ', h('code', null, 'L'), ' and ', h('code', null, 'R'), '.')),
    h('p', null, link(href.account(), { class: 'btn btn-primary' }, 'Manage your tokens'), ' ', link(href.botlab(), { class: 'btn' }, 'Open the bot lab'))));
}
