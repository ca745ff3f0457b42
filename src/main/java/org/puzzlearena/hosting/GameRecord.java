package org.puzzlearena.hosting;

import java.util.List;
import org.puzzlearena.rules.JsonStrings;

/**
 * What one two-player game between a hosted bot and a reference player leaves: how it ended for the
 * bot ({@code verdict} ok and the rules' result, or the verdict that forfeited it: a loss), the moves
 * played from the instance, what each side's moves cost and what the sandbox measured. One JSON line,
 * as {@code arena host-run --opponent} prints it.
 *
 * @param result the bot's result: win, draw or loss (every verdict but ok is a loss)
 * @param botPlayer the rules' number of the bot's side: 0 moves first in the game, 1 second
 * @param cpuMillis the bot's whole process tree over the game, pondering and start-up included
 * @param opponentCpuMillis the reference player's CPU time deciding its moves (its thread's)
 * @param wallMillis the game's wall time, both sides' turns
 * @param botWallMillis the wall time charged to the bot (the game's, less the reference player's turns)
 */
public record GameRecord(
        Verdict verdict,
        String result,
        String game,
        String instance,
        BotRuntime runtime,
        String opponent,
        int botPlayer,
        List<String> moves,
        long cpuMillis,
        long opponentCpuMillis,
        long wallMillis,
        long botWallMillis,
        long peakMemoryBytes,
        int peakTasks,
        long outputBytes,
        int progressLines,
        SandboxLimits limits,
        long sandboxUid,
        String stderrTail) {

    public GameRecord {
        moves = List.copyOf(moves);
    }

    public String json() {
        StringBuilder b = new StringBuilder("{\"verdict\":").append(JsonStrings.quote(verdict.id()));
        if (!(verdict instanceof Verdict.Ok)) {
            b.append(',').append(verdict.detailsJson());
        }
        b.append(",\"result\":").append(JsonStrings.quote(result));
        b.append(",\"game\":").append(JsonStrings.quote(game));
        b.append(",\"instance\":").append(JsonStrings.quote(instance));
        b.append(",\"runtime\":").append(JsonStrings.quote(runtime.id()));
        b.append(",\"opponent\":").append(JsonStrings.quote(opponent));
        b.append(",\"botPlayer\":").append(botPlayer);
        b.append(",\"moves\":[");
        for (int i = 0; i < moves.size(); i++) {
            JsonStrings.append(b.append(i == 0 ? "" : ","), moves.get(i));
        }
        b.append("],\"cpuMs\":{\"bot\":")
                .append(cpuMillis)
                .append(",\"opponent\":")
                .append(opponentCpuMillis);
        b.append("},\"wallMs\":").append(wallMillis).append(",\"botWallMs\":").append(botWallMillis);
        b.append(",\"peakMemoryBytes\":")
                .append(peakMemoryBytes)
                .append(",\"peakTasks\":")
                .append(peakTasks);
        b.append(",\"outputBytes\":")
                .append(outputBytes)
                .append(",\"progressLines\":")
                .append(progressLines);
        b.append(",\"limits\":{")
                .append(limits.json())
                .append("},\"sandbox\":")
                .append(SandboxCommand.json(sandboxUid));
        return b.append(",\"stderr\":")
                .append(JsonStrings.quote(stderrTail))
                .append('}')
                .toString();
    }
}
