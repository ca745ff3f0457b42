// Types of rules.js, which `./mvnw process-classes` writes here: TeaVM's compilation of
// src/browser/java/org/puzzlearena/browser/BrowserRules.java (its @JSExport methods).
export function catalog(): string;
export function analyse(game: string, instance: string, moves: string): string;
export function readSolution(game: string, instance: string, text: string): string;
export function writeSolution(game: string, instance: string, moves: string): string;
