package org.puzzlearena.server.records;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A score published for a board without its line (a paper's table): who and which method, when
 * ({@code achieved}: the publication's year) and where. Nobody can replay it, so it is never
 * verified, never ranked and never the board's record; a board shows its best one apart from them.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PublishedScore(
        String game, String instance, int score, String holder, String method, String achieved, String source) {}
