import { newState, verify } from 'puzzle-arena-rules';

const s = newState('samegame', 'standard/1');
const moves = s.legalMoves();     // canonical texts
s.play(moves[0]);                 // IllegalMoveError (move, reason); the state is unchanged
const t = s.clone();              // an independent copy
console.log(t.randomPlayout(7));  // the whole playout in the engine: its final score
s.undo();                         // back to the start
console.log(s.score(), s.isTerminal(), s.toMove());
console.log(verify('samegame', 'standard/1', t.moves()));  // {valid: true, score, ...}
