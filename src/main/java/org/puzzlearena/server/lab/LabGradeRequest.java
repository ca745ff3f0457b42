package org.puzzlearena.server.lab;

/**
 * A played move for the exact solver to grade on the server: the game, the position before the
 * move as its move string from the empty board ({@code "44"}), and the move ({@code "3"}).
 */
public record LabGradeRequest(String game, String position, String move) {}
