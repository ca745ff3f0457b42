// Random playouts per CPU-second of this process (process.cpuUsage: user + system), three ways, side
// by side in one run: the replaying Position (every play replays the line), a State driven from
// JavaScript (legalMoves + play per move), and State.randomPlayout (the whole playout in the engine).
// Each playout starts from a copy of the instance's initial position, as the Java jar's PlayoutCpuTime.
//   node bench/playouts.mjs [CPU-seconds per round] [rounds]      (in clients/js, after npm run rules)
import { Position, newState } from '../index.js';

const seconds = Number(process.argv[2] ?? 2);
const rounds = Number(process.argv[3] ?? 3);

let x = 12345;
const random = (n) => {
  x ^= x << 13;
  x >>>= 0;
  x ^= x >>> 17;
  x ^= x << 5;
  x >>>= 0;
  return x % n;
};

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Playouts per CPU-second over one round of `seconds`; `sink` keeps the scores observed. The clock
 * is read after batches that double until one takes 5 ms: process.cpuUsage is a system call, and
 * read after every playout it took a third of the time of the fast ones (the jar reads its clock
 * every 64 playouts).
 */
let sink = 0;
function rate(playout) {
  const start = cpu();
  let n = 0;
  let batch = 1;
  let before = start;
  let now;
  do {
    for (let i = 0; i < batch; i++) sink += playout();
    n += batch;
    now = cpu();
    if (now - before < 0.005) batch *= 2;
    before = now;
  } while (now - start < seconds);
  return n / (now - start);
}

const ways = {
  'Position (replays every play)': (game, instance) => () => {
    const p = new Position(game, instance);
    while (!p.terminal) {
      const legal = p.legalMoves();
      p.play(legal[random(legal.length)]);
    }
    return p.score;
  },
  'State, JS loop (legalMoves + play)': (game, instance) => {
    const initial = newState(game, instance);
    return () => {
      const s = initial.clone();
      for (let legal = s.legalMoves(); legal.length > 0; legal = s.legalMoves()) {
        s.play(legal[random(legal.length)]);
      }
      return s.score();
    };
  },
  'State.randomPlayout': (game, instance) => {
    const initial = newState(game, instance);
    let seed = 1;
    return () => initial.clone().randomPlayout(seed++);
  },
};

console.log(`node ${process.version}; ${rounds} rounds of ${seconds} CPU-s per line, interleaved`);
for (const [game, instance] of [
  ['samegame', 'standard/1'],
  ['morpion-5d', 'cross'],
]) {
  const playouts = Object.entries(ways).map(([name, make]) => [name, make(game, instance), []]);
  for (const [, playout] of playouts) rate(playout); // warm-up round
  for (let r = 0; r < rounds; r++) {
    for (const [, playout, rates] of playouts) rates.push(rate(playout));
  }
  for (const [name, , rates] of playouts) {
    const sorted = [...rates].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const shown = rates.map((v) => (v < 100 ? v.toFixed(2) : Math.round(v))).join(' ');
    console.log(
      `${game} ${instance} | ${name} | median ${median < 100 ? median.toFixed(2) : Math.round(median)} | rounds ${shown}`,
    );
  }
}
console.log(`(checksum ${sink % 1000})`);
