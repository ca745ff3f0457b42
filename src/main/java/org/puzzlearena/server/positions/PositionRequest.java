package org.puzzlearena.server.positions;

import java.util.List;

/** The moves to play from an instance's initial position, in the game's canonical move notation. */
public record PositionRequest(List<String> moves) {}
