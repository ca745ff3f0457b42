// A Monte-Carlo bot: nested Monte-Carlo search of level 1 on SameGame standard/1 with the local
// rules, then it submits its line. At each step it tries every legal move followed by one random
// playout in the engine, remembers the best whole line any playout reached, and plays that line's
// next move; so its final score is the best playout's, never worse.
//   node examples/mc-bot.mjs http://localhost:8080 USERNAME PASSWORD [SEED]
import { Client, newState } from 'puzzle-arena-rules';

export function search(game, instance, seed = 1) {
  const state = newState(game, instance);
  let best = { score: -Infinity, moves: [] };
  let playouts = 0;
  while (!state.isTerminal()) {
    for (const move of state.legalMoves()) {
      const line = state.clone().play(move);
      const score = line.randomPlayout(seed * 1_000_000 + playouts++); // plays line to the end: its score
      if (score > best.score) {
        best = { score, moves: line.moves() };
      }
    }
    state.play(best.moves[state.moves().length]); // the best line starts with the moves played so far
  }
  return { score: state.score(), moves: state.moves(), playouts };
}

export async function play(baseUrl, username, password, seed = 1) {
  const found = search('samegame', 'standard/1', seed);
  const client = new Client(baseUrl);
  await client.useToken(username, password, 'js-mc-bot');
  const result = await client.submit('samegame', 'standard/1', found.moves);
  return { found, result };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { found, result } = await play(process.argv[2], process.argv[3], process.argv[4], Number(process.argv[5] ?? 1));
  console.log(`score ${result.score}, rank ${result.rank}, ${found.moves.length} moves, ${found.playouts} playouts`);
}
