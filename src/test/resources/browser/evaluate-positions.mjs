// Runs positions through the TeaVM build of the MCTS lab's engine (frontend/src/rules/generated/lab.js),
// as the lab's Web Worker does: node evaluate-positions.mjs <lab.js> <positions.json> <answers.json>.
// Each position (a Connect Four move string) gets the shipped network's evaluation and the move of a
// seeded deep player, so the browser's network and search can be compared with the server's.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [labPath, positionsPath, answersPath] = process.argv.slice(2);
const lab = await import(pathToFileURL(labPath).href);
const positions = JSON.parse(readFileSync(positionsPath, 'utf8'));
const answers = positions.map((p) => ({
  evaluation: JSON.parse(lab.evaluate('connect-four', p)),
  deep: JSON.parse(lab.move('connect-four', p, 'deep:sims=100', 5)),
}));
writeFileSync(answersPath, JSON.stringify(answers));
