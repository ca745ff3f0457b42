package org.puzzlearena.server.arena;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.rules.SplitMix64;

/**
 * Who plays next on a ladder: the least certain player first (the highest RD, then the fewest games,
 * then the oldest), against an opponent drawn among the {@code nearest} players closest to it in
 * rating. Uncertainty first establishes new players quickly (each game lowers the RD of both
 * sides, so the priority passes round); nearness makes the games informative (a game between
 * players far apart moves little); the draw among a few keeps a pair of neighbours from playing
 * only each other.
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
                .min(Comparator.comparingDouble((ArenaPlayerRow p) -> -p.deviation())
                        .thenComparingInt(ArenaPlayerRow::games)
                        .thenComparingLong(ArenaPlayerRow::id))
                .orElseThrow();
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
