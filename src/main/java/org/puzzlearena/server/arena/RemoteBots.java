package org.puzzlearena.server.arena;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.io.OutputStream;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;
import org.puzzlearena.rating.Glicko2Constants;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.arena.RemoteArenaViews.RemoteArenaBot;
import org.puzzlearena.server.arena.RemoteArenaViews.RemoteArenaCaps;
import org.puzzlearena.server.arena.RemoteArenaViews.RemoteMoveAccepted;
import org.puzzlearena.server.audit.AuditLog;

/**
 * Remote bots in each game's "remote" pool: an owner registers a bot, the bot opens its NDJSON
 * stream with one of its owner's API tokens, and while the stream is open it plays colour-paired
 * pairs against the remote pool's anchors nearest its rating, each game stored, replayed by the
 * rules and rated as it ends. One stream a bot at a time; an owner's bots share a daily cap of games.
 */
@ApplicationScoped
public class RemoteBots {

    /** A bot's name: what its owner calls it on the ladder. */
    static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}");

    private final SecureRandom seeds = new SecureRandom();

    private static final Logger LOG = Logger.getLogger(RemoteBots.class);

    /** The bots whose stream is open on this instance (every instance's: RemoteStreamRepository). */
    private final Set<Long> connected = ConcurrentHashMap.newKeySet();

    /** The live id of the game each connected bot plays now, so its owner's page can link to it. */
    private final Map<Long, String> playing = new ConcurrentHashMap<>();

    private volatile boolean stopping;

    @Inject
    RemoteArenaRepository remote;

    @Inject
    ArenaPlayerRepository players;

    @Inject
    RemoteArenaGames games;

    @Inject
    RemoteMatchPairs matchPairs;

    @Inject
    RemoteMoveRelay relay;

    @Inject
    ArenaMatches matches;

    @Inject
    RemoteArenaSettings settings;

    @Inject
    ArenaSettings arena;

    @Inject
    AuditLog audit;

    @Inject
    ObjectMapper json;

    @Inject
    Clock clock;

    @Inject
    RemoteStreamRepository presence;

    /** Renews this instance's open streams in the database, so other instances see them connected. */
    private final ScheduledExecutorService renewing = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "remote-streams");
        t.setDaemon(true);
        return t;
    });

    @PostConstruct
    void startRenewing() {
        long every = RemoteStreamRepository.RENEW.toMillis();
        renewing.scheduleWithFixedDelay(this::renewStreams, every, every, TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stopRenewing() {
        renewing.shutdownNow();
    }

    private void renewStreams() {
        try {
            presence.renew(Set.copyOf(connected));
        } catch (RuntimeException e) {
            // Missed once, the rows stay fresh for RemoteStreamRepository.STALE: the next renewal will do.
            LOG.warn("renewing the remote bots' open streams failed", e);
        }
    }

    /**
     * The server begins to stop (RequestDrain refuses new requests, so no move would arrive): the
     * games being played are abandoned at once, unstored, and the streams end with done "stopping",
     * rather than holding the drain open and losing on time.
     */
    void onDrain(@Observes ShutdownDelayInitiatedEvent event) {
        stopping = true;
    }

    void onStop(@Observes ShutdownEvent event) {
        stopping = true;
    }

    /** Registers the caller's bot {@code name} in {@code game}'s remote pool. */
    @Transactional
    public ArenaOutcome<RemoteArenaBot> register(Caller caller, String game, String name) {
        if (Games.byId(game).isEmpty() || !ReferenceAnchors.games().contains(game)) {
            return new ArenaOutcome.BadParameter<>(
                    "game", "game must be one of the arena's games: " + String.join(", ", ReferenceAnchors.games()));
        }
        if (!NAME.matcher(name).matches()) {
            return new ArenaOutcome.BadParameter<>(
                    "name",
                    "name must be 1 to 40 letters, digits, spaces, dots, underscores or hyphens, starting with a"
                            + " letter or digit");
        }
        RemoteArenaCaps caps = caps(caller.accountId());
        if (caps.bots() >= caps.botsMax()) {
            return new ArenaOutcome.Conflict<>(
                    "name", "you have " + caps.bots() + " remote bots, the most an account may register");
        }
        Optional<Long> id =
                remote.insert(game, caller.accountId(), name, Glicko2Constants.ARENA.newRating(), clock.instant());
        if (id.isEmpty()) {
            return new ArenaOutcome.Conflict<>("name", "you have a remote bot called '" + name + "' on " + game);
        }
        audit.record(caller, "arena.remote.register", "arena-player:" + id.get(), Map.of("game", game, "name", name));
        return new ArenaOutcome.Ok<>(bot(id.get()));
    }

    /** The owner's caps now. */
    @Transactional
    public RemoteArenaCaps caps(long owner) {
        Instant now = clock.instant();
        Instant dayStart =
                now.atOffset(ZoneOffset.UTC).truncatedTo(ChronoUnit.DAYS).toInstant();
        long today = players.gamesOfOwnerSince(owner, "remote", dayStart);
        long reset = Math.max(
                1, Duration.between(now, dayStart.plus(Duration.ofDays(1))).toSeconds());
        return new RemoteArenaCaps(
                players.ownedBy(owner, "remote"),
                settings.botsPerOwner(),
                today,
                settings.gamesPerOwnerPerDay(),
                Math.max(0, settings.gamesPerOwnerPerDay() - today),
                reset);
    }

    /** The owner's remote bots, oldest first. */
    @Transactional
    public List<RemoteArenaBot> mine(long owner) {
        return remote.idsOf(owner).stream().map(this::bot).toList();
    }

    @Transactional
    public Optional<RemoteArenaBot> find(long playerId) {
        return remote.find(playerId).map(r -> bot(r.playerId()));
    }

    /** Why the caller may not open this bot's stream now, if it may not; empty when it may. */
    public Optional<ArenaOutcome<Void>> refuseStream(Caller caller, long playerId) {
        Optional<RemoteArenaRepository.RemoteRow> r = lookup(playerId);
        if (r.isEmpty()) {
            return Optional.of(new ArenaOutcome.NotFound<>("no remote arena bot " + playerId));
        }
        if (r.get().ownerAccountId() != caller.accountId()) {
            return Optional.of(new ArenaOutcome.Forbidden<>("only the owner of a remote bot may connect it"));
        }
        RemoteArenaCaps caps = caps(caller.accountId());
        if (caps.gamesLeft() < 2) {
            return Optional.of(new ArenaOutcome.OverCap<>(
                    "your remote bots have played " + caps.gamesToday() + " of their " + caps.gamesPerDay()
                            + " arena games today, and games come in pairs; the cap resets in "
                            + caps.secondsUntilReset() + " s",
                    caps.secondsUntilReset()));
        }
        if (connected(playerId)) {
            return Optional.of(new ArenaOutcome.Conflict<>("id", "this bot's stream is open already; one at a time"));
        }
        return Optional.empty();
    }

    /** Notes the live game (its live id) the bot plays now, or none (null), for its view's liveGame. */
    void nowPlaying(long playerId, String liveId) {
        if (liveId == null) {
            playing.remove(playerId);
        } else {
            playing.put(playerId, liveId);
        }
    }

    /** Whether the bot's stream is open, on this instance or another. */
    boolean connected(long playerId) {
        return connected.contains(playerId) || presence.held(playerId);
    }

    /**
     * The bot's session on its open stream: pairs until {@code maxGames} (null: until the cap or the
     * bot leaves), each game stored and rated as it ends. A pair of one of its running matches comes
     * first (ArenaMatches#remoteDue); otherwise a pair against the anchors. Returns when the stream
     * ends; the caller checked {@link #refuseStream} first.
     */
    public void stream(long playerId, Integer maxGames, OutputStream out, BooleanSupplier gone) {
        RemoteStream stream = new RemoteStream(out, json, gone);
        if (!presence.claim(playerId) || !connected.add(playerId)) {
            // Another stream of this bot, here or on another instance, won the race since the check:
            // this one ends at once.
            stream.send(new RemoteStreamEvents.Done("connected", 0, 0));
            return;
        }
        try {
            ArenaPlayerRow bot = row(playerId);
            long owner = lookup(playerId).orElseThrow().ownerAccountId();
            stream.send(new RemoteStreamEvents.Connected(
                    playerId, bot.game(), settings.secondsPerMove(), caps(owner).gamesLeft()));
            int played = 0;
            String why = "games";
            while (maxGames == null || played < maxGames) {
                if (stopping) {
                    why = "stopping";
                    break;
                }
                if (caps(owner).gamesLeft() < 2) {
                    why = "cap";
                    break;
                }
                Optional<ArenaMatches.Due> due = matches.remoteDue(playerId);
                boolean more = due.isPresent()
                        ? matchPairs.play(stream, row(playerId), owner, due.get(), () -> stopping)
                        : playPair(stream, playerId, owner);
                if (!more) {
                    break;
                }
                played += 2;
            }
            if (stopping) {
                why = "stopping";
            }
            RemoteArenaCaps caps = caps(owner);
            stream.send(new RemoteStreamEvents.Done(why, caps.gamesLeft(), caps.secondsUntilReset()));
        } finally {
            connected.remove(playerId);
            try {
                presence.release(playerId);
            } catch (RuntimeException e) {
                // The row goes stale by itself (RemoteStreamRepository.STALE), and the next stream takes it.
                LOG.warn("releasing remote bot " + playerId + "'s stream failed", e);
            }
        }
    }

    /**
     * A move from the caller's bot in its game in progress {@code gameId}: played here, or forwarded
     * to the instance that plays the game (RemoteMoveRelay) when that is another one.
     */
    public ArenaOutcome<RemoteMoveAccepted> move(Caller caller, String gameId, String move) {
        if (games.find(gameId) == null) {
            Optional<ArenaOutcome<RemoteMoveAccepted>> there = relay.forward(gameId, caller.accountId(), move);
            if (there.isPresent()) {
                return there.get();
            }
        }
        return moveHere(caller.accountId(), gameId, move);
    }

    /** A move from account {@code accountId}'s bot in its game {@code gameId}, if this instance plays it. */
    ArenaOutcome<RemoteMoveAccepted> moveHere(long accountId, String gameId, String move) {
        RemoteGame game = games.find(gameId);
        if (game == null) {
            return new ArenaOutcome.NotFound<>("no remote game in progress " + gameId + " on this server");
        }
        if (game.ownerAccountId != accountId) {
            return new ArenaOutcome.Forbidden<>("game " + gameId + " is not your bot's");
        }
        return switch (game.submit(move)) {
            case RemoteGame.Accepted a ->
                new ArenaOutcome.Ok<>(new RemoteMoveAccepted(gameId, a.ply(), a.move(), a.wallMs()));
            case RemoteGame.Refused r -> new ArenaOutcome.IllegalMove<>(r.moveIndex(), r.move(), r.reason());
            case RemoteGame.NotNow n -> new ArenaOutcome.Conflict<>("move", n.reason());
        };
    }

    /** Plays and stores one pair; false when the bot left during it. */
    private boolean playPair(RemoteStream stream, long playerId, long owner) {
        ArenaPlayerRow bot = row(playerId);
        long seed = seeds.nextLong() & LadderGames.SEED_MASK;
        ArenaPlayerRow anchor = opponent(bot, seed);
        Game game = Games.byId(bot.game()).orElseThrow();
        State start = game.newInitialState(game.defaultInstance());
        for (int g = 0; g < 2; g++) {
            ArenaPlayerRow first = g == 0 ? bot : anchor;
            ArenaPlayerRow second = g == 0 ? anchor : bot;
            playing.put(playerId, ArenaLiveEvent.liveId(seed, first.id(), second.id()));
            RemoteArenaGames.RemotePlayed p;
            try {
                p = games.play(stream, start, seed, g, first, second, bot, owner, null, () -> stopping);
            } finally {
                playing.remove(playerId);
            }
            if (p == null || stopping) {
                // A game still being played as the server stops is not stored (the database is closing).
                return false;
            }
            ArenaRecorder.Stored s = matchPairs.store(start, p, first, second);
            stream.send(RemoteStreamEvents.GameEnd.of(p, s, g, row(playerId), null));
            if (stream.closed()) {
                return false;
            }
        }
        return true;
    }

    /** The anchor: drawn among the {@code nearest} closest in rating, as the ladder's matchmaker does. */
    private ArenaPlayerRow opponent(ArenaPlayerRow bot, long seed) {
        List<ArenaPlayerRow> near = anchors(bot.game()).stream()
                .sorted(Comparator.comparingDouble((ArenaPlayerRow p) -> Math.abs(p.rating() - bot.rating()))
                        .thenComparingLong(ArenaPlayerRow::id))
                .limit(Math.max(1, arena.nearest()))
                .toList();
        return near.get(new SplitMix64(seed).nextInt(near.size()));
    }

    @Transactional
    List<ArenaPlayerRow> anchors(String game) {
        return players.remoteAnchors(game);
    }

    @Transactional
    Optional<RemoteArenaRepository.RemoteRow> lookup(long playerId) {
        return remote.find(playerId);
    }

    @Transactional
    ArenaPlayerRow row(long playerId) {
        return players.find(playerId).orElseThrow();
    }

    private RemoteArenaBot bot(long playerId) {
        ArenaPlayerRow p = players.find(playerId).orElseThrow();
        RemoteArenaRepository.RemoteRow r = remote.find(playerId).orElseThrow();
        return new RemoteArenaBot(
                p.id(),
                p.game(),
                p.label(),
                p.kind(),
                p.pool(),
                p.rating(),
                p.deviation(),
                p.deviation() >= Glicko2Constants.PROVISIONAL_DEVIATION,
                p.games(),
                p.wins(),
                p.draws(),
                p.losses(),
                connected(playerId),
                playing.get(playerId),
                settings.secondsPerMove(),
                "/api/arena/remote/" + playerId + "/stream",
                caps(r.ownerAccountId()));
    }
}
