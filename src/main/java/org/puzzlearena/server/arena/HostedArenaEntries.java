package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.puzzlearena.hosting.HostedGame;
import org.puzzlearena.hosting.SandboxCheck;
import org.puzzlearena.rating.Glicko2Constants;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.arena.HostedArenaViews.HostedArenaCaps;
import org.puzzlearena.server.arena.HostedArenaViews.HostedArenaEntry;
import org.puzzlearena.server.arena.HostedArenaViews.HostedArenaGame;
import org.puzzlearena.server.arena.HostedArenaViews.HostedArenaPlayed;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.hostedbots.HostedBotVersions;
import org.puzzlearena.server.hostedbots.StoredVersion;

/**
 * Hosted bot versions on the "server" ladder: an owner enters a version of a two-player game, and
 * it plays colour-paired pairs against the reference anchors nearest its rating, at the hosted
 * budget every version gets. Each owner's versions share a daily cap of games (UTC days); the
 * background ladder plays the most provisional version of the owner with the fewest games today
 * first, so a new version is established first and no owner crowds the others out.
 */
@ApplicationScoped
public class HostedArenaEntries {

    private final SecureRandom seeds = new SecureRandom();

    @Inject
    HostedArenaRepository hosted;

    @Inject
    ArenaPlayerRepository players;

    @Inject
    HostedBotVersions versions;

    @Inject
    HostedArenaGames games;

    @Inject
    ArenaRecorder recorder;

    @Inject
    HostedArenaSettings settings;

    @Inject
    ArenaSettings arena;

    @Inject
    AuditLog audit;

    @Inject
    Clock clock;

    /** Enters the caller's version {@code versionId} on {@code game}'s ladder. */
    @Transactional
    public ArenaOutcome<HostedArenaEntry> enter(Caller caller, String game, long versionId) {
        if (game == null
                || Games.byId(game).isEmpty()
                || !ReferenceAnchors.games().contains(game)) {
            return new ArenaOutcome.BadParameter<>(
                    "game", "game must be one of the arena's games: " + String.join(", ", ReferenceAnchors.games()));
        }
        if (!HostedGame.plays(Games.byId(game).orElseThrow().type())) {
            return new ArenaOutcome.BadParameter<>("game", game + " is not played by hosted bots");
        }
        Optional<StoredVersion> v = versions.byId(versionId);
        if (v.isEmpty()) {
            return new ArenaOutcome.NotFound<>("no hosted bot version " + versionId);
        }
        if (v.get().ownerAccountId() != caller.accountId()) {
            return new ArenaOutcome.Forbidden<>("only the owner of a hosted bot may enter its versions in the arena");
        }
        if (v.get().retired()) {
            return new ArenaOutcome.Conflict<>("version", "version " + v.get().number() + " is retired");
        }
        if (hosted.playerOf(game, versionId).isPresent()) {
            return new ArenaOutcome.Conflict<>("version", "this version is on the " + game + " ladder already");
        }
        HostedArenaCaps caps = caps(caller.accountId());
        if (caps.entries() >= caps.entriesMax()) {
            return new ArenaOutcome.Conflict<>(
                    "version", "you have " + caps.entries() + " versions in the arena, the most at once");
        }
        String label = v.get().botName() + " v" + v.get().number();
        long id = hosted.insert(
                        game, versionId, caller.accountId(), label, Glicko2Constants.ARENA.newRating(), clock.instant())
                .orElseThrow();
        audit.record(caller, "arena.hosted.enter", "arena-player:" + id, Map.of("game", game, "version", versionId));
        return new ArenaOutcome.Ok<>(entry(id));
    }

    /** The caller's caps now. */
    @Transactional
    public HostedArenaCaps caps(long owner) {
        Instant now = clock.instant();
        Instant dayStart = dayStart(now);
        long today = players.gamesOfOwnerSince(owner, "hosted", dayStart);
        long reset = Math.max(
                1, Duration.between(now, dayStart.plus(Duration.ofDays(1))).toSeconds());
        return new HostedArenaCaps(
                today,
                settings.gamesPerOwnerPerDay(),
                Math.max(0, settings.gamesPerOwnerPerDay() - today),
                players.ownedBy(owner, "hosted"),
                settings.entriesPerOwner(),
                reset);
    }

    /** The arena entries of a hosted bot's versions (any version, entered on any game), or empty for no such bot. */
    @Transactional
    public Optional<List<HostedArenaEntry>> entriesOfBot(long botId) {
        if (!hosted.botExists(botId)) {
            return Optional.empty();
        }
        return Optional.of(hosted.playersOfBot(botId).stream().map(this::entry).toList());
    }

    /** Arena games of {@code owner}'s hosted versions today (UTC), against the daily cap. */
    @Transactional
    long gamesToday(long owner) {
        return players.gamesOfOwnerSince(owner, "hosted", dayStart(clock.instant()));
    }

    private static Instant dayStart(Instant now) {
        return now.atOffset(ZoneOffset.UTC).truncatedTo(ChronoUnit.DAYS).toInstant();
    }

    @Transactional
    public Optional<HostedArenaEntry> find(long playerId) {
        return hosted.find(playerId).map(h -> entry(h.playerId()));
    }

    /** Plays {@code count} games (pairs) of the caller's hosted player now, against anchors near its rating. */
    public ArenaOutcome<HostedArenaPlayed> playNow(Caller caller, long playerId, int count) {
        Optional<HostedArenaRepository.HostedRow> h = lookup(playerId);
        if (h.isEmpty()) {
            return new ArenaOutcome.NotFound<>("no hosted arena player " + playerId);
        }
        if (h.get().ownerAccountId() != caller.accountId()) {
            return new ArenaOutcome.Forbidden<>("only the owner of a hosted version may have it play now");
        }
        HostedArenaCaps caps = caps(caller.accountId());
        if (caps.gamesLeft() < count) {
            return new ArenaOutcome.OverCap<>(
                    "your hosted versions have played " + caps.gamesToday() + " of their " + caps.gamesPerDay()
                            + " arena games today; " + count + " more would pass the cap, which resets in "
                            + caps.secondsUntilReset() + " s",
                    caps.secondsUntilReset());
        }
        List<String> missing = SandboxCheck.missingHere();
        if (!missing.isEmpty()) {
            return new ArenaOutcome.Unavailable<>(
                    "this server cannot run hosted bots: " + String.join(" and ", missing) + " must be installed");
        }
        List<HostedArenaGame> played = new ArrayList<>();
        for (int i = 0; i < count; i += 2) {
            played.addAll(playPair(playerId));
        }
        return new ArenaOutcome.Ok<>(new HostedArenaPlayed(find(playerId).orElseThrow(), played));
    }

    /**
     * Plays and stores one pair of the hosted player against a reference anchor near its rating (the
     * caller has checked the owner's cap and that this server runs hosted bots).
     */
    List<HostedArenaGame> playPair(long playerId) {
        return playPair(playerId, () -> false);
    }

    /**
     * As {@link #playPair(long)}, storing nothing once {@code stopping} says the server is going down
     * (a pair still in the sandbox at SIGTERM must not write to a closing database).
     */
    List<HostedArenaGame> playPair(long playerId, BooleanSupplier stopping) {
        ArenaPlayerRow player = row(playerId);
        long seed = seeds.nextLong() & LadderGames.SEED_MASK;
        ArenaPlayerRow anchor = opponent(player, seed);
        HostedArenaGames.HostedPair pair = games.play(player.game(), player, anchor, seed);
        if (stopping.getAsBoolean()) {
            return List.of();
        }
        return store(pair, player.id());
    }

    /** The reference anchor: drawn among the {@code nearest} closest in rating, as the ladder's matchmaker does. */
    ArenaPlayerRow opponent(ArenaPlayerRow player, long seed) {
        List<ArenaPlayerRow> near = references(player.game()).stream()
                .sorted(Comparator.comparingDouble((ArenaPlayerRow p) -> Math.abs(p.rating() - player.rating()))
                        .thenComparingLong(ArenaPlayerRow::id))
                .limit(Math.max(1, arena.nearest()))
                .toList();
        return near.get(new SplitMix64(seed).nextInt(near.size()));
    }

    /** Stores a hosted pair's games (each rated in its own transaction, as ladder games are). */
    List<HostedArenaGame> store(HostedArenaGames.HostedPair pair, long hostedId) {
        List<ArenaRecorder.Stored> stored = record(pair);
        return List.of(
                view(stored.get(0), pair.aFirst(), pair.a(), pair.b(), hostedId),
                view(stored.get(1), pair.bFirst(), pair.b(), pair.a(), hostedId));
    }

    /**
     * Stores and rates a hosted pair's two games, {@code a}'s colour-0 game first (in the caller's
     * transaction, if it has one: a match counts its pair in one), with each forfeit's verdict.
     */
    List<ArenaRecorder.Stored> record(HostedArenaGames.HostedPair pair) {
        return List.of(
                record(pair, pair.aFirst(), pair.a(), pair.b()), record(pair, pair.bFirst(), pair.b(), pair.a()));
    }

    private static HostedArenaGame view(
            ArenaRecorder.Stored s,
            HostedArenaGames.HostedPlayed played,
            ArenaPlayerRow first,
            ArenaPlayerRow second,
            long hostedId) {
        int colour = first.id() == hostedId ? 0 : 1;
        String result = s.result() == null
                ? null
                : s.result().equals("draw")
                        ? "draw"
                        : s.result().equals(colour == 0 ? "first" : "second") ? "win" : "loss";
        ArenaRecorder.Forfeit f = played.forfeit();
        return new HostedArenaGame(
                s.id(),
                (colour == 0 ? second : first).label(),
                colour,
                s.counted(),
                result,
                f == null ? null : f.verdict(),
                f == null ? null : f.reason());
    }

    private ArenaRecorder.Stored record(
            HostedArenaGames.HostedPair pair,
            HostedArenaGames.HostedPlayed played,
            ArenaPlayerRow first,
            ArenaPlayerRow second) {
        return recorder.record(
                pair.start(),
                played.played(),
                first.id(),
                second.id(),
                budget(first),
                budget(second),
                arena.openingPlies(),
                first.pool(),
                played.forfeit());
    }

    private String budget(ArenaPlayerRow p) {
        return HostedArenaGames.hosted(p)
                ? games.budget()
                : Budgets.of(org.puzzlearena.search.twoplayer.PlayerSpec.parse(p.spec()));
    }

    @Transactional
    Optional<HostedArenaRepository.HostedRow> lookup(long playerId) {
        return hosted.find(playerId);
    }

    @Transactional
    ArenaPlayerRow row(long playerId) {
        return players.find(playerId).orElseThrow();
    }

    @Transactional
    List<ArenaPlayerRow> references(String game) {
        return players.references(game);
    }

    private HostedArenaEntry entry(long playerId) {
        ArenaPlayerRow p = players.find(playerId).orElseThrow();
        HostedArenaRepository.HostedRow h = hosted.find(playerId).orElseThrow();
        return new HostedArenaEntry(
                p.id(),
                p.game(),
                h.versionId(),
                p.label(),
                p.rating(),
                p.deviation(),
                p.deviation() >= Glicko2Constants.PROVISIONAL_DEVIATION,
                p.games(),
                settings.cpuSecondsPerGame(),
                caps(h.ownerAccountId()));
    }
}
