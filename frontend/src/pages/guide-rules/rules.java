import org.puzzlearena.rules.*;
import org.puzzlearena.rules.catalog.Games;

State s = Games.byId("samegame").orElseThrow().newInitialState("standard/1");
int[] moves = new int[s.game().maxLegalMoves()];
int n = s.legalMoves(moves);               // n legal moves, in the rules’ order
State t = s.copy();                        // an independent copy to search on
t.play(moves[0]);
String text = s.formatMove(moves[0]);      // its canonical text, as the API writes it
ReplayResult verdict = Replay.moves(s, MoveTexts.history(t));  // the server’s verifier
System.out.println(n + " legal moves; " + text + " played: " + verdict);
