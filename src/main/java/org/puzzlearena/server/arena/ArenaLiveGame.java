package org.puzzlearena.server.arena;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.puzzlearena.server.live.ClientQueue;

/**
 * One live arena game as this instance heard it: built from its {@code started} event, then each
 * event brings it up to date and becomes the message its watchers get. Guarded by {@link
 * ArenaLiveFeed}'s lock, except {@link #clients}, which a departing client leaves on its own.
 */
final class ArenaLiveGame {

    final ArenaLiveEvent start;
    final Set<ClientQueue> clients = ConcurrentHashMap.newKeySet();
    private final List<ArenaLiveMessages.Move> moves = new ArrayList<>();
    private String state = "playing";
    private String result;
    private Long gameId;
    private Boolean counted;
    private long lastSeq;
    private long lastHeardAt;
    private long endedAt;

    ArenaLiveGame(ArenaLiveEvent start) {
        this.start = start;
        this.lastHeardAt = start.at();
    }

    String liveId() {
        return start.liveId();
    }

    /** The message for {@code e} (the game's {@code started} gives its own), or null for an event out of turn. */
    ArenaLiveMessages.Message apply(ArenaLiveEvent e, long now) {
        lastHeardAt = now;
        switch (e.kind()) {
            case "started":
                return new ArenaLiveMessages.Started(
                        0, e.liveId(), e.game(), e.pool(), e.first(), e.second(), e.seed(), e.opening(), e.at());
            case "move":
                // A move is the next one or none: a gap (an instance that started hearing mid-game) is not papered
                // over.
                if (!"playing".equals(state) || e.move().ply() != moves.size()) {
                    return null;
                }
                moves.add(e.move());
                lastSeq = e.seq();
                return new ArenaLiveMessages.Moved(e.seq(), e.liveId(), e.move(), e.at());
            case "ended":
                if (!"playing".equals(state)) {
                    return null;
                }
                state = "ended";
                result = e.result();
                endedAt = now;
                lastSeq = e.seq();
                return new ArenaLiveMessages.Ended(e.seq(), e.liveId(), e.result(), e.plies(), e.at());
            case "stored":
                if (gameId != null) {
                    return null;
                }
                state = "stored";
                gameId = e.gameId();
                counted = e.counted();
                endedAt = endedAt == 0 ? now : endedAt;
                lastSeq++;
                return new ArenaLiveMessages.Stored(lastSeq, e.liveId(), e.gameId(), e.counted(), e.at());
            default:
                return null;
        }
    }

    boolean stored() {
        return gameId != null;
    }

    /** Whether to forget it: ended over {@code keepEndedMs} ago, or silent for {@code keepSilentMs} (a pair that failed). */
    boolean expired(long now, long keepEndedMs, long keepSilentMs) {
        return endedAt != 0 ? now - endedAt > keepEndedMs : now - lastHeardAt > keepSilentMs;
    }

    ArenaLiveMessages.Summary summary() {
        return new ArenaLiveMessages.Summary(
                start.liveId(),
                start.game(),
                start.pool(),
                start.first(),
                start.second(),
                start.seed(),
                moves.size(),
                state,
                result,
                gameId,
                start.at());
    }

    ArenaLiveMessages.Game snapshot() {
        return new ArenaLiveMessages.Game(
                lastSeq,
                start.liveId(),
                start.game(),
                start.pool(),
                start.first(),
                start.second(),
                start.seed(),
                start.opening(),
                List.copyOf(moves),
                state,
                result,
                gameId,
                counted,
                start.at());
    }
}
