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
    expect(TWO_PLAYER_GAMES.map((g) => g.id)).toEqual(['tic-tac-toe', 'connect-four']);
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

describe('the game ids', () => {
  it('are written only in the two-player registry, never in a page or a tool', () => {
    const found = sources('src')
      .filter((file) => !file.startsWith('lab/games/') && file !== 'lab/games.ts')
      .flatMap((file) => idLiterals(file, readFileSync(join('src', file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('are found when a page writes one', () => {
    expect(idLiterals('pages/x.ts', "if (game === 'connect-four') {}")).toEqual(['pages/x.ts: connect-four']);
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
