import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;
import org.puzzlearena.search.solver.ConnectFourSolver;
import org.puzzlearena.search.solver.GradeSearch;

/**
 * The lab's grade of single moves, each with a fresh solver (the lab core's table size, so nothing
 * is carried over from another position): positions searched, wall and CPU time. Positions searched
 * do not depend on the machine's load, so two builds compare by them on a noisy machine.
 *
 * <pre>java -cp target/classes bench/GradePositions.java bench/connect-four-grades/slow-early.txt</pre>
 *
 * Each line of the file: a position's moves (columns 1-7) and the played column.
 */
public class GradePositions {
    public static void main(String[] args) throws Exception {
        ConnectFourGame game = ConnectFourGame.get();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double wall = 0;
        double cpu = 0;
        long nodes = 0;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] p = line.trim().split("\\s+");
            ConnectFourState s = (ConnectFourState) game.newInitialState(MoveStrings.instanceId(p[0]));
            int move = Integer.parseInt(p[1]) - 1;
            ConnectFourSolver solver = new ConnectFourSolver(1 << 22);
            long t0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            GradeSearch.Verdict v = GradeSearch.grade(solver, s, move, 60_000);
            double w = (System.nanoTime() - t0) / 1e9;
            double c = (threads.getCurrentThreadCpuTime() - c0) / 1e9;
            wall += w;
            cpu += c;
            nodes += v.analysis().nodes();
            System.out.printf(Locale.ROOT, "%s then %d: %s (%s), %,d positions, %.3f s wall, %.3f s CPU%n",
                    p[0], move + 1, v.grade(), v.basis(), v.analysis().nodes(), w, c);
        }
        System.out.printf(Locale.ROOT, "all: %,d positions, %.3f s wall, %.3f s CPU%n", nodes, wall, cpu);
    }
}
