package org.puzzlearena.server.positions;

import java.util.List;

/** Several lines to play from one instance's initial position, each answered as a {@link PositionRequest}. */
public record PositionBatchRequest(List<List<String>> lines) {}
