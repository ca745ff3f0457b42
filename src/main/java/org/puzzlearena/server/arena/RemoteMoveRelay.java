package org.puzzlearena.server.arena;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.puzzlearena.server.arena.RemoteArenaViews.RemoteMoveAccepted;
import org.puzzlearena.server.cluster.ClusterSettings;
import org.puzzlearena.server.cluster.InstanceRequests;
import org.puzzlearena.server.cluster.ServerInstance;

/**
 * With several instances ({@code ARENA_BROKER_URL}), a remote bot's move reaches the instance whose
 * thread plays its game, wherever the load balancer sent the POST (docs/ARENA.md, "Several
 * instances"). A game's id starts with the route of the instance playing it; a move for a game
 * that is not here, whose id names another instance, is forwarded to that instance over the broker
 * ({@link InstanceRequests}) and its answer (accepted, illegal, not your turn, not yours, no such
 * game) is the answer here, as if the POST had reached that instance. Without a broker game ids
 * are as before and nothing is forwarded.
 */
@ApplicationScoped
public class RemoteMoveRelay {

    /** How long a forwarded move waits for the playing instance's answer: well inside a move's seconds. */
    static final Duration TIMEOUT = Duration.ofSeconds(3);

    /** A game id made with a broker: the playing instance's route, a hyphen, then 16 random hex digits. */
    private static final Pattern ROUTED = Pattern.compile("([0-9a-f]{12})-[0-9a-f]{16}");

    /** A move as forwarded. */
    record Forwarded(String gameId, long accountId, String move) {}

    /**
     * The playing instance's answer: {@code outcome} ok (with {@code accepted}), illegal
     * ({@code moveIndex}, {@code move}, {@code reason}), conflict, forbidden or notFound ({@code reason}).
     */
    record Answer(
            String outcome, RemoteMoveAccepted accepted, Integer moveIndex, String move, String field, String reason) {}

    @Inject
    ClusterSettings cluster;

    @Inject
    ServerInstance instance;

    @Inject
    RemoteBots bots;

    @Inject
    ObjectMapper json;

    private volatile String route;
    private volatile InstanceRequests requests;

    /** At start, so the instance hears forwarded moves before its first stream opens. */
    void onStart(@Observes StartupEvent event) {
        connect();
    }

    private synchronized void connect() {
        if (route != null) {
            return;
        }
        route = instance.id().replace("-", "").substring(0, 12);
        if (cluster.url().isPresent()) {
            requests = InstanceRequests.open(cluster, route, this::answer);
        }
    }

    /** A new game's id from its random hex digits: routed to this instance when there is a broker. */
    String gameId(String hex) {
        connect();
        return requests == null ? hex : route + "-" + hex;
    }

    /**
     * The move, forwarded to the instance that plays game {@code gameId}, if its id names another
     * one (with a broker); empty when the id names none or this one.
     */
    Optional<ArenaOutcome<RemoteMoveAccepted>> forward(String gameId, long accountId, String move) {
        InstanceRequests r = requests;
        Matcher m = ROUTED.matcher(gameId);
        if (r == null || !m.matches() || m.group(1).equals(route)) {
            return Optional.empty();
        }
        Optional<byte[]> answer = r.ask(m.group(1), write(new Forwarded(gameId, accountId, move)), TIMEOUT);
        if (answer.isEmpty()) {
            return Optional.of(new ArenaOutcome.NotFound<>("no remote game in progress " + gameId
                    + ": the server instance that plays it is gone or did not answer within " + TIMEOUT.toSeconds()
                    + " s"));
        }
        return Optional.of(outcome(read(answer.get(), Answer.class)));
    }

    /** A forwarded move, played here (never forwarded again): the answer for the instance that got it. */
    private byte[] answer(byte[] body) {
        Forwarded f = read(body, Forwarded.class);
        return write(
                switch (bots.moveHere(f.accountId(), f.gameId(), f.move())) {
                    case ArenaOutcome.Ok<RemoteMoveAccepted> ok -> new Answer("ok", ok.value(), null, null, null, null);
                    case ArenaOutcome.IllegalMove<RemoteMoveAccepted> i ->
                        new Answer("illegal", null, i.moveIndex(), i.move(), null, i.reason());
                    case ArenaOutcome.Conflict<RemoteMoveAccepted> c ->
                        new Answer("conflict", null, null, null, c.field(), c.reason());
                    case ArenaOutcome.Forbidden<RemoteMoveAccepted> x ->
                        new Answer("forbidden", null, null, null, null, x.reason());
                    case ArenaOutcome.NotFound<RemoteMoveAccepted> n ->
                        new Answer("notFound", null, null, null, null, n.what());
                    default -> throw new IllegalStateException("a move's outcome has no wire form: " + body.length);
                });
    }

    private static ArenaOutcome<RemoteMoveAccepted> outcome(Answer a) {
        return switch (a.outcome()) {
            case "ok" -> new ArenaOutcome.Ok<>(a.accepted());
            case "illegal" -> new ArenaOutcome.IllegalMove<>(a.moveIndex(), a.move(), a.reason());
            case "conflict" -> new ArenaOutcome.Conflict<>(a.field(), a.reason());
            case "forbidden" -> new ArenaOutcome.Forbidden<>(a.reason());
            default -> new ArenaOutcome.NotFound<>(a.reason());
        };
    }

    private byte[] write(Object o) {
        try {
            return json.writeValueAsBytes(o);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private <T> T read(byte[] body, Class<T> type) {
        try {
            return json.readValue(body, type);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @PreDestroy
    void close() {
        InstanceRequests r = requests;
        if (r != null) {
            r.close();
        }
    }
}
