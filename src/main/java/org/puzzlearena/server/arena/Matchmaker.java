package org.puzzlearena.server.arena;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.rating.Glicko2Constants;
import org.puzzlearena.rules.SplitMix64;

/**
 * Who plays next on a ladder: a provisional player first (RD >= 110; the highest RD, then the fewest
 * games, then the oldest), so a new player is established within a few pairs; once nobody is
 * provisional, any player with equal chance. The opponent is drawn among the {@code nearest} players
 * closest in rating: nearness makes the games informative (a game between players far apart moves
 * little) and the draw among a few keeps a pair of neighbours from playing only each other.
 *
 * <p>Why not "the highest RD first" for everyone: a player far below the rest (random) keeps the
 * highest RD for ever, because its games against distant opponents carry little information, and
 * it was in 76% of a measured ladder's games while the perfect player was in 1% (MatchmakerTest).
 */
final class Matchmaker {

    /** Two players to meet in a colour-paired pair of games. */
    record Pairing(ArenaPlayerRow player, ArenaPlayerRow opponent) {}

    private Matchmaker() {}

    static Optional<Pairing> pick(List<ArenaPlayerRow> players, int nearest, SplitMix64 rng) {
        if (players.size() < 2) {
            return Optional.empty();
        }
        ArenaPlayerRow player = players.stream()
                .filter(p -> p.deviation() >= Glicko2Constants.PROVISIONAL_DEVIATION)
                .min(Comparator.comparingDouble((ArenaPlayerRow p) -> -p.deviation())
                        .thenComparingInt(ArenaPlayerRow::games)
                        .thenComparingLong(ArenaPlayerRow::id))
                .orElseGet(() -> players.get(rng.nextInt(players.size())));
        List<ArenaPlayerRow> near = players.stream()
                .filter(p -> p.id() != player.id())
                .sorted(Comparator.comparingDouble((ArenaPlayerRow p) -> Math.abs(p.rating() - player.rating()))
                        .thenComparingDouble(p -> -p.deviation())
                        .thenComparingLong(ArenaPlayerRow::id))
                .limit(Math.max(1, nearest))
                .toList();
        return Optional.of(new Pairing(player, near.get(rng.nextInt(near.size()))));
    }
}
