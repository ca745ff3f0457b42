// A random bot: plays SameGame standard/1 to the end with the local rules, then submits.
//   node examples/random-bot.mjs http://localhost:8080 USERNAME PASSWORD [SEED]
import { Client, newState } from 'puzzle-arena-rules';

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
  const state = newState('samegame', 'standard/1');
  while (!state.isTerminal()) {
    const legal = state.legalMoves();
    state.play(legal[random(legal.length)]);
  }
  const client = new Client(baseUrl);
  await client.useToken(username, password, 'js-random-bot'); // kept in a file, reused by the next run
  const result = await client.submit('samegame', 'standard/1', state.moves()); // retries 429 with one Idempotency-Key
  return { state, result };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { state, result } = await play(process.argv[2], process.argv[3], process.argv[4], Number(process.argv[5] ?? 1));
  console.log(`score ${result.score}, rank ${result.rank}, ${state.moves().length} moves`);
}
