/**
 * The rules of every game in the browser: the server's own Java rules core, compiled to JavaScript
 * by TeaVM (src/browser/java/org/puzzlearena/browser/BrowserRules.java). `./mvnw process-classes`
 * writes the module to ./generated/rules.js; it is loaded on demand so that pages that do not play
 * (home, leaderboards) do not download it.
 *
 * Every answer here is what the server's verifier would answer for the same moves: the browser
 * never decides legality or scores on its own.
 */
import type { Analysis, GameInfo, MoveError } from './types';

export type { Analysis, GameFacts, GameInfo, InstanceGenerator, LegalMove, MoveError } from './types';

/**
 * A file's moves; `movesInFile` counts them all when the reader kept only the first ones (a file
 * longer than any game: replay decides by then).
 */
export type ReadResult =
  { status: 'ok'; moves: string[]; movesInFile?: number } | { status: 'unreadable'; message: string };
export type WriteResult =
  { status: 'ok'; text: string } | { status: 'invalid' | 'unreadable'; message: string; error?: MoveError };

export interface Rules {
  catalog(): GameInfo[];
  /** Replays `moves` (canonical or any notation the game reads) from the instance's initial position. */
  analyse(game: string, instance: string, moves: readonly string[]): Analysis;
  /** Reads a solution file in the game's notation (Pentasol for Morpion) into move texts. */
  readSolution(game: string, instance: string, text: string): ReadResult;
  /** Writes legal `moves` as a solution file in the game's notation. */
  writeSolution(game: string, instance: string, moves: readonly string[]): WriteResult;
}

/** What the TeaVM module exports: strings in, JSON strings out; moves are joined with "\n". */
interface CompiledRules {
  catalog(): string;
  analyse(game: string, instance: string, moves: string): string;
  readSolution(game: string, instance: string, text: string): string;
  writeSolution(game: string, instance: string, moves: string): string;
}

function joinMoves(moves: readonly string[]): string {
  for (const m of moves) {
    if (m.includes('\n')) {
      throw new Error(`a move text cannot contain a line break: ${JSON.stringify(m)}`);
    }
  }
  return moves.join('\n');
}

export function wrap(compiled: CompiledRules): Rules {
  return {
    catalog: () => JSON.parse(compiled.catalog()),
    analyse: (game, instance, moves) => JSON.parse(compiled.analyse(game, instance, joinMoves(moves))),
    readSolution: (game, instance, text) => JSON.parse(compiled.readSolution(game, instance, text)),
    writeSolution: (game, instance, moves) => JSON.parse(compiled.writeSolution(game, instance, joinMoves(moves))),
  };
}

let loading: Promise<Rules> | undefined;

/** The rules module, downloaded and initialised once. */
export function loadRules(): Promise<Rules> {
  loading ??= import('./generated/rules.js').then((m) => wrap(m as unknown as CompiledRules));
  return loading;
}
