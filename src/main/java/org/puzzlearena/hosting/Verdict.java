package org.puzzlearena.hosting;

import java.util.List;
import org.puzzlearena.rules.JsonStrings;

/**
 * Why a hosted run ended: {@link Ok} with a verified line, or the one reason it produced none. A run
 * has exactly one verdict, and its {@link #id()} is what the run's record and the documentation name.
 */
public sealed interface Verdict {

    /** The name in the run's record: ok, time, illegal move, and so on. */
    String id();

    /** The verdict's own fields as JSON members (without braces), empty when it has none. */
    String detailsJson();

    /** The bot answered a line the rules accept: its verified score and its moves. */
    record Ok(int score, List<String> moves) implements Verdict {
        public Ok {
            moves = List.copyOf(moves);
        }

        @Override
        public String id() {
            return "ok";
        }

        @Override
        public String detailsJson() {
            StringBuilder b = new StringBuilder("\"score\":").append(score).append(",\"moves\":[");
            for (int i = 0; i < moves.size(); i++) {
                JsonStrings.append(b.append(i == 0 ? "" : ","), moves.get(i));
            }
            return b.append(']').toString();
        }
    }

    /** The process tree used more CPU time than the budget before answering. */
    record Time(long cpuMillisBudget) implements Verdict {
        @Override
        public String id() {
            return "time";
        }

        @Override
        public String detailsJson() {
            return "\"cpuMsBudget\":" + cpuMillisBudget;
        }
    }

    /** The answer's move at 0-based {@code moveIndex} breaks the rules, for {@code reason}. */
    record IllegalMove(int moveIndex, String move, String reason) implements Verdict {
        @Override
        public String id() {
            return "illegal move";
        }

        @Override
        public String detailsJson() {
            return "\"moveIndex\":" + moveIndex + ",\"move\":" + JsonStrings.quote(move) + ",\"reason\":"
                    + JsonStrings.quote(reason);
        }
    }

    /** A line on standard output is not a protocol line: {@code reason}, and the line's start. */
    record MalformedOutput(String reason, String lineStart) implements Verdict {
        @Override
        public String id() {
            return "malformed output";
        }

        @Override
        public String detailsJson() {
            return "\"reason\":" + JsonStrings.quote(reason) + ",\"line\":" + JsonStrings.quote(lineStart);
        }
    }

    /** The bot exited before answering: its exit status (or signal) and the end of its standard error. */
    record Crash(String exit, String stderrTail) implements Verdict {
        @Override
        public String id() {
            return "crash";
        }

        @Override
        public String detailsJson() {
            return "\"exit\":" + JsonStrings.quote(exit) + ",\"stderr\":" + JsonStrings.quote(stderrTail);
        }
    }

    /** The process tree's resident memory passed the cap. */
    record Memory(long capBytes, long peakBytes) implements Verdict {
        @Override
        public String id() {
            return "memory";
        }

        @Override
        public String detailsJson() {
            return "\"capBytes\":" + capBytes + ",\"peakBytes\":" + peakBytes;
        }
    }

    /**
     * The bot wrote more than it may: {@code what} is "stdout and stderr" (bytes counted by the
     * reader) or "file size" (a file in the scratch directory reached the file size limit).
     */
    record Output(String what, long capBytes) implements Verdict {
        @Override
        public String id() {
            return "output";
        }

        @Override
        public String detailsJson() {
            return "\"limit\":" + JsonStrings.quote(what) + ",\"capBytes\":" + capBytes;
        }
    }

    /** The process tree reached the cap on processes and threads. */
    record ProcessLimit(int cap) implements Verdict {
        @Override
        public String id() {
            return "process limit";
        }

        @Override
        public String detailsJson() {
            return "\"cap\":" + cap;
        }
    }

    /** The wall-clock cap passed without a final answer (a bot that sleeps or waits uses no CPU). */
    record NoAnswer(long wallMillisCap) implements Verdict {
        @Override
        public String id() {
            return "no answer";
        }

        @Override
        public String detailsJson() {
            return "\"wallMsCap\":" + wallMillisCap;
        }
    }

    /** The platform stopped the run before its verdict (its owner cancelled it, or its worker stopped). */
    record Stopped() implements Verdict {
        @Override
        public String id() {
            return "stopped";
        }

        @Override
        public String detailsJson() {
            return "";
        }
    }
}
