package org.puzzlearena.training;

/** A self-play position: the search's visit shares as the policy target, the game's result as the value. */
public record SelfPlayExample(float[] input, float[] policy, float value) implements Example {}
