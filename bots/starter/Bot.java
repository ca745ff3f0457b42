// A starter bot for Puzzle Arena's hosted runs (docs/HOSTED_BOTS.md): random playouts from the start
// until half the CPU budget is spent, then the best line found. It reads one request line on standard
// input and writes JSON lines on standard output: a progress line at each improvement, then the
// answer. Its CPU clock is the process's (all threads), which is what the platform counts, the
// source launcher's compilation included.
//   bin/arena host-run --runtime java --bot bots/starter/Bot.java --game samegame --instance standard/1 --cpu-seconds 5
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

public class Bot {

    public static void main(String[] args) throws Exception {
        String request = new BufferedReader(new InputStreamReader(System.in)).readLine();
        String game = field(request, "\"game\":\"([^\"]*)\"");
        String instance = field(request, "\"instance\":\"([^\"]*)\"");
        double budget = Double.parseDouble(field(request, "\"cpuSeconds\":([0-9.]+)"));
        double deadline = budget * 0.5; // the rest is the margin for start-up and answering
        State start = Games.byId(game).orElseThrow().newInitialState(instance);
        int[] buffer = new int[start.game().maxLegalMoves()];
        State best = null;
        for (long seed = 0; best == null || cpuSeconds() < deadline; seed++) {
            SplitMix64 rng = new SplitMix64(seed);
            State s = start.copy();
            while (!s.isTerminal()) {
                s.play(s.randomMove(rng, buffer));
            }
            if (best == null || s.score() > best.score()) {
                best = s;
                System.out.println("{\"best\":" + s.score() + ",\"moves\":" + moves(s) + "}");
            }
        }
        System.out.println("{\"moves\":" + moves(best) + "}");
    }

    private static String moves(State s) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < s.moveCount(); i++) {
            b.append(i == 0 ? "" : ",").append(JsonStrings.quote(s.formatMove(s.moveAt(i))));
        }
        return b.append(']').toString();
    }

    private static double cpuSeconds() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                        .getProcessCpuTime()
                / 1e9;
    }

    private static String field(String json, String pattern) {
        Matcher m = Pattern.compile(pattern).matcher(json);
        if (!m.find()) {
            throw new IllegalArgumentException("no " + pattern + " in the request");
        }
        return m.group(1);
    }
}
