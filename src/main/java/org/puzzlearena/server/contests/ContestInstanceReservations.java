package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Optional;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.InstanceReservations;

/**
 * A contest's own instances (not in the public catalogue) take results only through the contest
 * until it ends: no ordinary submission or public bot run could publish moves for them that a
 * participant might copy. Afterwards they are ordinary instances with an open leaderboard.
 */
@ApplicationScoped
public class ContestInstanceReservations implements InstanceReservations {

    @Inject
    ContestRepository contests;

    @Inject
    Clock clock;

    /**
     * Asked before every ordinary submission and bot run: catalogue instances are answered without
     * touching the database, and the others with one plain read that needs no transaction of its
     * own (a JTA transaction around it cost an ordinary submission a tenth of its server CPU).
     */
    @Override
    public Optional<String> reservedNow(String gameId, String instance) {
        return ownInstance(gameId, instance)
                .flatMap(board -> contests.instanceReservedUntil(board.game(), board.instance(), clock.instant())
                        .map(until -> "instance " + board.instance() + " belongs to a contest until " + until
                                + ": results for it are taken only through that contest's submissions until then"));
    }

    /**
     * Catalogue instances are public knowledge (open boards, published records), so only a
     * contest's own instances are held back.
     */
    @Override
    public Optional<String> unpublishedNow(String gameId, String instance) {
        return ownInstance(gameId, instance)
                .flatMap(board -> contests.unpublishedContestHolding(board.game(), board.instance(), clock.instant())
                        .map(c -> "instance " + board.instance() + " belongs to contest " + c.id() + " ('" + c.title()
                                + "'), whose results are not public yet: nothing of its answers may be published "
                                + "before the contest has ended and any freeze is lifted"));
    }

    /** The canonical board of an instance outside the catalogue; empty for catalogue instances and non-instances. */
    private static Optional<BoardId> ownInstance(String gameId, String instance) {
        Game game = Games.byId(gameId).orElse(null);
        if (game == null || instance == null) {
            return Optional.empty();
        }
        String canonical;
        try {
            canonical = game.newInitialState(instance).instanceId();
        } catch (RuntimeException e) {
            // Not an instance at all: the replay that follows says why.
            return Optional.empty();
        }
        if (game.instances().contains(canonical)) {
            return Optional.empty();
        }
        return Optional.of(new BoardId(game.id(), canonical));
    }
}
