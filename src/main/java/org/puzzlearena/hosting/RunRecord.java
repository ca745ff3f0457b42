package org.puzzlearena.hosting;

import org.puzzlearena.rules.JsonStrings;

/**
 * What a hosted run leaves: its verdict, the resources it used as the sandbox measured them, the caps
 * it ran under and the end of its standard error. One JSON line, as {@code arena host-run} prints it
 * and a worker will store it.
 */
public record RunRecord(
        Verdict verdict,
        String game,
        String instance,
        BotRuntime runtime,
        long cpuMillis,
        long wallMillis,
        long peakMemoryBytes,
        int peakTasks,
        long outputBytes,
        int progressLines,
        SandboxLimits limits,
        long sandboxUid,
        String stderrTail) {

    public String json() {
        String details = verdict.detailsJson();
        return "{\"verdict\":" + JsonStrings.quote(verdict.id()) + (details.isEmpty() ? "" : "," + details)
                + ",\"game\":" + JsonStrings.quote(game) + ",\"instance\":" + JsonStrings.quote(instance)
                + ",\"runtime\":" + JsonStrings.quote(runtime.id()) + ",\"cpuMs\":" + cpuMillis + ",\"wallMs\":"
                + wallMillis + ",\"peakMemoryBytes\":" + peakMemoryBytes + ",\"peakTasks\":" + peakTasks
                + ",\"outputBytes\":" + outputBytes + ",\"progressLines\":" + progressLines + ",\"limits\":{"
                + limits.json() + "},\"sandbox\":" + SandboxCommand.json(sandboxUid) + ",\"stderr\":"
                + JsonStrings.quote(stderrTail) + "}";
    }
}
