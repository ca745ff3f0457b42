package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.hosting.ArenaFiles;
import org.puzzlearena.hosting.BotPackage;
import org.puzzlearena.hosting.BotRuntime;
import org.puzzlearena.hosting.GameRecord;
import org.puzzlearena.hosting.HostedGame;
import org.puzzlearena.hosting.HostedRun;
import org.puzzlearena.hosting.Interpreters;
import org.puzzlearena.hosting.Opponent;
import org.puzzlearena.hosting.SandboxLimits;
import org.puzzlearena.hosting.SandboxedOpponent;
import org.puzzlearena.hosting.Verdict;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SeededGame;
import org.puzzlearena.server.botruns.HostingSettings;
import org.puzzlearena.server.hostedbots.HostedBotVersions;
import org.puzzlearena.server.hostedbots.StoredVersion;

/**
 * Plays a hosted bot version against a reference anchor in the sandbox, as {@code arena host-run
 * --opponent} does, or against another hosted version, each in a sandbox of its own: one colour-paired pair from a seed's opening (the opening is the instance the bot
 * is given, {@code start/<opening>}, so a bot that rebuilds its position from the instance has it),
 * the bot under the same CPU budget for each game whatever its version (equal compute). A verdict other
 * than ok (crash, time, illegal move, ...) ends the game as that bot's loss, kept as a forfeit with
 * the verdict; nothing a bot does makes this throw.
 */
@ApplicationScoped
public class HostedArenaGames {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Inject
    HostedBotVersions versions;

    @Inject
    HostingSettings hosting;

    @Inject
    HostedArenaSettings settings;

    @Inject
    ArenaSettings arena;

    /** A hosted player's spec as stored in arena_players and arena_games. */
    static String spec(long versionId) {
        return "hosted:" + versionId;
    }

    static boolean hosted(ArenaPlayerRow p) {
        return p.kind().equals("hosted");
    }

    /** The budget stored with a hosted side of a game. */
    String budget() {
        return settings.cpuSecondsPerGame() + " CPU-seconds a game (hosted, equal compute)";
    }

    /** A hosted game played and not yet stored; {@code forfeit} is null for a game played out. */
    record HostedPlayed(SeededGame.Played played, ArenaRecorder.Forfeit forfeit) {}

    /** Both games of a pair: {@code a} has colour 0 in the first, {@code b} in the second. */
    record HostedPair(State start, ArenaPlayerRow a, ArenaPlayerRow b, HostedPlayed aFirst, HostedPlayed bFirst) {}

    /**
     * Plays {@code a} against {@code b}, a hosted version against a reference bot or another hosted
     * version, once with each colour from the seed's opening.
     */
    HostedPair play(String gameId, ArenaPlayerRow a, ArenaPlayerRow b, long seed) {
        if (!hosted(a) && !hosted(b)) {
            throw new IllegalArgumentException("a hosted pair has a hosted version on one side at least");
        }
        Game game = Games.byId(gameId).orElseThrow();
        State start = game.newInitialState(game.defaultInstance());
        List<String> opening = SeededGame.opening(start, arena.openingPlies(), seed);
        HostedPlayed aFirst = playOne(game, start, opening, a, b, seed);
        HostedPlayed bFirst = playOne(game, start, opening, b, a, seed);
        return new HostedPair(start, a, b, aFirst, bFirst);
    }

    private HostedPlayed playOne(
            Game game, State start, List<String> opening, ArenaPlayerRow first, ArenaPlayerRow second, long seed) {
        boolean hostedFirst = hosted(first);
        ArenaPlayerRow hostedSide = hostedFirst ? first : second;
        ArenaPlayerRow other = hostedFirst ? second : first;
        State afterOpening = game.newInitialState(MoveStrings.instanceId(String.join("", opening)));
        boolean botFirst = afterOpening.currentPlayer() == (hostedFirst ? 0 : 1);
        SandboxLimits limits = SandboxLimits.forBudget(Math.round(settings.cpuSecondsPerGame() * 1000), null);
        ArenaFiles files = new ArenaFiles(Path.of(hosting.checkout()));
        List<Path> dirs = new ArrayList<>();
        SandboxedOpponent sandboxed = null;
        Timed timed;
        GameRecord record;
        try {
            if (hosted(other)) {
                // Two versions: the other one is the opponent, in a sandbox of its own at the same budget.
                try {
                    Staged o = stage(other, dirs);
                    sandboxed = SandboxedOpponent.open(
                            files,
                            Interpreters.ofThisMachine(),
                            o.runtime(),
                            o.bot(),
                            o.entry(),
                            other.label(),
                            hostedSide.label(),
                            afterOpening,
                            limits);
                } catch (HostedRun.NoEntry | ArenaFiles.StagingProblem | IllegalArgumentException e) {
                    return forfeited(
                            game, start, opening, first, second, seed, other, List.of(), "start", notStarted(e));
                }
                timed = new Timed(other.label(), sandboxed, false);
            } else {
                PlayerSpec refSpec = PlayerSpec.parse(other.spec());
                // Seeded by the game's seed and its colour, as a reference game's players are, so the
                // stored record fixes it and `arena replay` plays it again.
                Player reference = SeededGame.referencePlayer(refSpec, game, seed, hostedFirst ? 1 : 0);
                timed = new Timed(
                        refSpec.text(),
                        Opponent.of(refSpec.text(), p -> reference.decide(p).move()),
                        true);
            }
            Staged bot = stage(hostedSide, dirs);
            HostedGame sandbox = new HostedGame(files, Interpreters.ofThisMachine());
            timed.begin();
            record = sandbox.play(bot.runtime(), bot.bot(), bot.entry(), afterOpening, botFirst, timed, limits);
            if (sandboxed != null) {
                sandboxed.finish(record);
            }
        } catch (HostedRun.NoEntry | ArenaFiles.StagingProblem | IllegalArgumentException e) {
            return forfeited(game, start, opening, first, second, seed, hostedSide, List.of(), "start", notStarted(e));
        } finally {
            if (sandboxed != null) {
                sandboxed.close();
            }
            dirs.forEach(ArenaFiles::delete);
        }
        long end = System.nanoTime();
        List<SeededGame.TimedMove> moves = timed.moves(record, botFirst, end);
        if (!(record.verdict() instanceof Verdict.Ok)) {
            Verdict v = record.verdict();
            return forfeited(game, start, opening, first, second, seed, hostedSide, moves, v.id(), v.detailsJson());
        }
        if (sandboxed != null && sandboxed.verdict() != null) {
            Verdict v = sandboxed.verdict();
            return forfeited(game, start, opening, first, second, seed, other, moves, v.id(), v.detailsJson());
        }
        int result = switch (Replay.moves(afterOpening, record.moves())) {
            case ReplayResult.Valid ok
            when ok.finalState().isTerminal() -> ok.finalState().returns(0);
            // The sandbox said ok on a line the rules do not end: the recorder's proof refuses it.
            default -> 0;
        };
        return new HostedPlayed(
                new SeededGame.Played(game.id(), first.spec(), second.spec(), seed, opening, moves, result), null);
    }

    /** A hosted version unpacked for one game: its runtime, the file or directory, and its entry command. */
    private record Staged(BotRuntime runtime, Path bot, String entry) {}

    /** Unpacks {@code player}'s version into a new directory (added to {@code dirs}, deleted after the game). */
    private Staged stage(ArenaPlayerRow player, List<Path> dirs) {
        long versionId = Long.parseLong(player.spec().substring("hosted:".length()));
        StoredVersion v = versions.byId(versionId).orElseThrow();
        BotRuntime runtime = BotRuntime.byId(v.runtime()).orElseThrow();
        Path dir = botDirectory();
        dirs.add(dir);
        BotPackage.Kind kind = "zip".equals(v.kind()) ? BotPackage.Kind.ZIP : BotPackage.Kind.FILE;
        BotPackage.unpack(versions.content(v.id()), kind, v.fileName(), dir);
        return new Staged(runtime, kind == BotPackage.Kind.FILE ? dir.resolve(v.fileName()) : dir, v.entry());
    }

    private static String notStarted(RuntimeException e) {
        return "the bot could not be started: " + e.getMessage();
    }

    private static HostedPlayed forfeited(
            Game game,
            State start,
            List<String> opening,
            ArenaPlayerRow first,
            ArenaPlayerRow second,
            long seed,
            ArenaPlayerRow loser,
            List<SeededGame.TimedMove> moves,
            String verdict,
            String reason) {
        int result = loser.id() == first.id() ? -1 : 1;
        return new HostedPlayed(
                new SeededGame.Played(game.id(), first.spec(), second.spec(), seed, opening, moves, result),
                new ArenaRecorder.Forfeit(loser.id(), verdict, reason));
    }

    /**
     * The opponent with a stopwatch: each of its moves' wall time and the wall time the bot took
     * between them. A reference player's moves carry their own CPU time (its thread's); the sandbox
     * measures a hosted bot's CPU over the whole game only, so each hosted move, the opponent's when
     * it is a hosted version too, is given its game's mean.
     */
    private static final class Timed implements Opponent {
        private final String name;
        private final Opponent opponent;
        private final boolean threadCpu;
        private final List<double[]> opponentMoves = new ArrayList<>();
        private final List<Double> botWalls = new ArrayList<>();
        private long lastEnd;

        Timed(String name, Opponent opponent, boolean threadCpu) {
            this.name = name;
            this.opponent = opponent;
            this.threadCpu = threadCpu;
        }

        void begin() {
            lastEnd = System.nanoTime();
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public int move(State position) {
            throw new UnsupportedOperationException("the game tells the moves: move(position, moves)");
        }

        @Override
        public int move(State position, List<String> moves) {
            long wall = System.nanoTime();
            botWalls.add((wall - lastEnd) / 1e6);
            long cpu = THREADS.getCurrentThreadCpuTime();
            try {
                return opponent.move(position, moves);
            } finally {
                lastEnd = System.nanoTime();
                double cpuMs = threadCpu ? (THREADS.getCurrentThreadCpuTime() - cpu) / 1e6 : Double.NaN;
                opponentMoves.add(new double[] {cpuMs, (lastEnd - wall) / 1e6});
            }
        }

        @Override
        public Verdict watch() {
            return opponent.watch();
        }

        /** The game's moves with their times; the bot's first wall interval is its start-up when it moved second. */
        List<SeededGame.TimedMove> moves(GameRecord record, boolean botFirst, long end) {
            List<String> texts = record.moves();
            int botMoves = 0;
            for (int i = 0; i < texts.size(); i++) {
                if ((i % 2 == 0) == botFirst) {
                    botMoves++;
                }
            }
            int theirMoves = texts.size() - botMoves;
            double botCpu = botMoves == 0 ? 0 : (double) record.cpuMillis() / botMoves;
            double theirCpu =
                    opponent instanceof SandboxedOpponent s && theirMoves > 0 ? (double) s.cpuMillis() / theirMoves : 0;
            List<Double> walls = new ArrayList<>(
                    botFirst ? botWalls : botWalls.subList(Math.min(1, botWalls.size()), botWalls.size()));
            walls.add((end - lastEnd) / 1e6);
            List<SeededGame.TimedMove> out = new ArrayList<>();
            int bot = 0;
            int ref = 0;
            for (int i = 0; i < texts.size(); i++) {
                if ((i % 2 == 0) == botFirst) {
                    double wall = bot < walls.size() ? walls.get(bot) : 0;
                    out.add(new SeededGame.TimedMove(texts.get(i), botCpu, wall));
                    bot++;
                } else {
                    double[] t = ref < opponentMoves.size() ? opponentMoves.get(ref) : new double[] {0, 0};
                    out.add(new SeededGame.TimedMove(texts.get(i), Double.isNaN(t[0]) ? theirCpu : t[0], t[1]));
                    ref++;
                }
            }
            return out;
        }
    }

    private static Path botDirectory() {
        try {
            Path dir = Files.createTempDirectory("arena-ladder-bot-");
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
