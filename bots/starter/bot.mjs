// A starter bot for Puzzle Arena's hosted runs (docs/HOSTED_BOTS.md): random playouts from the start
// until half the CPU budget is spent, then the best line found. It reads one request line on standard
// input and writes JSON lines on standard output: a progress line at each improvement, then the
// answer. Its CPU clock is the process's, which is what the platform counts (start-up included).
//   bin/arena host-run --runtime node --bot bots/starter/bot.mjs --game samegame --instance standard/1 --cpu-seconds 5
import { newState } from 'puzzle-arena-rules';

function cpuSeconds() {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

let input = '';
for await (const chunk of process.stdin) {
  input += chunk;
  if (input.includes('\n')) break;
}
const request = JSON.parse(input.split('\n')[0]);
const deadline = request.budget.cpuSeconds * 0.5; // the rest is the margin for start-up and answering
let best = null;
for (let seed = 0; best === null || cpuSeconds() < deadline; seed++) {
  const state = newState(request.game, request.instance);
  const score = state.randomPlayout(seed);
  if (best === null || score > best.score) {
    best = { score, moves: state.moves() };
    process.stdout.write(JSON.stringify({ best: score, moves: best.moves }) + '\n');
  }
}
process.stdout.write(JSON.stringify({ moves: best.moves }) + '\n');
