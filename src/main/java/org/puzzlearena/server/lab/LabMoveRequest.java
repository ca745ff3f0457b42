package org.puzzlearena.server.lab;

/**
 * A move for the MCTS lab to search on the server: the game (the id of a two-player
 * game), the position as its move string from the empty board ({@code "4455"}),
 * the player as {@code bin/arena move --player} takes it ({@code uct:sims=200000,c=1.414}) and the
 * seed (default 1).
 */
public record LabMoveRequest(String game, String position, String player, Long seed) {}
