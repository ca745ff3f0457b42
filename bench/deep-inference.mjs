// The deep-MCTS bot in the browser's engine (lab.js, which ./mvnw process-classes writes), timed in
// Node.js (V8, as in Chromium): node bench/deep-inference.mjs [POSITIONS] [SIMS]
// Prints the mean time of one network evaluation and of one deep:sims=SIMS decision, after a warm-up.
import * as lab from '../frontend/src/rules/generated/lab.js';

const count = Number(process.argv[2] ?? 2000);
const sims = Number(process.argv[3] ?? 200);
let seed = 12345;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const positions = [];
while (positions.length < count) {
  let p = '';
  const heights = [0, 0, 0, 0, 0, 0, 0];
  const stones = random(30);
  for (let i = 0; i < stones; i++) {
    const c = random(7);
    if (heights[c] < 6) {
      heights[c]++;
      p += String(c + 1);
    }
  }
  if (!JSON.parse(lab.evaluate('connect-four', p)).error) positions.push(p);
}
for (let round = 0; round < 2; round++) {
  let t = performance.now();
  for (const p of positions) lab.evaluate('connect-four', p);
  const evalUs = ((performance.now() - t) * 1000) / positions.length;
  const decisions = Math.min(50, positions.length);
  t = performance.now();
  for (let i = 0; i < decisions; i++) lab.move('connect-four', positions[i], `deep:sims=${sims}`, i);
  const decisionMs = (performance.now() - t) / decisions;
  if (round === 1) {
    console.log(`evaluate: ${evalUs.toFixed(1)} us per position (${positions.length} positions)`);
    console.log(`deep:sims=${sims}: ${decisionMs.toFixed(1)} ms per decision (${decisions} decisions)`);
  }
}
