package org.puzzlearena.hosting;

import java.util.List;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.State;

/**
 * The lines a bot reads in a two-player game (docs/HOSTED_BOTS.md): the request when the game starts,
 * a turn each time it is to move, and the last word when the game is over. One place, so a bot hears
 * the same protocol whether its opponent is a reference player or another hosted bot.
 */
final class TurnLines {

    private TurnLines() {}

    static String request(State start, int botPlayer, String opponent, SandboxLimits limits) {
        StringBuilder b = new StringBuilder("{\"game\":");
        JsonStrings.append(b, start.game().id()).append(",\"instance\":");
        JsonStrings.append(b, start.instanceId()).append(",\"position\":").append(start.positionJson());
        b.append(",\"legalMoves\":").append(legalMoves(start));
        return b.append(",\"player\":")
                .append(botPlayer)
                .append(",\"opponent\":")
                .append(JsonStrings.quote(opponent))
                .append(",\"budget\":{\"cpuSeconds\":")
                .append(HostedRun.seconds(limits.cpuMillis()))
                .append(",\"wallSeconds\":")
                .append(HostedRun.seconds(limits.wallMillis()))
                .append(",\"per\":\"game\"}}\n")
                .toString();
    }

    static String turn(State position, String opponentMove, List<String> moves) {
        return "{\"position\":" + position.positionJson() + ",\"legalMoves\":" + legalMoves(position)
                + ",\"opponentMove\":" + (opponentMove == null ? "null" : JsonStrings.quote(opponentMove))
                + ",\"moves\":" + moves(moves) + "}\n";
    }

    /** How the game ended for the bot; {@code opponentMove} is the opponent's last move if it made the last one. */
    static String last(String result, String opponentMove, List<String> moves) {
        return "{\"result\":" + JsonStrings.quote(result) + ",\"opponentMove\":"
                + (opponentMove == null ? "null" : JsonStrings.quote(opponentMove))
                + ",\"moves\":" + moves(moves) + "}\n";
    }

    static String moves(List<String> moves) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < moves.size(); i++) {
            JsonStrings.append(b.append(i == 0 ? "" : ","), moves.get(i));
        }
        return b.append(']').toString();
    }

    private static String legalMoves(State s) {
        StringBuilder b = new StringBuilder("[");
        int[] buffer = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(buffer);
        for (int i = 0; i < n; i++) {
            JsonStrings.append(b.append(i == 0 ? "" : ","), s.formatMove(buffer[i]));
        }
        return b.append(']').toString();
    }
}
