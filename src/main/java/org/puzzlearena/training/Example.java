package org.puzzlearena.training;

/**
 * What the network learns from one position: its input (from the side to move), the policy target
 * (a distribution over the 7 columns) and the value target (-1 to +1 for the side to move). The
 * solver's labels and self-play's visit counts and results are both examples.
 */
public interface Example {

    float[] input();

    float[] policy();

    float value();
}
