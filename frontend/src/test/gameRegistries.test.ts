/**
 * The browser's two registries of games against the catalogue of the real rules: every puzzle family
 * the catalogue lists has a view, help and rules sections, every two-player game a lab entry, and
 * the registries name no game the rules do not have. Adding a game without its registry line fails
 * here rather than on its page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRules } from '../rules/engine';
import { PUZZLE_FAMILIES, puzzleFamily } from '../games/puzzles';
import { isTwoPlayerGame, TWO_PLAYER_GAMES, twoPlayerGame } from '../lab/games';
import { createBoardView } from '../views/board';
import { rulesBuilt as built } from './rulesBuilt';

describe('the puzzle registry', () => {
  it('gives each family its view, help and rules sections, and nothing for an unknown family', async () => {
    for (const family of PUZZLE_FAMILIES) {
      const entry = puzzleFamily(family)!;
      expect(entry.help.length, family).toBeGreaterThan(0);
      expect(typeof (await entry.rules()), family).toBe('function');
      expect((await createBoardView(family, { interactive: false })).el, family).toBeInstanceOf(Element);
    }
    expect(puzzleFamily('chess')).toBeNull();
    expect(puzzleFamily('toString')).toBeNull();
    expect(puzzleFamily(null)).toBeNull();
  });
});

describe('the two-player registry', () => {
  it('knows its games by id only', () => {
    const ids = TWO_PLAYER_GAMES.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['tic-tac-toe', 'connect-four']));
    expect(isTwoPlayerGame('connect-four')).toBe(true);
    expect(isTwoPlayerGame('samegame')).toBe(false);
    expect(twoPlayerGame('connect-four').moves.test('4455')).toBe(true);
    expect(twoPlayerGame('tic-tac-toe').moves.test('0')).toBe(false);
  });
});

/** Every source file under `dir` but the tests and the generated rules, as paths relative to `src`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'generated' ? [] : sources(path);
    return e.name.endsWith('.ts') ? [relative('src', path)] : [];
  });
}

/** The places in `text` where a two-player game's id is a whole string literal. */
function idLiterals(file: string, text: string): string[] {
  return TWO_PLAYER_GAMES.flatMap(({ id }) =>
    [...text.matchAll(new RegExp(`['"\`]${id}['"\`]`, 'g'))].map(() => `${file}: ${id}`),
  );
}

/** The two-player registry itself: lab/games.ts and its game modules. */
const isRegistry = (file: string): boolean => file === 'lab/games.ts' || file.startsWith('lab/games/');

/**
 * The one page that is a game's own: the lab's introduction tells tic-tac-toe's story (its strategy,
 * its census), so it imports the game's module and writes its name.
 */
const GAME_STORIES: Readonly<Record<string, string>> = { 'lab/introTab.ts': 'ticTacToe' };

/** The game modules of the registry (lab/games/<game>.ts), by module name. */
const gameModules = readdirSync('src/lab/games')
  .filter((f) => f.endsWith('.ts') && f !== 'entry.ts')
  .map((f) => f.replace(/\.ts$/, ''));

/** The places where `text` imports a game module (not through the registry). */
function moduleImports(file: string, text: string): string[] {
  return gameModules.flatMap((m) =>
    [...text.matchAll(new RegExp(`from '[./]*(?:lab/)?games/${m}'`, 'g'))].map(() => `${file}: ${m}`),
  );
}

/** `text` without its comments (whole comment lines and blocks, and a comment after code). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');
}

/** The places where the code of `text` writes a two-player game's name, as its title says it. */
function titles(file: string, text: string): string[] {
  const c = code(text).toLowerCase();
  return TWO_PLAYER_GAMES.filter(({ title }) => c.includes(title.toLowerCase())).map(({ id }) => `${file}: ${id}`);
}

describe('the two-player games', () => {
  const files = sources('src').filter((file) => !isRegistry(file));
  const text = (file: string): string => readFileSync(join('src', file), 'utf8');

  it('have their ids written only in the two-player registry, never in a page or a tool', () => {
    expect(files.flatMap((file) => idLiterals(file, text(file)))).toEqual([]);
  });

  it('are reached through the registry, not by importing a game module', () => {
    const found = files.flatMap((file) => moduleImports(file, text(file)));
    expect(found).toEqual(Object.entries(GAME_STORIES).map(([file, m]) => `${file}: ${m}`));
  });

  it('are named by the registry’s titles: no page writes a game’s name in its code', () => {
    const found = files.filter((file) => !(file in GAME_STORIES)).flatMap((file) => titles(file, text(file)));
    expect(found).toEqual([]);
  });

  it('are found when a page writes an id, imports a game module or writes a name', () => {
    expect(idLiterals('pages/x.ts', "if (game === 'connect-four') {}")).toEqual(['pages/x.ts: connect-four']);
    expect(moduleImports('lab/x.ts', "import { connectFour } from './games/connectFour';")).toEqual([
      'lab/x.ts: connectFour',
    ]);
    expect(moduleImports('pages/x.ts', "import { ticTacToe } from '../lab/games/ticTacToe';")).toEqual([
      'pages/x.ts: ticTacToe',
    ]);
    expect(moduleImports('lab/x.ts', "import type { TwoPlayerGameEntry } from './games/entry';")).toEqual([]);
    const page = '// Connect Four in a comment is fine\nconst label = `Connect Four board`; // tic-tac-toe too\n';
    expect(titles('lab/x.ts', page)).toEqual(['lab/x.ts: connect-four']);
  });
});

describe.skipIf(!built)('the registries and the catalogue', () => {
  it('cover every game of the catalogue, and only those', async () => {
    const catalog = (await loadRules()).catalog();
    const puzzles = new Set(catalog.filter((g) => g.players === 1).map((g) => g.family));
    expect([...puzzles].sort()).toEqual([...PUZZLE_FAMILIES].sort());
    const twoPlayer = catalog.filter((g) => g.players === 2);
    expect(twoPlayer.map((g) => g.id).sort()).toEqual(TWO_PLAYER_GAMES.map((g) => g.id).sort());
    // The lab's pickers name each game as the catalogue does.
    for (const g of twoPlayer) expect(isTwoPlayerGame(g.id) && twoPlayerGame(g.id).title).toBe(g.title);
  });
});
