/**
 * A short guide for bot authors: first the rules in a bot's own process (Java, Python, JavaScript)
 * and the step API for the rest, then tokens, verifying, submitting, leaderboards, server bot runs.
 */
import { h, link, replaceChildren } from '../lib/dom';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import examplesScript from './guide-examples.sh?raw';
import { RULES_WAYS, type RulesWay } from './guideRules';

/**
 * The examples are one shell script (guide-examples.sh), run whole against a real server by
 * BotGuideExamplesTest, so the guide cannot drift from the API: each "# --- title" starts a step,
 * its "#> " lines are the step's text, and the rest is its code.
 */
export function guideExamples(
  origin: string,
  script: string = examplesScript,
): { title: string; text: string; code: string }[] {
  const steps: { title: string; text: string; code: string }[] = [];
  for (const line of script.split('\n')) {
    const step = /^# --- (.+)$/.exec(line);
    const text = /^#> (.+)$/.exec(line);
    if (step) steps.push({ title: step[1], text: '', code: '' });
    else if (steps.length > 0 && text) steps[steps.length - 1].text += text[1];
    else if (steps.length > 0 && line !== '') {
      const last = steps[steps.length - 1];
      last.code += (last.code ? '\n' : '') + line.replace(/^export ARENA=.*$/, `export ARENA=${origin}`);
    }
  }
  return steps;
}

/** One way to have the rules: what it is, where to read more, how to get it, and its calls. */
function rulesWay(way: RulesWay): HTMLElement {
  return h(
    'section',
    { 'data-testid': `guide-way-${way.id}` },
    h('h3', null, way.title),
    h('p', null, way.text, ' In the repository: ', h('code', null, way.doc), '.'),
    h('pre', null, h('code', null, way.install)),
    h('pre', null, h('code', null, way.code)),
  );
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
      h(
        'section',
        { 'data-testid': 'guide-rules' },
        h('h2', null, 'The rules in your bot: three ways'),
        h(
          'p',
          null,
          'A search bot plays thousands of moves for each one it keeps, so it wants the rules in its own process. All three ways below are the server\u2019s own Java rules core, so a line your bot finds scores the same when you submit it; the move texts are those of the API and of ',
          h('code', null, 'docs/FORMATS.md'),
          '. In any other language, use the step API after them.',
        ),
        RULES_WAYS.map(rulesWay),
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
