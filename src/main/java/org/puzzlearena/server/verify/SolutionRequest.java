package org.puzzlearena.server.verify;

import java.util.List;

/**
 * A solution as clients send it: the game, the instance, and either {@code solution} (the game's
 * file notation: Pentasol for Morpion, col,row lines for SameGame, ...) or {@code moves} (a JSON
 * array of moves in the canonical notation).
 */
public record SolutionRequest(String game, String instance, String solution, List<String> moves) {}
