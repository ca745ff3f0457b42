// Puzzle Arena's rules for JavaScript: a thin layer over rules.js, the TeaVM compilation of the
// server's Java rules core (the browser app runs the same module). Every verdict is the server's
// verifier's own. Types and documentation: index.d.ts.
import * as compiled from './rules.js';

// The API client (tokens, submissions, leaderboards, verification), also importable alone as
// 'puzzle-arena-rules/client' (without the rules).
export { ApiError, Client } from './client.js';

function joinMoves(moves) {
  if (!Array.isArray(moves)) {
    throw new TypeError('moves is an array of move texts');
  }
  for (const m of moves) {
    if (typeof m !== 'string' || m.includes('\n')) {
      throw new TypeError(`a move is a string without line breaks: ${JSON.stringify(m)}`);
    }
  }
  return moves.join('\n');
}

/** Every game with its instances and file notation. */
export function games() {
  return JSON.parse(compiled.catalog());
}

/** The position after `moves` (or up to the first illegal one), with its legal moves described. */
export function analyse(game, instance, moves = []) {
  return JSON.parse(compiled.analyse(game, instance, joinMoves(moves)));
}

/** The verifier: {valid:true, score, moves, terminal} or {valid:false, moveIndex, move, reason}. */
export function verify(game, instance, moves) {
  const a = analyse(game, instance, moves);
  if (a.status === 'unreadable') {
    throw new Error(a.message);
  }
  if (a.status === 'invalid') {
    return { valid: false, ...a.error };
  }
  return { valid: true, score: a.score, moves: a.moveCount, terminal: a.terminal };
}

/** Reads a solution file in the game's notation (Pentasol, col,row lines, ...) into move texts. */
export function readSolution(game, instance, text) {
  const r = JSON.parse(compiled.readSolution(game, instance, text));
  if (r.status !== 'ok') {
    throw new Error(r.message);
  }
  return r.moves;
}

/** Writes legal moves as a solution file in the game's notation. */
export function writeSolution(game, instance, moves) {
  const r = JSON.parse(compiled.writeSolution(game, instance, joinMoves(moves)));
  if (r.status !== 'ok') {
    throw new Error(r.message);
  }
  return r.text;
}

/** An illegal move given to `State.play`: `move` as given and `reason`, the rules' own words. */
export class IllegalMoveError extends Error {
  constructor(move, reason) {
    super(`${move} is illegal: ${reason}`);
    this.name = 'IllegalMoveError';
    this.move = move;
    this.reason = reason;
  }
}

// Only newState and clone make a State: the engine object must come from rules.js.
const fromEngine = Symbol('fromEngine');

function lines(text) {
  return text === '' ? [] : text.split('\n');
}

/** The position at the start of an instance, played on in place (the engine's own mutable state). */
export function newState(game, instance) {
  const engine = compiled.newState(game, instance);
  if (engine == null) {
    throw new Error(JSON.parse(compiled.analyse(game, instance, '')).message);
  }
  return new State(fromEngine, game, instance, engine);
}

/**
 * A mutable position: one call into the rules per move, where a Position replays its whole line.
 * Moves in and out are canonical texts (docs/FORMATS.md), as the step API's.
 */
export class State {
  #engine;

  constructor(token, game, instance, engine) {
    if (token !== fromEngine) {
      throw new TypeError('a State comes from newState(game, instance) or clone()');
    }
    this.game = game;
    this.instance = instance;
    this.#engine = engine;
  }

  /** The legal moves' canonical texts; none when the position is terminal. */
  legalMoves() {
    return lines(this.#engine.legalMoves());
  }

  /** Plays a move (any spelling the game reads); an IllegalMoveError naming why leaves the state unchanged. */
  play(move) {
    if (typeof move !== 'string') {
      throw new TypeError(`a move is a string: ${JSON.stringify(move)}`);
    }
    const reason = this.#engine.play(move);
    if (reason !== '') {
      throw new IllegalMoveError(move, reason);
    }
    return this;
  }

  /** Takes back the last move (it replays the line from the start: its cost grows with the moves). */
  undo() {
    if (!this.#engine.undo()) {
      throw new Error('no move to undo: the state is at its initial position');
    }
    return this;
  }

  /** An independent copy: playing on one never changes the other. */
  clone() {
    return new State(fromEngine, this.game, this.instance, this.#engine.copy());
  }

  score() {
    return this.#engine.score();
  }

  isTerminal() {
    return this.#engine.terminal();
  }

  /** The player to move, 0 or 1; always 0 in a puzzle. */
  toMove() {
    return this.#engine.toMove();
  }

  /** The moves played from the start, canonical texts (a line the verifier and the server accept). */
  moves() {
    return lines(this.#engine.moves());
  }

  /**
   * Plays uniformly random legal moves to the end inside the engine, drawn as the Java engine draws
   * them from `seed` (a safe integer; a random one when omitted), and returns the final score.
   */
  randomPlayout(seed = Math.floor(Math.random() * Number.MAX_SAFE_INTEGER)) {
    if (!Number.isSafeInteger(seed)) {
      throw new TypeError(`a seed is a safe integer: ${seed}`);
    }
    return this.#engine.randomPlayout(seed);
  }
}

/** A game in progress: one instance and the moves played so far. */
export class Position {
  constructor(game, instance, moves = []) {
    this.game = game;
    this.instance = instance;
    this.moves = [...moves];
    this.analysis = analyse(game, instance, this.moves);
    if (this.analysis.status !== 'valid') {
      throw new Error(
        this.analysis.message ??
          `move ${this.analysis.error.moveIndex} (${this.analysis.error.move}) is illegal: ${this.analysis.error.reason}`,
      );
    }
  }

  /** The legal moves' canonical texts. */
  legalMoves() {
    return this.analysis.legal.map((m) => m.move);
  }

  /** Plays a move (any spelling the game reads); throws naming why when it is illegal. */
  play(move) {
    const next = analyse(this.game, this.instance, [...this.moves, move]);
    if (next.status !== 'valid') {
      throw new Error(next.message ?? `${move} is illegal: ${next.error.reason}`);
    }
    this.moves.push(move);
    this.analysis = next;
    return this;
  }

  get score() {
    return this.analysis.score;
  }

  get terminal() {
    return this.analysis.terminal;
  }

  /** The drawable position JSON (docs/FORMATS.md). */
  get position() {
    return this.analysis.position;
  }

  /** The moves in the game's file notation. */
  toSolution() {
    return writeSolution(this.game, this.instance, this.moves);
  }
}
