package org.puzzlearena.server.arena;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.puzzlearena.hosting.SandboxCheck;
import org.puzzlearena.rating.EloEstimate;
import org.puzzlearena.rating.GamesLeft;
import org.puzzlearena.rating.PairResults;
import org.puzzlearena.rating.Sprt;
import org.puzzlearena.rating.SprtBounds;
import org.puzzlearena.rating.SprtStatus;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.arena.ArenaMatchRepository.MatchRow;
import org.puzzlearena.server.arena.ArenaMatchRepository.PairRow;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaGamesLeft;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaMatchPage;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaMatchPair;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaMatchSide;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaMatchSummary;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaMatchView;
import org.puzzlearena.server.audit.AuditLog;

/**
 * Arena matches (docs/ARENA.md, "Matches"): "is A stronger than B by elo1 rather than elo0?",
 * answered by an SPRT on colour-paired games that stops by itself. Starting, reading and cancelling
 * are here; {@link ArenaMatchRunner} plays the pairs. A pair's two games are stored, rated on the
 * ladder and counted for the match in one transaction under the match's lock, so a pair counts once
 * even when two instances played it.
 */
@ApplicationScoped
public class ArenaMatches {

    /** Games a match may play at most, whatever its request says. */
    static final int MAX_GAMES_CAP = 2000;

    static final int DEFAULT_MAX_GAMES = 400;

    private final SecureRandom seeds = new SecureRandom();

    @Inject
    ArenaMatchRepository matches;

    @Inject
    ArenaPlayerRepository players;

    @Inject
    HostedArenaRepository hostedPlayers;

    @Inject
    HostedArenaEntries hostedEntries;

    @Inject
    RemoteMatchRules remoteRules;

    @Inject
    ArenaSettings settings;

    @Inject
    AuditLog audit;

    @Inject
    Clock clock;

    /** A validated request. */
    record MatchRequest(
            long firstPlayerId,
            long secondPlayerId,
            double elo0,
            double elo1,
            double alpha,
            double beta,
            int maxGames) {}

    /** Reads a request body, naming the first field at fault. */
    static ArenaOutcome<MatchRequest> parse(JsonNode body) {
        if (body == null || !body.isObject()) {
            return new ArenaOutcome.BadParameter<>(
                    "body", "a JSON object: {\"first\": player id, \"second\": player id, \"preset\": \"0-50\"}");
        }
        Optional<Long> first = id(body.get("first"));
        if (first.isEmpty()) {
            return new ArenaOutcome.BadParameter<>("first", "first must be an arena player's id, a whole number");
        }
        Optional<Long> second = id(body.get("second"));
        if (second.isEmpty()) {
            return new ArenaOutcome.BadParameter<>("second", "second must be an arena player's id, a whole number");
        }
        if (first.get().equals(second.get())) {
            return new ArenaOutcome.BadParameter<>("second", "second must be another player than first");
        }
        double elo0;
        double elo1;
        JsonNode preset = body.get("preset");
        if (preset != null && !preset.isNull()) {
            if (body.has("elo0") || body.has("elo1")) {
                return new ArenaOutcome.BadParameter<>("preset", "give either preset or elo0 and elo1, not both");
            }
            switch (preset.asText()) {
                case "0-50" -> {
                    elo0 = SprtBounds.CLEAR.elo0();
                    elo1 = SprtBounds.CLEAR.elo1();
                }
                case "0-20" -> {
                    elo0 = SprtBounds.FINE.elo0();
                    elo1 = SprtBounds.FINE.elo1();
                }
                default -> {
                    return new ArenaOutcome.BadParameter<>("preset", "preset must be \"0-50\" or \"0-20\"");
                }
            }
        } else {
            Optional<Double> e0 = number(body.get("elo0"), -1000, 1000);
            if (e0.isEmpty()) {
                return new ArenaOutcome.BadParameter<>(
                        "elo0", "elo0 must be a number from -1000 to 1000 (or give a preset)");
            }
            Optional<Double> e1 = number(body.get("elo1"), -1000, 1000);
            if (e1.isEmpty()) {
                return new ArenaOutcome.BadParameter<>(
                        "elo1", "elo1 must be a number from -1000 to 1000 (or give a preset)");
            }
            if (!(e0.get() < e1.get())) {
                return new ArenaOutcome.BadParameter<>("elo1", "elo1 must be above elo0");
            }
            elo0 = e0.get();
            elo1 = e1.get();
        }
        double alpha = SprtBounds.DEFAULT_ERROR;
        double beta = SprtBounds.DEFAULT_ERROR;
        if (body.has("alpha")) {
            Optional<Double> a = number(body.get("alpha"), 0.001, 0.25);
            if (a.isEmpty()) {
                return new ArenaOutcome.BadParameter<>("alpha", "alpha must be a number from 0.001 to 0.25");
            }
            alpha = a.get();
        }
        if (body.has("beta")) {
            Optional<Double> b = number(body.get("beta"), 0.001, 0.25);
            if (b.isEmpty()) {
                return new ArenaOutcome.BadParameter<>("beta", "beta must be a number from 0.001 to 0.25");
            }
            beta = b.get();
        }
        int maxGames = DEFAULT_MAX_GAMES;
        if (body.has("maxGames")) {
            JsonNode m = body.get("maxGames");
            if (!m.canConvertToInt()
                    || !m.isIntegralNumber()
                    || m.asInt() < 2
                    || m.asInt() > MAX_GAMES_CAP
                    || m.asInt() % 2 != 0) {
                return new ArenaOutcome.BadParameter<>(
                        "maxGames",
                        "maxGames must be an even whole number from 2 to " + MAX_GAMES_CAP + " (games come in pairs)");
            }
            maxGames = m.asInt();
        }
        return new ArenaOutcome.Ok<>(new MatchRequest(first.get(), second.get(), elo0, elo1, alpha, beta, maxGames));
    }

    /** Starts a match between two players of one game and pool. */
    @Transactional
    public ArenaOutcome<ArenaMatchView> start(Caller caller, MatchRequest r) {
        Optional<ArenaPlayerRow> a = players.find(r.firstPlayerId());
        if (a.isEmpty()) {
            return new ArenaOutcome.BadParameter<>("first", "no arena player " + r.firstPlayerId());
        }
        Optional<ArenaPlayerRow> b = players.find(r.secondPlayerId());
        if (b.isEmpty()) {
            return new ArenaOutcome.BadParameter<>("second", "no arena player " + r.secondPlayerId());
        }
        if (!a.get().game().equals(b.get().game())
                || !a.get().pool().equals(b.get().pool())) {
            return new ArenaOutcome.BadParameter<>(
                    "second",
                    "second must be a player of the same game and pool as first ("
                            + a.get().game() + ", " + a.get().pool() + ")");
        }
        Optional<ArenaOutcome<ArenaMatchView>> refused = refusedSides(caller, a.get(), b.get());
        if (refused.isPresent()) {
            return refused.get();
        }
        long running = matches.runningOf(caller.accountId());
        if (running >= settings.matchesRunningPerAccount()) {
            return new ArenaOutcome.Conflict<>(
                    "first",
                    "you have " + running + " matches running, the most at once; cancel one or wait for a verdict");
        }
        long seed = seeds.nextLong() & LadderGames.SEED_MASK;
        long id = matches.insert(new MatchRow(
                0,
                a.get().game(),
                a.get().pool(),
                a.get().id(),
                b.get().id(),
                r.elo0(),
                r.elo1(),
                r.alpha(),
                r.beta(),
                r.maxGames(),
                seed,
                "running",
                caller.accountId(),
                caller.username(),
                clock.instant(),
                null,
                null));
        audit.record(
                caller,
                "arena.match.start",
                "arena-match:" + id,
                Map.of("first", a.get().label(), "second", b.get().label(), "elo0", r.elo0(), "elo1", r.elo1()));
        return new ArenaOutcome.Ok<>(view(matches.find(id).orElseThrow()));
    }

    /**
     * Who may be matched: two reference bots; a hosted version against a reference bot of its ladder,
     * started by the version's owner (the games come out of the owner's daily cap); or two hosted
     * versions of one owner (is my new version better than the old?), each in a sandbox of its own.
     * A server must run hosted bots for either. A remote bot's matches: {@link RemoteMatchRules}.
     */
    private Optional<ArenaOutcome<ArenaMatchView>> refusedSides(Caller caller, ArenaPlayerRow a, ArenaPlayerRow b) {
        if (RemoteMatchRules.remote(a) || RemoteMatchRules.remote(b)) {
            return remoteRules.refused(caller, a, b);
        }
        for (ArenaPlayerRow p : List.of(a, b)) {
            if (!p.kind().equals("reference") && !HostedArenaGames.hosted(p)) {
                return Optional.of(new ArenaOutcome.BadParameter<>(
                        p == a ? "first" : "second",
                        "matches are played between bots the server runs or remote bots; " + p.kind()
                                + " players are not matched"));
            }
        }
        boolean anyHosted = false;
        for (ArenaPlayerRow p : List.of(a, b)) {
            if (HostedArenaGames.hosted(p)) {
                anyHosted = true;
                long owner = hostedPlayers.find(p.id()).orElseThrow().ownerAccountId();
                if (owner != caller.accountId()) {
                    return Optional.of(new ArenaOutcome.Forbidden<>(
                            "only the owner of a hosted version may start a match with it (its games use the"
                                    + " owner's daily cap)"));
                }
            }
        }
        if (!anyHosted) {
            return Optional.empty();
        }
        List<String> missing = SandboxCheck.missingHere();
        if (!missing.isEmpty()) {
            return Optional.of(new ArenaOutcome.Unavailable<>(
                    "this server cannot run hosted bots: " + String.join(" and ", missing) + " must be installed"));
        }
        return Optional.empty();
    }

    @Transactional
    public Optional<ArenaMatchView> find(long id) {
        return matches.find(id).map(this::view);
    }

    @Transactional
    public ArenaMatchPage page(String game, int offset, int limit) {
        List<MatchRow> page = matches.page(game, offset, limit);
        Map<Long, ArenaMatchRepository.Progress> progress =
                matches.progress(page.stream().map(MatchRow::id).toList());
        Map<Long, ArenaMatchSide> sides = new HashMap<>();
        List<ArenaMatchSummary> rows = new ArrayList<>();
        for (MatchRow m : page) {
            ArenaMatchRepository.Progress p = progress.getOrDefault(m.id(), new ArenaMatchRepository.Progress(0, 0));
            rows.add(new ArenaMatchSummary(
                    m.id(),
                    m.game(),
                    m.state(),
                    sides.computeIfAbsent(m.firstPlayerId(), this::side),
                    sides.computeIfAbsent(m.secondPlayerId(), this::side),
                    m.elo0(),
                    m.elo1(),
                    2L * p.pairs(),
                    p.llr(),
                    m.startedBy() == 0 ? null : m.startedByName(),
                    m.createdAt(),
                    m.finishedAt()));
        }
        return new ArenaMatchPage(matches.count(game), offset, limit, rows);
    }

    /** The starter or an admin stops a running match; its counted games stay on the ladder. */
    @Transactional
    public ArenaOutcome<ArenaMatchView> cancel(Caller caller, boolean admin, long id) {
        Optional<MatchRow> m = matches.lock(id);
        if (m.isEmpty()) {
            return new ArenaOutcome.NotFound<>("no arena match " + id);
        }
        if (m.get().startedBy() != caller.accountId() && !admin) {
            return new ArenaOutcome.Forbidden<>("only who started a match (or an admin) may cancel it");
        }
        if (!matches.finish(id, "cancelled", clock.instant())) {
            return new ArenaOutcome.Conflict<>(
                    "state", "the match has ended already (" + m.get().state() + ")");
        }
        audit.record(caller, "arena.match.cancel", "arena-match:" + id, Map.of());
        return new ArenaOutcome.Ok<>(view(matches.find(id).orElseThrow()));
    }

    /**
     * The running match whose next pair is due, with the seed and index of that pair: the one with the
     * fewest pairs among those that may play now (a match of a hosted version waits while its owner
     * has not a pair's two games left today).
     */
    @Transactional
    Optional<Due> nextDue() {
        return nextDue(false);
    }

    /** As {@link #nextDue()}, among the matches of a hosted version only when {@code hostedOnly}. */
    @Transactional
    Optional<Due> nextDue(boolean hostedOnly) {
        for (long id : matches.running()) {
            MatchRow m = matches.find(id).orElseThrow();
            if (waiting(m) == null) {
                Optional<Due> due = due(id).filter(d -> !hostedOnly || d.hosted());
                if (due.isPresent()) {
                    return due;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Match {@code matchId}'s next pair to play, while it runs (the broker's jobs: ArenaJobs); never a
     * remote bot's, which only the instance holding the bot's stream plays ({@link #remoteDue}).
     */
    @Transactional
    Optional<Due> due(long matchId) {
        return anyDue(matchId).filter(d -> !d.remote());
    }

    /**
     * The running match of remote bot {@code playerId} whose next pair is due, the one with the fewest
     * pairs first: played on the bot's stream (RemoteBots) while its owner has a pair's games left.
     */
    @Transactional
    Optional<Due> remoteDue(long playerId) {
        for (long id : matches.running()) {
            MatchRow m = matches.find(id).orElseThrow();
            if ((m.firstPlayerId() == playerId || m.secondPlayerId() == playerId) && waiting(m, true) == null) {
                Optional<Due> due = anyDue(id).filter(Due::remote);
                if (due.isPresent()) {
                    return due;
                }
            }
        }
        return Optional.empty();
    }

    private Optional<Due> anyDue(long matchId) {
        return matches.find(matchId).filter(m -> m.state().equals("running")).map(m -> {
            int index = matches.pairs(m.id()).size();
            return new Due(
                    m,
                    players.find(m.firstPlayerId()).orElseThrow(),
                    players.find(m.secondPlayerId()).orElseThrow(),
                    index,
                    pairSeed(m.seed(), index));
        });
    }

    /**
     * Why a running match does not play now (its hosted or remote owner's cap, a remote bot's stream
     * not open), or null when it plays.
     */
    String waiting(MatchRow m) {
        return waiting(m, false);
    }

    /** As {@link #waiting(MatchRow)}; {@code onItsStream}: asked by the remote bot's own open stream. */
    private String waiting(MatchRow m, boolean onItsStream) {
        if (!m.state().equals("running")) {
            return null;
        }
        String remote = remoteRules.waiting(players.find(m.firstPlayerId()).orElseThrow(), onItsStream);
        if (remote == null) {
            remote = remoteRules.waiting(players.find(m.secondPlayerId()).orElseThrow(), onItsStream);
        }
        if (remote != null) {
            return remote;
        }
        for (long playerId : List.of(m.firstPlayerId(), m.secondPlayerId())) {
            Optional<HostedArenaRepository.HostedRow> h = hostedPlayers.find(playerId);
            if (h.isPresent()) {
                HostedArenaViews.HostedArenaCaps caps =
                        hostedEntries.caps(h.get().ownerAccountId());
                if (caps.gamesLeft() < 2) {
                    return "the hosted version's owner has played " + caps.gamesToday() + " of "
                            + caps.gamesPerDay() + " arena games today; the match goes on when the cap resets in "
                            + caps.secondsUntilReset() + " s";
                }
            }
        }
        return null;
    }

    /**
     * Ends a running match whose pair could not be played, with the reason: pairs are pure functions
     * of their seeds, so the next try would fail the same way.
     */
    @Transactional
    void fail(long matchId, String failure) {
        matches.fail(matchId, failure, clock.instant());
    }

    /** A pair to play: pair {@code index} of the match, from {@code seed}. */
    record Due(MatchRow match, ArenaPlayerRow first, ArenaPlayerRow second, int index, long seed) {

        /** Whether one side is a hosted version (played in the sandbox). */
        boolean hosted() {
            return HostedArenaGames.hosted(first) || HostedArenaGames.hosted(second);
        }

        /** Whether one side is a remote bot (played over its stream, on the instance holding it). */
        boolean remote() {
            return RemoteMatchRules.remote(first) || RemoteMatchRules.remote(second);
        }
    }

    /** Pair {@code index}'s seed: a pure function of the match's, so a match replays pair by pair. */
    static long pairSeed(long matchSeed, int index) {
        SplitMix64 s = new SplitMix64(matchSeed);
        long seed = 0;
        for (int i = 0; i <= index; i++) {
            seed = s.nextLong();
        }
        return seed & LadderGames.SEED_MASK;
    }

    /**
     * Stores a played pair ({@code storePair} stores its two games, the one where the match's first
     * player has colour 0 first) as pair {@code index} of the match and ends the match at a verdict or
     * its game cap: its two games as stored, none when the match has ended or the pair was counted by
     * another instance.
     */
    @Transactional
    List<ArenaRecorder.Stored> count(long matchId, int index, Supplier<List<ArenaRecorder.Stored>> storePair) {
        Optional<MatchRow> locked = matches.lock(matchId);
        if (locked.isEmpty() || !locked.get().state().equals("running")) {
            return List.of();
        }
        MatchRow m = locked.get();
        List<PairRow> before = matches.pairs(matchId);
        if (before.size() != index) {
            return List.of();
        }
        List<ArenaRecorder.Stored> stored = storePair.get();
        ArenaRecorder.Stored aFirst = stored.get(0);
        ArenaRecorder.Stored bFirst = stored.get(1);
        if (!aFirst.counted() || !bFirst.counted()) {
            // A game the rules refused (a bug in a bot the server runs) is on record with its reason;
            // its pair says nothing of strength, and the next pair's seed would be this one's again.
            matches.finish(matchId, "inconclusive", clock.instant());
            audit.recordServer("arena.match.refused-game", "arena-match:" + matchId, Map.of("pair", index));
            return stored;
        }
        double s1 = score(aFirst.result(), true);
        double s2 = score(bFirst.result(), false);
        SprtBounds bounds = new SprtBounds(m.elo0(), m.elo1(), m.alpha(), m.beta());
        PairResults results = results(before).plus(s1, s2);
        SprtStatus status = Sprt.status(bounds, results);
        EloEstimate elo = status.elo();
        matches.insertPair(
                matchId,
                new PairRow(index, aFirst.id(), bFirst.id(), s1, s2, status.llr(), elo.elo(), elo.low(), elo.high()));
        if (status.decided()) {
            matches.finish(matchId, status.verdict().text(), clock.instant());
        } else if (results.games() + 2 > m.maxGames()) {
            matches.finish(matchId, "inconclusive", clock.instant());
        }
        return stored;
    }

    /** The first player's score in a game from its result; {@code firstHadColourZero} says which colour it had. */
    private static double score(String result, boolean firstHadColourZero) {
        return switch (result) {
            case "draw" -> 0.5;
            case "first" -> firstHadColourZero ? 1 : 0;
            default -> firstHadColourZero ? 0 : 1;
        };
    }

    private static PairResults results(List<PairRow> pairs) {
        PairResults r = PairResults.NONE;
        for (PairRow p : pairs) {
            r = r.plus(p.firstScore(), p.secondScore());
        }
        return r;
    }

    private ArenaMatchView view(MatchRow m) {
        List<PairRow> pairs = matches.pairs(m.id());
        SprtBounds bounds = new SprtBounds(m.elo0(), m.elo1(), m.alpha(), m.beta());
        PairResults results = results(pairs);
        SprtStatus status = Sprt.status(bounds, results);
        boolean any = results.pairCount() > 0;
        GamesLeft left = status.gamesLeft();
        // Pairs that all scored alike give no spread (an interval of zero width): no estimate yet,
        // rather than "0 games left" while the test is undecided.
        boolean spread = any && status.elo().low() < status.elo().high();
        ArenaGamesLeft gamesLeft = m.state().equals("running") && left != null && spread
                ? new ArenaGamesLeft(
                        Math.min(left.expected(), m.maxGames() - results.games()),
                        Math.min(left.low(), m.maxGames() - results.games()),
                        Math.min(left.high(), m.maxGames() - results.games()))
                : null;
        List<ArenaMatchPair> history = new ArrayList<>(pairs.size());
        for (PairRow p : pairs) {
            history.add(new ArenaMatchPair(
                    p.index(),
                    p.firstGameId(),
                    p.secondGameId(),
                    p.firstScore(),
                    p.secondScore(),
                    2L * (p.index() + 1),
                    p.llr(),
                    finite(p.elo()),
                    finite(p.eloLow()),
                    finite(p.eloHigh())));
        }
        List<Long> counts = new ArrayList<>(5);
        for (long c : results.pairs()) {
            counts.add(c);
        }
        return new ArenaMatchView(
                m.id(),
                m.game(),
                m.pool(),
                m.state(),
                side(m.firstPlayerId()),
                side(m.secondPlayerId()),
                m.elo0(),
                m.elo1(),
                m.alpha(),
                m.beta(),
                m.maxGames(),
                m.seed(),
                m.startedByName(),
                m.createdAt(),
                m.finishedAt(),
                m.failure(),
                waiting(m),
                results.games(),
                results.wins(),
                results.draws(),
                results.losses(),
                counts,
                any ? status.llr() : 0,
                bounds.lower(),
                bounds.upper(),
                any ? finite(status.elo().elo()) : null,
                any ? finite(status.elo().low()) : null,
                any ? finite(status.elo().high()) : null,
                gamesLeft,
                history);
    }

    private ArenaMatchSide side(long playerId) {
        ArenaPlayerRow p = players.find(playerId).orElseThrow();
        return new ArenaMatchSide(p.id(), p.label(), p.kind(), p.spec());
    }

    private static Double finite(double x) {
        return Double.isFinite(x) ? x : null;
    }

    private static Optional<Long> id(JsonNode n) {
        if (n == null || !n.isIntegralNumber() || !n.canConvertToLong() || n.asLong() <= 0) {
            return Optional.empty();
        }
        return Optional.of(n.asLong());
    }

    private static Optional<Double> number(JsonNode n, double min, double max) {
        if (n == null || !n.isNumber() || !Double.isFinite(n.asDouble()) || n.asDouble() < min || n.asDouble() > max) {
            return Optional.empty();
        }
        return Optional.of(n.asDouble());
    }
}
