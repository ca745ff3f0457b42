// Types of lab.js, which `./mvnw process-classes` writes here: TeaVM's compilation of
// src/browser/java/org/puzzlearena/browser/BrowserLab.java (its @JSExport methods).
export function move(game: string, position: string, player: string, seed: number): string;
export function grade(game: string, position: string, move: string, budgetMs: number): string;
export function analyse(game: string, position: string, budgetMs: number): string;
// The Connect Four policy/value network's answer for a position: its value and its priors.
export function evaluate(game: string, position: string): string;
export function trace(
  game: string,
  position: string,
  bot: string,
  c: number,
  solver: boolean,
  seed: number,
  iteration: number,
): string;
export function bandit(arms: string, pulls: number, runs: number, seed: number, epsilon: number, c: number): string;
export function match(
  game: string,
  position: string,
  first: string,
  second: string,
  games: number,
  seed: number,
  fixed: boolean,
): string;
export function moveSeed(seed: number, ply: number): number;
export function census(game: string): string;
