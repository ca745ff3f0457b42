// A random bot: plays SameGame standard/1 to the end with the local rules, then submits.
//   node examples/random-bot.mjs http://localhost:8080 USERNAME PASSWORD [SEED]
import { Position } from 'puzzle-arena-rules';

export async function play(baseUrl, username, password, seed = 1) {
  let x = seed >>> 0 || 1; // xorshift32: a seeded, reproducible choice
  const random = (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
  const pos = new Position('samegame', 'standard/1');
  while (!pos.terminal) {
    const legal = pos.legalMoves();
    pos.play(legal[random(legal.length)]);
  }
  const post = async (path, body, headers = {}) => {
    const r = await fetch(baseUrl + path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const { token } = await post('/api/tokens', { username, password, name: 'js-random-bot' });
  const result = await post(
    '/api/submissions',
    { game: 'samegame', instance: 'standard/1', moves: pos.moves },
    { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
  );
  return { pos, result };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pos, result } = await play(process.argv[2], process.argv[3], process.argv[4], Number(process.argv[5] ?? 1));
  console.log(`score ${result.score}, rank ${result.rank}, ${pos.moves.length} moves`);
}
