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
import org.puzzlearena.hosting.Verdict;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.twoplayer.Match;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SeededGame;
import org.puzzlearena.server.botruns.HostingSettings;
import org.puzzlearena.server.hostedbots.HostedBotVersions;
import org.puzzlearena.server.hostedbots.StoredVersion;

/**
 * Plays a hosted bot version against a reference anchor in the sandbox, as {@code arena host-run
 * --opponent} does: one colour-paired pair from a seed's opening (the opening is the instance the bot
 * is given, {@code start/<opening>}, so a bot that rebuilds its position from the instance has it),
 * the bot under the same CPU budget for each game whatever its version (equal compute). A verdict other
 * than ok (crash, time, illegal move, ...) ends the game as the bot's loss, kept as a forfeit with the
 * verdict; nothing a bot does makes this throw.
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
     * Plays {@code a} against {@code b}, one hosted and one reference, once with each colour from the
     * seed's opening.
     */
    HostedPair play(String gameId, ArenaPlayerRow a, ArenaPlayerRow b, long seed) {
        if (hosted(a) == hosted(b)) {
            throw new IllegalArgumentException("a hosted pair is one hosted version against one reference bot");
        }
        Game game = Games.byId(gameId).orElseThrow();
        State start = game.newInitialState(game.defaultInstance());
        List<String> opening = SeededGame.opening(start, arena.openingPlies(), seed);
        HostedPlayed aFirst = playOne(game, start, opening, a, b, seed, 0);
        HostedPlayed bFirst = playOne(game, start, opening, b, a, seed, 1);
        return new HostedPair(start, a, b, aFirst, bFirst);
    }

    private HostedPlayed playOne(
            Game game,
            State start,
            List<String> opening,
            ArenaPlayerRow first,
            ArenaPlayerRow second,
            long seed,
            int g) {
        boolean hostedFirst = hosted(first);
        ArenaPlayerRow hostedSide = hostedFirst ? first : second;
        ArenaPlayerRow reference = hostedFirst ? second : first;
        long versionId = Long.parseLong(hostedSide.spec().substring("hosted:".length()));
        State afterOpening = game.newInitialState(MoveStrings.instanceId(String.join("", opening)));
        int hostedColour = hostedFirst ? 0 : 1;
        PlayerSpec refSpec = PlayerSpec.parse(reference.spec());
        ExactSolver solver = Match.sharedSolver(refSpec, refSpec, game);
        Player player = refSpec.create(game, new SplitMix64(seed).nextLong() ^ g, solver);
        Timed timed = new Timed(refSpec.text(), player);
        GameRecord record;
        Path dir = null;
        try {
            StoredVersion v = versions.byId(versionId).orElseThrow();
            BotRuntime runtime = BotRuntime.byId(v.runtime()).orElseThrow();
            dir = botDirectory();
            BotPackage.Kind kind = "zip".equals(v.kind()) ? BotPackage.Kind.ZIP : BotPackage.Kind.FILE;
            BotPackage.unpack(versions.content(v.id()), kind, v.fileName(), dir);
            Path bot = kind == BotPackage.Kind.FILE ? dir.resolve(v.fileName()) : dir;
            HostedGame sandbox =
                    new HostedGame(new ArenaFiles(Path.of(hosting.checkout())), Interpreters.ofThisMachine());
            SandboxLimits limits = SandboxLimits.forBudget(Math.round(settings.cpuSecondsPerGame() * 1000), null);
            timed.begin();
            record = sandbox.play(
                    runtime, bot, v.entry(), afterOpening, afterOpening.currentPlayer() == hostedColour, timed, limits);
        } catch (HostedRun.NoEntry | ArenaFiles.StagingProblem | IllegalArgumentException e) {
            return forfeited(
                    game,
                    start,
                    opening,
                    first,
                    second,
                    seed,
                    hostedSide,
                    List.of(),
                    "start",
                    "the bot could not be started: " + e.getMessage());
        } finally {
            if (dir != null) {
                ArenaFiles.delete(dir);
            }
        }
        long end = System.nanoTime();
        List<SeededGame.TimedMove> moves = timed.moves(record, afterOpening.currentPlayer() == hostedColour, end);
        if (!(record.verdict() instanceof Verdict.Ok)) {
            Verdict v = record.verdict();
            return forfeited(game, start, opening, first, second, seed, hostedSide, moves, v.id(), v.detailsJson());
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
     * The reference side with a stopwatch: each of its moves' CPU (its thread's) and wall time, and the
     * wall time the bot took between them. The sandbox measures the bot's CPU over the whole game only,
     * so each bot move is given the game's mean.
     */
    private static final class Timed implements Opponent {
        private final String name;
        private final Player player;
        private final List<double[]> opponentMoves = new ArrayList<>();
        private final List<Double> botWalls = new ArrayList<>();
        private long lastEnd;

        Timed(String name, Player player) {
            this.name = name;
            this.player = player;
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
            long wall = System.nanoTime();
            botWalls.add((wall - lastEnd) / 1e6);
            long cpu = THREADS.getCurrentThreadCpuTime();
            int move = player.decide(position).move();
            lastEnd = System.nanoTime();
            opponentMoves.add(new double[] {(THREADS.getCurrentThreadCpuTime() - cpu) / 1e6, (lastEnd - wall) / 1e6});
            return move;
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
            double botCpu = botMoves == 0 ? 0 : (double) record.cpuMillis() / botMoves;
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
                    out.add(new SeededGame.TimedMove(texts.get(i), t[0], t[1]));
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
