package org.puzzlearena.server.arena;

import java.time.Instant;
import org.puzzlearena.rating.Rating;

/** A row of arena_players: one rated player of one game and pool. */
record ArenaPlayerRow(
        long id,
        String game,
        String kind,
        String pool,
        String spec,
        String label,
        double rating,
        double deviation,
        double volatility,
        int games,
        int wins,
        int draws,
        int losses,
        Instant createdAt) {

    Rating glicko() {
        return new Rating(rating, deviation, volatility);
    }
}
