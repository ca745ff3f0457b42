package org.puzzlearena.training;

/**
 * One training example: a position's network input (from the side to move), the policy target (a
 * distribution over the 7 columns, 0 for illegal ones) and the value target (-1, 0 or +1 for the side
 * to move).
 */
public record SolvedPosition(float[] input, float[] policy, float value) {}
