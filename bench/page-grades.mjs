// The lab page's grade of every move, timed as a person waits for it: the page's own solver first
// (lab.js, as its Web Worker runs it, with the game's budget from frontend/src/lab/games), then, for
// what it leaves ungraded, the server's POST /api/lab/grades. The games are `bin/arena grades`'
// (its "game i: ..." lines give each move's column before its grade letter).
//
//   bin/arena grades --game connect-four --games 20 --seed 1 > /tmp/grades.txt
//   node bench/page-grades.mjs /tmp/grades.txt http://localhost:8080 [budget ms, 500]
//
// One grade at a time, as the page asks them; the server needs the lab's rate limit raised for a
// run of hundreds (ARENA_RATE_LIMITS_LAB_SEARCHES_CAPACITY=10000 bin/server).
import * as lab from '../frontend/src/rules/generated/lab.js';
import { readFileSync } from 'node:fs';

const [file, server, budgetArg] = process.argv.slice(2);
const budget = Number(budgetArg ?? 500);
const games = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => /^game \d+: /.test(l))
  .map((l) => l.replace(/^game \d+: (\S+).*$/, '$1').replace(/[^1-7]/g, ''));

const times = [];
const early = [];
let toServer = 0;
let serverMax = 0;
for (const [g, moves] of games.entries()) {
  let worst = 0;
  for (let i = 0; i < moves.length; i++) {
    const position = moves.slice(0, i);
    const t = performance.now();
    let r = JSON.parse(lab.grade('connect-four', position, moves[i], budget));
    if (r.error) throw new Error(`${position} then ${moves[i]}: ${r.error}`);
    let serverMs = 0;
    if (r.grade === null) {
      toServer++;
      const s = performance.now();
      const res = await fetch(`${server}/api/lab/grades`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ game: 'connect-four', position, move: moves[i] }),
      });
      if (res.status !== 200) throw new Error(`${position} then ${moves[i]}: HTTP ${res.status} ${await res.text()}`);
      r = await res.json();
      serverMs = performance.now() - s;
      serverMax = Math.max(serverMax, serverMs);
    }
    const ms = performance.now() - t;
    if (ms > 2000) {
      const where = serverMs > 0 ? `, ${(serverMs / 1000).toFixed(3)} s of it the server's` : '';
      console.log(`  over 2 s: ${position} then ${moves[i]}, ${(ms / 1000).toFixed(3)} s${where} (${r.grade}, ${r.basis})`);
    }
    times.push(ms);
    if (i < 8) early.push(ms);
    worst = Math.max(worst, ms);
  }
  console.log(`game ${g + 1}: ${moves.length} moves, slowest grade ${(worst / 1000).toFixed(3)} s`);
}
const summary = (label, t) => {
  const s = [...t].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))] / 1000;
  console.log(
    `${label}: ${s.length} grades, p50 ${q(0.5).toFixed(3)} s, p95 ${q(0.95).toFixed(3)} s, max ${(s[s.length - 1] / 1000).toFixed(3)} s`,
  );
};
summary('all', times);
summary('moves 1-8', early);
console.log(
  `${toServer} asked of the server (budget ${budget} ms in the page), the slowest server answer ${(serverMax / 1000).toFixed(3)} s`,
);
