// A starter two-player bot for Puzzle Arena's hosted games (docs/HOSTED_BOTS.md, "The protocol
// (two-player games)"): it wins at once when it can, otherwise plays a random move that does not hand
// the opponent a win on its next move. It keeps its own position with the rules package, reads one
// request line, then one turn line each time it is to move, and answers each with {"move": ...}.
//   bin/arena host-run --runtime node --bot bots/starter/two_player_bot.mjs --game connect-four \
//       --opponent uct:sims=200 --games 2 --cpu-seconds 5
import { createInterface } from 'node:readline';
import { newState } from 'puzzle-arena-rules';

// score() is the first player's: +1 won, -1 lost, 0 drawn or not over.
function wins(state, player) {
  return state.isTerminal() && state.score() === (player === 0 ? 1 : -1);
}

function played(state, move) {
  return state.clone().play(move);
}

function choose(state, me) {
  const moves = state.legalMoves();
  const safe = [];
  for (const move of moves) {
    const after = played(state, move);
    if (wins(after, me)) {
      return move;
    }
    if (!after.legalMoves().some((reply) => wins(played(after, reply), 1 - me))) {
      safe.push(move);
    }
  }
  const pool = safe.length > 0 ? safe : moves;
  return pool[Math.floor(Math.random() * pool.length)];
}

let request = null;
let state = null;
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (request === null) {
    request = message;
    state = newState(request.game, request.instance);
    continue;
  }
  if ('result' in message) {
    break; // the game is over: win, draw or loss
  }
  if (message.opponentMove !== null) {
    state.play(message.opponentMove);
  }
  const move = choose(state, request.player);
  state.play(move);
  process.stdout.write(JSON.stringify({ move }) + '\n');
}
