/**
 * The bot guide as a new bot author reads it: the three ways to have the rules and the step API
 * first, then tokens, submitting and leaderboards; every link goes somewhere, every document it
 * names exists, and its snippets call only what the packages declare.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRoute } from '../lib/routes';
import guide from '../pages/guide';
import { RULES_WAYS } from '../pages/guideRules';
import { endPageTest, mountPage } from './pageTest';

afterEach(endPageTest);

const repo = resolve(process.cwd(), '..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

function mount(): HTMLElement {
  return mountPage(guide, { page: 'guide' });
}

/** The methods a snippet calls on the package's values (`s.play(`, `Games.byId(`), not on the console (console.log, System.out.println). */
function calledMethods(code: string): string[] {
  return [...new Set([...code.matchAll(/(?<!console|System\.out)\.(\w+)\(/g)].map((m) => m[1]))];
}

/** Every .java file under a folder, read. */
function javaSources(dir: string): string {
  return readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.java'))
    .map((f) => read(join(dir, f)))
    .join('\n');
}

describe('bot guide', () => {
  it('leads with the three ways to have the rules, then the step API, then tokens, submitting and leaderboards', () => {
    const root = mount();
    const headings = [...root.querySelectorAll('h2')].map((e) => e.textContent ?? '');
    expect(headings.slice(0, 4)).toEqual([
      'The rules in your bot: three ways',
      'No rules of your own: the step API',
      'Several lines in one request',
      'Get a token, once',
    ]);
    const later = headings.slice(4).join(' | ');
    expect(later).toContain('Submit');
    expect(later).toContain('Read the leaderboard');
    expect(later).toContain('Run a reference bot on the server');

    const ways = [...root.querySelectorAll('[data-testid="guide-rules"] h3')].map((e) => e.textContent);
    expect(ways).toEqual([
      'Java: the rules and bots jar',
      'Python: the rules in your process',
      'JavaScript: Node.js or a browser',
    ]);
    const text = (id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    expect(text('guide-way-java')).toContain('docs/JAVA_LIBRARY.md');
    expect(text('guide-way-python')).toContain("pip install './clients/python[rules]'");
    expect(text('guide-way-python')).toContain('rules.new_state("samegame", "standard/1")');
    expect(text('guide-way-python')).toContain('Environment');
    expect(text('guide-way-js')).toContain("newState('samegame', 'standard/1')");
  });

  it('shows the step API with its per-move points and its batch form, and what a bot must send', () => {
    const page = mount().textContent ?? '';
    expect(page).toContain('/api/games/samegame/instances/standard/1/positions');
    expect(page).toContain('/api/games/samegame/instances/standard/1/positions/batch');
    expect(page).toContain('legalMovePoints');
    expect(page).toContain('legalMoveGroupSizes');
    expect(page).toContain('/api/tokens');
    expect(page).toContain('Idempotency-Key');
    expect(page).toContain('Retry-After');
    expect(page).toContain('/api/leaderboards/samegame/standard/1');
    // The examples talk to the server the page came from.
    expect(page).toContain(`export ARENA=${location.origin}`);
  });

  it('links only to pages of the app or to what the server serves, and names documents that exist', () => {
    const root = mount();
    const links = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(links.length).toBeGreaterThan(2);
    const properties = read('src/main/resources/application.properties');
    for (const link of links) {
      if (link.startsWith('/q/swagger-ui')) {
        expect(properties).toContain(`quarkus.swagger-ui.path=${link}`);
        expect(properties).toContain('quarkus.swagger-ui.always-include=true');
      } else {
        const url = new URL(link, 'http://x');
        expect(parseRoute(url.pathname, url.search).page, link).not.toBe('not-found');
      }
    }
    const named = [...root.querySelectorAll('code')]
      .map((c) => c.textContent ?? '')
      .filter((t) => /^(docs|clients)\/[\w./-]+$/.test(t));
    expect(named).toEqual(expect.arrayContaining(['docs/JAVA_LIBRARY.md', 'docs/FORMATS.md']));
    for (const path of named) expect(existsSync(join(repo, path)), path).toBe(true);
  });

  it('calls in its snippets only what the packages declare', () => {
    const page = () => mount().textContent ?? '';
    const way = (id: string) => RULES_WAYS.find((w) => w.id === id)!;

    const js = read('clients/js/index.d.ts');
    const jsCode = way('js').code;
    for (const name of calledMethods(jsCode)) expect(js, `clients/js: ${name}`).toMatch(new RegExp(`\\b${name}\\(`));
    for (const name of ['newState', 'verify']) expect(js).toContain(`export function ${name}(`);
    expect(jsCode).toContain("from 'puzzle-arena-rules'");
    expect(JSON.parse(read('clients/js/package.json')).name).toBe('puzzle-arena-rules');

    // The clients the page names keep a token and reuse it.
    expect(read('clients/js/client.d.ts')).toMatch(/\buseToken\(/);
    expect(read('clients/python/puzzlearena/client.py')).toMatch(/def use_token\(/);
    expect(page()).toContain('useToken');

    const py = read('clients/python/puzzlearena/rules.py') + read('clients/python/puzzlearena/__init__.py');
    const pyCode = way('python').code;
    for (const name of calledMethods(pyCode))
      expect(py, `clients/python: ${name}`).toMatch(new RegExp(`def ${name}\\(`));
    expect(py).toContain('class IllegalMove(');
    expect(pyCode).toContain('from puzzlearena import rules');
    expect(read('clients/python/pyproject.toml')).toMatch(/^rules = \[/m);

    const java = javaSources('src/main/java/org/puzzlearena/rules');
    // orElseThrow is the JDK's: Games.byId answers an Optional.
    expect(java).toMatch(/static Optional<Game> byId\(/);
    for (const name of calledMethods(way('java').code).filter((n) => n !== 'orElseThrow'))
      expect(java, `rules: ${name}`).toMatch(new RegExp(`\\s${name}\\([^)]*\\)\\s*[;{]`));
    for (const type of ['State', 'ReplayResult', 'MoveTexts', 'Replay', 'Games'])
      expect(java, type).toMatch(new RegExp(`(class|interface|record) ${type}\\b`));
  });
});
