// The lab's engine (./mvnw process-classes writes it) timed in Node.js: node bench/lab-engine.mjs GAME SIMS SEED
import * as lab from '../frontend/src/rules/generated/lab.js';
const [game, sims, seed] = process.argv.slice(2);
// A warm-up search first (TeaVM's JavaScript is compiled by V8's JIT as it runs), then the measured one.
lab.move(game, '', `uct:sims=${sims}`, Number(seed) + 100);
const d = JSON.parse(lab.move(game, '', `uct:sims=${sims}`, Number(seed)));
console.log(d.simulationsPerSecond);
