// Seeded random playouts through the TeaVM build of the rules (frontend/src/rules/generated/rules.js),
// as clients/js's State.randomPlayout runs them: node random-playouts.mjs <rules.js> <runs.json> <out.json>.
// Each run {game, instance, seeds:[...]} gets, per seed, {score, moves} of a playout from a copy of
// the instance's initial position (moves: canonical texts, one per line).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [rulesPath, runsPath, outPath] = process.argv.slice(2);
const rules = await import(pathToFileURL(rulesPath).href);
const runs = JSON.parse(readFileSync(runsPath, 'utf8'));
const out = runs.map((run) => {
  const initial = rules.newState(run.game, run.instance);
  if (initial === null) throw new Error(`rules.js refused ${run.game} ${run.instance}`);
  return run.seeds.map((seed) => {
    const s = initial.copy();
    const score = s.randomPlayout(seed);
    return { score, moves: s.moves() };
  });
});
writeFileSync(outPath, JSON.stringify(out));
