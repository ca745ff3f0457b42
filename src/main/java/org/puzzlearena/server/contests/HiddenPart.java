package org.puzzlearena.server.contests;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.puzzlearena.server.boards.BoardId;

/**
 * The hidden final set of a contest (docs/CONTESTS.md, "The hidden final set"), as one visibility
 * filter: which of the instances a viewer's board ranks on, and whether the viewer may see anything
 * of the hidden ones. Until the end only staff see hidden scores; everyone else's board ranks on
 * the public instances. From the end everyone's board is the final one (the hidden instances only,
 * or all of them, as the organizer chose).
 */
public final class HiddenPart {

    /** The final ranking on the hidden instances only. */
    public static final String PRIVATE = "private";
    /** The final ranking on all instances. */
    public static final String BOTH = "both";

    private static final String DERIVATION = "puzzle-arena/hidden-final/";

    private HiddenPart() {}

    /**
     * What a board shows: {@code positions} of the contest's instances, in order, and {@code ranking}
     * "all" (no hidden part), "public" (the public part, before the end), "private" or "both" (final).
     */
    public record Shown(List<Integer> positions, Set<Integer> hidden, String ranking) {

        public <T> List<T> select(List<T> instances) {
            return positions.stream().map(instances::get).toList();
        }

        /** Whether the board leaves the hidden instances out entirely (a non-staff viewer before the end). */
        public boolean publicPartOnly() {
            return ranking.equals("public");
        }

        /**
         * The reference bots this viewer may know of: on a public-part board none of those run on a
         * hidden instance (not even a row without scores: that one exists is already a hint), so the
         * masked names "Reference bot N" are numbered among the shown ones only.
         */
        public List<ContestRepository.Yardstick> yardsticks(
                List<ContestRepository.Yardstick> all, List<BoardId> instances) {
            if (!publicPartOnly()) {
                return all;
            }
            Set<BoardId> hiddenBoards = new java.util.HashSet<>();
            hidden.forEach(p -> hiddenBoards.add(instances.get(p)));
            return all.stream()
                    .filter(y -> !hiddenBoards.contains(new BoardId(y.game(), y.instance())))
                    .toList();
        }
    }

    /** Whether the viewer sees hidden scores and the seed: staff, or anyone once the contest has ended. */
    public static boolean open(Contest c, boolean staff, Instant now) {
        return !c.hasHiddenPart() || staff || c.hasEnded(now);
    }

    /** The board a viewer sees of a contest whose instances at {@code hidden} positions are its hidden part. */
    public static Shown shown(Contest c, Set<Integer> hidden, int instanceCount, boolean staff, Instant now) {
        if (!c.hasHiddenPart() || hidden.isEmpty()) {
            return new Shown(range(instanceCount, p -> true), hidden, "all");
        }
        if (!open(c, staff, now)) {
            return new Shown(range(instanceCount, p -> !hidden.contains(p)), hidden, "public");
        }
        return c.finalRanking.equals(PRIVATE)
                ? new Shown(range(instanceCount, hidden::contains), hidden, PRIVATE)
                : new Shown(range(instanceCount, p -> true), hidden, BOTH);
    }

    /**
     * The board ranked on the public part only, whoever asks and whenever: what everyone but staff
     * saw during the contest (all instances when there is no hidden part).
     */
    public static Shown publicPart(Contest c, Set<Integer> hidden, int instanceCount) {
        if (!c.hasHiddenPart() || hidden.isEmpty()) {
            return new Shown(range(instanceCount, p -> true), hidden, "all");
        }
        return new Shown(range(instanceCount, p -> !hidden.contains(p)), hidden, "public");
    }

    /**
     * The seed of the hidden generated instance at {@code position}: the first 8 bytes (big-endian)
     * of SHA-256 of the UTF-8 text "puzzle-arena/hidden-final/{contest seed}/{position}", with the
     * sign bit cleared. Anyone re-derives the hidden instances from the seed published at the end;
     * the instance seeds shown during the contest do not give the contest seed away.
     */
    public static long instanceSeed(long contestSeed, int position) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((DERIVATION + contestSeed + "/" + position).getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(digest, 0, Long.BYTES).getLong() & Long.MAX_VALUE;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private static List<Integer> range(int n, java.util.function.IntPredicate keep) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (keep.test(i)) {
                out.add(i);
            }
        }
        return out;
    }
}
