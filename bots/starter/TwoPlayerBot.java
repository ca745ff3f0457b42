// A starter two-player bot for Puzzle Arena's hosted games (docs/HOSTED_BOTS.md, "The protocol
// (two-player games)"): it wins at once when it can, otherwise plays a random move that does not hand
// the opponent a win on its next move. It keeps its own position with the rules classes, reads one
// request line, then one turn line each time it is to move, and answers each with {"move": ...}.
//   bin/arena host-run --runtime java --bot bots/starter/TwoPlayerBot.java --game connect-four \
//       --opponent uct:sims=200 --games 2 --cpu-seconds 10
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

public class TwoPlayerBot {

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String request = in.readLine();
        String game = field(request, "\"game\":\"([^\"]*)\"");
        String instance = field(request, "\"instance\":\"([^\"]*)\"");
        int me = Integer.parseInt(field(request, "\"player\":([01])"));
        State state = Games.byId(game).orElseThrow().newInitialState(instance);
        Random rng = new Random(1);
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.contains("\"result\":")) {
                break; // the game is over: win, draw or loss
            }
            String opponentMove = field(line, "\"opponentMove\":(null|\"[^\"]*\")");
            if (!opponentMove.equals("null")) {
                state.play(state.readMove(opponentMove.substring(1, opponentMove.length() - 1)).move());
            }
            int move = choose(state, me, rng);
            String text = state.formatMove(move);
            state.play(move);
            System.out.println("{\"move\":" + JsonStrings.quote(text) + "}");
        }
    }

    private static int choose(State state, int me, Random rng) {
        int[] moves = new int[state.game().maxLegalMoves()];
        int n = state.legalMoves(moves);
        int[] replies = new int[state.game().maxLegalMoves()];
        List<Integer> safe = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            State after = state.copy();
            after.play(moves[i]);
            if (wins(after, me)) {
                return moves[i];
            }
            boolean givesAWin = false;
            int r = after.legalMoves(replies);
            for (int j = 0; j < r && !givesAWin; j++) {
                State reply = after.copy();
                reply.play(replies[j]);
                givesAWin = wins(reply, 1 - me);
            }
            if (!givesAWin) {
                safe.add(moves[i]);
            }
        }
        return safe.isEmpty() ? moves[rng.nextInt(n)] : safe.get(rng.nextInt(safe.size()));
    }

    private static boolean wins(State s, int player) {
        return s.isTerminal() && s.returns(player) > 0;
    }

    private static String field(String json, String pattern) {
        Matcher m = Pattern.compile(pattern).matcher(json);
        if (!m.find()) {
            throw new IllegalArgumentException("no " + pattern + " in " + json);
        }
        return m.group(1);
    }
}
