package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaMatchView;
import org.puzzlearena.server.arena.RemoteArenaViews.RemoteArenaCaps;

/**
 * What a match of a remote bot may be, and when it waits (docs/ARENA.md, "Remote bots in matches").
 * A remote bot is matched against a reference bot of its game's remote pool, by its owner only (its
 * games come out of the owner's daily cap); its pairs are played over its own stream, so the match
 * waits while the stream is not open or the owner's cap is spent.
 */
@ApplicationScoped
class RemoteMatchRules {

    @Inject
    RemoteArenaRepository remote;

    @Inject
    RemoteBots bots;

    static boolean remote(ArenaPlayerRow p) {
        return p.kind().equals("remote");
    }

    /** Why {@code caller} may not match {@code a} against {@code b} (one of them remote), if it may not. */
    Optional<ArenaOutcome<ArenaMatchView>> refused(Caller caller, ArenaPlayerRow a, ArenaPlayerRow b) {
        for (ArenaPlayerRow p : new ArenaPlayerRow[] {a, b}) {
            if (remote(p) && owner(p) != caller.accountId()) {
                return Optional.of(new ArenaOutcome.Forbidden<>(
                        "only the owner of a remote bot may start a match with it (its games use the owner's"
                                + " daily cap and are played over its stream)"));
            }
        }
        ArenaPlayerRow other = remote(a) ? b : a;
        if (!other.kind().equals("reference")) {
            // Two remote bots would each have to be driven over its own stream, possibly on two
            // instances at once: not played; a remote bot is measured against the pool's anchors.
            return Optional.of(new ArenaOutcome.BadParameter<>(
                    other == a ? "first" : "second",
                    "a remote bot's match is against a reference bot of the remote pool (GET /api/arena/"
                            + other.game() + "/ladder?pool=remote); " + other.kind() + " players are not matched"
                            + " with it"));
        }
        return Optional.empty();
    }

    /**
     * Why a match with {@code p} waits because of it: its owner's remote cap is spent, or (unless
     * {@code onItsStream}: asked by the bot's own open stream) its stream is not open; null when
     * {@code p} is not remote or lets the match play.
     */
    String waiting(ArenaPlayerRow p, boolean onItsStream) {
        if (!remote(p)) {
            return null;
        }
        RemoteArenaCaps caps = bots.caps(owner(p));
        if (caps.gamesLeft() < 2) {
            return "the remote bot's owner has played " + caps.gamesToday() + " of " + caps.gamesPerDay()
                    + " remote arena games today; the match goes on when the cap resets in "
                    + caps.secondsUntilReset() + " s";
        }
        if (!onItsStream && !bots.connected(p.id())) {
            return "the remote bot " + p.label() + " is not connected: its match games are played over its"
                    + " stream, so the match goes on while GET /api/arena/remote/" + p.id() + "/stream is open";
        }
        return null;
    }

    private long owner(ArenaPlayerRow p) {
        return remote.find(p.id()).orElseThrow().ownerAccountId();
    }
}
