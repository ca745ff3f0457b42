#!/usr/bin/env node
// How long the browser build of the rules (frontend/src/rules/generated/rules.js, built by
// `./mvnw process-classes`) takes to answer the calls the pages make on every click and replay
// step: analyse() of whole published games, and random playouts through the exported API.
// Usage: node bench/browser-rules.mjs   (from the repository root; Node.js 20+)
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const rules = await import(pathToFileURL('frontend/src/rules/generated/rules.js').href);

function time(label, runs, fn) {
  for (let i = 0; i < Math.min(runs, 20); i++) fn(); // warm-up
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const q = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))].toFixed(2);
  console.log(`${label.padEnd(58)} median ${q(0.5)} ms  p95 ${q(0.95)} ms  max ${q(1)} ms  (${runs} runs)`);
}

const record = readFileSync('src/test/resources/fixtures/morpion-records/5T-178-rosin.psol', 'utf8');
const morpion = JSON.parse(rules.readSolution('morpion-5t', 'cross', record)).moves.join('\n');
time('analyse morpion-5t, 178-move record (whole game)', 200, () => rules.analyse('morpion-5t', 'cross', morpion));
time('analyse morpion-5t, initial position', 500, () => rules.analyse('morpion-5t', 'cross', ''));

const sequences = JSON.parse(readFileSync('src/test/resources/fixtures/samegame-verified-sequences.json', 'utf8'));
const line = sequences.published_lines.sequences[0];
const samegame = line.moves_col_row.map(([c, r]) => `${c},${r}`).join('\n');
time(`analyse samegame standard/${line.position_id}, ${line.n_moves}-move line`, 200,
  () => rules.analyse('samegame', `standard/${line.position_id}`, samegame));
time('analyse samegame standard/1, initial position (44 groups)', 500, () => rules.analyse('samegame', 'standard/1', ''));

// A whole Sudoku filled through the API, one analyse per move as the play page does.
time('sudoku16 generated/1: 169 analyse calls filling the grid', 5, () => {
  const moves = [];
  for (;;) {
    const a = JSON.parse(rules.analyse('sudoku16', 'generated/1', moves.join('\n')));
    if (a.legal.length === 0) break;
    moves.push(a.legal[0].move);
  }
});
