package org.puzzlearena.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Positions and solutions of the two-player board games written as move strings: one character per
 * move, run together ({@code 4455}) or spread over lines, blanks ignored, {@code #} starting a
 * comment. A position is the move string that reaches it from the empty board; the instance ids
 * of those games are {@code start} and {@code start/<moves>}.
 */
public final class MoveStrings {

    /** The empty board's instance id. */
    public static final String START = "start";

    private static final String START_PREFIX = START + "/";

    private MoveStrings() {}

    /** The move texts of {@code text}, one per non-blank character, at most {@code limit} kept. */
    public static List<String> split(String text, int limit) {
        List<String> moves = new ArrayList<>();
        if (text == null) {
            return moves;
        }
        boolean inComment = false;
        for (int i = 0; i < text.length() && moves.size() < limit; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                inComment = false;
            } else if (c == '#') {
                inComment = true;
            } else if (!inComment && !Character.isWhitespace(c)) {
                moves.add(String.valueOf(c));
            }
        }
        return moves;
    }

    /** The instance id of the position reached by {@code moves} from the empty board. */
    public static String instanceId(String moves) {
        return moves.isEmpty() ? START : START_PREFIX + moves;
    }

    /**
     * The moves of an instance id ({@code start} or {@code start/<moves>}), checked by replaying
     * them on {@code empty}, which they are played on. Throws with the index of the first bad move
     * and why, so an instance id gets the same answer as a replay would give.
     */
    public static void reach(State empty, String instanceId, String syntax) {
        if (START.equals(instanceId)) {
            return;
        }
        if (instanceId == null || !instanceId.startsWith(START_PREFIX)) {
            throw new UnknownInstanceException(
                    "unknown " + empty.game().id() + " instance '" + Clip.clip(instanceId, 60) + "': use " + syntax);
        }
        String moves = instanceId.substring(START_PREFIX.length());
        if (moves.length() > empty.game().maxGameLength()) {
            throw new UnknownInstanceException(Clip.clip(instanceId, 60) + ": longer than any game ("
                    + empty.game().maxGameLength() + " moves)");
        }
        for (int i = 0; i < moves.length(); i++) {
            String text = String.valueOf(moves.charAt(i));
            if (empty.isTerminal()) {
                throw new UnknownInstanceException(Clip.clip(instanceId, 60) + ": move " + i + " ('" + text
                        + "'): the game is over after move " + i);
            }
            MoveCheck check = empty.readMove(text);
            if (!check.isOk()) {
                throw new UnknownInstanceException(
                        Clip.clip(instanceId, 60) + ": move " + i + " ('" + text + "'): " + check.error());
            }
            empty.play(check.move());
        }
    }

    /** The file notation: the moves run together (or one per line), as the position strings are written. */
    public static final class Format implements SolutionFormat {

        private final String name;

        public Format(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public ParsedSolution read(String text, State initial) {
            // One more than the longest game: replay still rejects the excess, the work stays bounded.
            return ParsedSolution.of(split(text, initial.game().maxGameLength() + 1));
        }

        @Override
        public String write(State finalState) {
            State s = finalState.game().newInitialState(finalState.instanceId());
            StringBuilder sb = new StringBuilder(finalState.moveCount() + 1);
            for (int i = 0; i < finalState.moveCount(); i++) {
                int move = finalState.moveAt(i);
                sb.append(s.formatMove(move));
                s.play(move);
            }
            return sb.append('\n').toString();
        }
    }
}
