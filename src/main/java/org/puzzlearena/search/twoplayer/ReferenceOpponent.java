package org.puzzlearena.search.twoplayer;

import org.puzzlearena.hosting.Opponent;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;

/**
 * A reference player as the hosting sandbox's {@link Opponent}: the one adapter used by {@code arena
 * host-run --opponent}, {@code arena replay} of a hosted game and the server's hosted arena games.
 * It lives here, not in hosting, because the sandbox stays plain Java over the rules (ArchitectureTest)
 * while the search package may see the sandbox's interface.
 */
public final class ReferenceOpponent implements Opponent {

    private final String name;
    private final Player player;

    /** {@code player} under the name its spec gives it (e.g. {@code uct:sims=1000}), as records store it. */
    public ReferenceOpponent(String name, Player player) {
        this.name = name;
        this.player = player;
    }

    /**
     * The reference side of an arena game with seed {@code gameSeed}, playing colour {@code colour}:
     * seeded as the server seeds a reference game's players ({@link SeededGame#playerSeed}), so the
     * stored record fixes it and a replay plays it again bit for bit.
     */
    public static ReferenceOpponent ofArenaGame(PlayerSpec spec, Game game, long gameSeed, int colour) {
        Player player =
                spec.create(game, SeededGame.playerSeed(gameSeed, colour), Match.sharedSolver(spec, spec, game));
        return new ReferenceOpponent(spec.text(), player);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int move(State position) {
        return player.decide(position).move();
    }
}
