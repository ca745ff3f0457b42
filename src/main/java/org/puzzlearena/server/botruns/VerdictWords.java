package org.puzzlearena.server.botruns;

import org.puzzlearena.hosting.Verdict;

/** A hosted run's verdict in words, for the error of a run that ended without a verified answer. */
final class VerdictWords {

    private VerdictWords() {}

    static String of(Verdict v) {
        String words = switch (v) {
            case Verdict.Time t -> "it used more than its " + t.cpuMillisBudget() + " ms of CPU time";
            case Verdict.IllegalMove m ->
                "move " + m.moveIndex() + " (" + m.move() + ") of its answer is illegal: " + m.reason();
            case Verdict.MalformedOutput m -> "it wrote a line that is not a protocol line: " + m.reason();
            case Verdict.Crash c -> "it ended with " + c.exit();
            case Verdict.Memory m -> "its memory passed the cap of " + m.capBytes() + " bytes";
            case Verdict.Output o -> "it wrote more than the cap of " + o.capBytes() + " bytes (" + o.what() + ")";
            case Verdict.ProcessLimit p -> "it reached the cap of " + p.cap() + " processes and threads";
            case Verdict.NoAnswer n -> "it gave no answer within the wall-clock cap of " + n.wallMillisCap() + " ms";
            default -> v.detailsJson();
        };
        return "the bot's verdict: " + v.id() + " (" + words + ")";
    }
}
