package org.puzzlearena.hosting;

import org.puzzlearena.rules.State;

/**
 * The platform's side of a two-player game against a hosted bot: a reference player (UCT, the exact
 * solver, ...). The hosting package knows only this; the command line and the workers adapt the search
 * package's players to it, so the sandbox stays plain Java over the rules.
 */
public interface Opponent {

    /** The player as its spec names it, e.g. {@code uct:sims=1000}: it goes in the game's record. */
    String name();

    /** A legal move in {@code position}, a non-terminal position where it is this player's turn (a copy it may keep). */
    int move(State position);
}
