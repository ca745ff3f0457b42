// Types of rules.js, which `./mvnw process-classes` writes here: TeaVM's compilation of
// src/browser/java/org/puzzlearena/browser/BrowserRules.java (its @JSExport methods).
export function catalog(): string;
export function analyse(game: string, instance: string, moves: string): string;
export function readSolution(game: string, instance: string, text: string): string;
export function writeSolution(game: string, instance: string, moves: string): string;
export function newState(game: string, instance: string): RulesState | null;

/** RulesState.java: a mutable position; move lists are texts joined by line breaks. */
export interface RulesState {
  legalMoves(): string;
  /** '' when played, else why the move is illegal (nothing played). */
  play(move: string): string;
  undo(): boolean;
  copy(): RulesState;
  score(): number;
  terminal(): boolean;
  toMove(): number;
  moves(): string;
  randomPlayout(seed: number): number;
}
