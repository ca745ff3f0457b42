package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.search.bandit.BanditPolicy;
import org.puzzlearena.search.bandit.BanditRace;
import org.puzzlearena.search.bandit.BernoulliArms;
import org.puzzlearena.search.bandit.EpsilonGreedy;
import org.puzzlearena.search.bandit.Ucb1;
import org.puzzlearena.search.bandit.UniformRandomPolicy;

/**
 * {@code arena bandit}: random, epsilon-greedy and UCB1 on Bernoulli arms, the mean cumulative
 * regret of each at checkpoints as a Markdown table, with UCB1's proven bound beside it.
 */
final class BanditCommand implements Command {

    private static final Set<String> VALUED = Set.of("arms", "pulls", "runs", "seed", "epsilon", "c");

    @Override
    public String name() {
        return "bandit";
    }

    @Override
    public String summary() {
        return "race bandit policies (random, epsilon-greedy, UCB1) on Bernoulli arms: mean regret";
    }

    @Override
    public String usage() {
        return "arena bandit --arms 0.1,0.3,0.5,0.7,0.9 [--pulls 20000] [--runs 40] [--seed 1] [--epsilon 0.1]"
                + " [--c 1.4142...]";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(args, 0, VALUED, Set.of());
        if (!a.operands().isEmpty()) {
            throw new CliArgs.UsageException(
                    "unexpected operand '" + a.operands().get(0) + "'");
        }
        String armsText = a.option("arms");
        if (armsText == null) {
            throw new CliArgs.UsageException("--arms is required: the arms' win probabilities, e.g. 0.1,0.3,0.5");
        }
        BernoulliArms arms = parseArms(armsText);
        int pulls = a.intOption("pulls", 20_000, 1, 10_000_000);
        int runs = a.intOption("runs", 40, 1, 100_000);
        long seed = a.longOption("seed", 1);
        double epsilon = a.doubleOption("epsilon", 0.1, 0, 1);
        double c = a.doubleOption("c", Ucb1.PAPER_C, 0, 100);
        int k = arms.count();
        List<BanditPolicy> policies =
                List.of(new UniformRandomPolicy(k), new EpsilonGreedy(k, epsilon), new Ucb1(k, c));
        long[] checkpoints = checkpoints(pulls);
        List<BanditRace.PolicyRegret> table = BanditRace.run(arms, policies, pulls, runs, seed, checkpoints);

        out.println("Mean cumulative regret over " + runs + " runs (seed " + seed + "), arms " + armsText
                + "; +- one standard error. Random's expectation: mean gap x pulls = "
                + fmt(arms.meanGap()) + " x pulls.");
        out.println();
        StringBuilder header = new StringBuilder("| pulls |");
        StringBuilder rule = new StringBuilder("|---:|");
        for (BanditRace.PolicyRegret p : table) {
            header.append(' ').append(p.policy()).append(" |");
            rule.append("---:|");
        }
        boolean bound = c == Ucb1.PAPER_C;
        if (bound) {
            header.append(" UCB1 bound (Auer et al. 2002) |");
            rule.append("---:|");
        }
        out.println(header);
        out.println(rule);
        for (int i = 0; i < checkpoints.length; i++) {
            StringBuilder row = new StringBuilder("| ").append(checkpoints[i]).append(" |");
            for (BanditRace.PolicyRegret p : table) {
                row.append(' ')
                        .append(fmt(p.mean()[i]))
                        .append(" +- ")
                        .append(fmt(p.standardError()[i]))
                        .append(" |");
            }
            if (bound) {
                row.append(' ').append(fmt(arms.ucb1Bound(checkpoints[i]))).append(" |");
            }
            out.println(row);
        }
        return ExitStatus.OK;
    }

    /** 10, 20, 50, 100, 200, 500, ... below {@code pulls}, then {@code pulls} itself. */
    static long[] checkpoints(int pulls) {
        List<Long> list = new ArrayList<>();
        int[] steps = {1, 2, 5};
        for (long decade = 10; decade < pulls; decade *= 10) {
            for (int s : steps) {
                if (decade * s < pulls) {
                    list.add(decade * s);
                }
            }
        }
        list.add((long) pulls);
        return list.stream().mapToLong(Long::longValue).toArray();
    }

    private static BernoulliArms parseArms(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length < 2 || parts.length > 1000) {
            throw new CliArgs.UsageException(
                    "--arms needs 2 to 1000 probabilities separated by commas, not '" + text + "'");
        }
        double[] means = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                means[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new CliArgs.UsageException("--arms: '" + parts[i] + "' is not a number");
            }
            if (!(means[i] >= 0 && means[i] <= 1)) {
                throw new CliArgs.UsageException("--arms: " + parts[i] + " is not a probability in [0, 1]");
            }
        }
        return new BernoulliArms(means);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
