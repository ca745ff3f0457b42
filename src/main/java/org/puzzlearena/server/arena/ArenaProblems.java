package org.puzzlearena.server.arena;

import java.time.Duration;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.api.ApiException;

/** The arena's HTTP answers to its refusals. */
final class ArenaProblems {

    private ArenaProblems() {}

    /** A refusal about a game named in the path: 404 for no such game, 422 for a puzzle, 400 for a parameter. */
    static ApiException of(ArenaOutcome<?> refused) {
        return switch (refused) {
            case ArenaOutcome.NoGame<?> n ->
                ApiException.notFound("no game '" + n.game() + "'; the arena's games are " + arenaGames());
            case ArenaOutcome.NotTwoPlayer<?> n ->
                ApiException.unprocessable(
                        "Not a two-player game",
                        "game",
                        n.game() + " is a puzzle: the arena rates two-player bots, on " + arenaGames());
            case ArenaOutcome.BadParameter<?> b -> ApiException.badRequest(b.field(), b.reason());
            case ArenaOutcome.NotFound<?> n -> ApiException.notFound(n.what());
            case ArenaOutcome.Conflict<?> c -> ApiException.conflict(c.field(), c.reason());
            case ArenaOutcome.Forbidden<?> f -> ApiException.forbidden("id", f.reason());
            case ArenaOutcome.OverCap<?> o ->
                ApiException.tooManyRequests(
                        "Over the arena's cap", o.reason(), Duration.ofSeconds(Math.max(1, o.retryAfterSeconds())));
            case ArenaOutcome.IllegalMove<?> m ->
                ApiException.illegalMove("Illegal move", "move", m.moveIndex(), m.move(), m.reason());
            case ArenaOutcome.Unavailable<?> u ->
                ApiException.unavailable("Hosted bots cannot run here", u.reason(), Duration.ofSeconds(60));
            case ArenaOutcome.Ok<?> ok -> throw new IllegalArgumentException("not a refusal");
        };
    }

    /** A refusal about a game named in a query parameter: always a 400 naming {@code game}. */
    static ApiException ofQuery(ArenaOutcome<?> refused) {
        return switch (refused) {
            case ArenaOutcome.NoGame<?> n ->
                ApiException.badRequest("game", "no game '" + n.game() + "'; the arena's games are " + arenaGames());
            case ArenaOutcome.NotTwoPlayer<?> n ->
                ApiException.badRequest("game", n.game() + " is a puzzle; the arena's games are " + arenaGames());
            default -> of(refused);
        };
    }

    static ApiException noPlayer(String id) {
        return ApiException.notFound("no arena player " + id);
    }

    static ApiException noMatch(String id) {
        return ApiException.notFound("no arena match " + id);
    }

    static ApiException noGameRecord(String id) {
        return ApiException.notFound("no arena game " + id);
    }

    private static String arenaGames() {
        return String.join(
                ", ",
                Games.all().stream()
                        .filter(g -> g.type().players() == 2)
                        .map(g -> g.id())
                        .toList());
    }
}
