package org.puzzlearena.server.arena;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.State;

/**
 * A remote bot's game in progress, shared by the thread that plays it (which waits for the bot's
 * moves) and the requests that bring them. A move is read by the rules when it arrives, so the bot
 * hears at once whether it was legal; the playing thread gets the verdict through {@link #await}.
 */
final class RemoteGame {

    /** What became of the bot's turn. */
    sealed interface Reply {}

    /** A legal move, with the wall time since the turn was sent. */
    record Moved(int move, String text, double wallMs) implements Reply {}

    /** A move the rules refuse, with their reason: the bot loses the game. */
    record Illegal(String text, String reason) implements Reply {}

    /** No move within the time: the bot loses the game. */
    record TimedOut(double seconds) implements Reply {}

    /** What a move request came to. */
    sealed interface Submitted {}

    record Accepted(int ply, String move, double wallMs) implements Submitted {}

    record Refused(int moveIndex, String move, String reason) implements Submitted {}

    /** Not the bot's turn, or the game is over: the reason. */
    record NotNow(String reason) implements Submitted {}

    final String id;
    final long botId;
    final long ownerAccountId;
    final int openingPlies;
    private final long limitNanos;
    private final BlockingQueue<Reply> replies = new ArrayBlockingQueue<>(1);
    private State position;
    private int ply;
    private long turnStarted;
    private boolean awaiting;
    private boolean over;

    RemoteGame(String id, long botId, long ownerAccountId, int openingPlies, double secondsPerMove) {
        this.id = id;
        this.botId = botId;
        this.ownerAccountId = ownerAccountId;
        this.openingPlies = openingPlies;
        this.limitNanos = Math.round(secondsPerMove * 1e9);
    }

    /** The bot's turn begins now at {@code position}, the {@code ply}-th move after the opening. */
    synchronized void turn(State position, int ply) {
        this.position = position.copy();
        this.ply = ply;
        this.turnStarted = System.nanoTime();
        this.awaiting = true;
    }

    /** A move request: read by the rules now, handed to the playing thread, answered at once. */
    synchronized Submitted submit(String text) {
        long now = System.nanoTime();
        if (over) {
            return new NotNow("game " + id + " is over");
        }
        if (!awaiting) {
            return new NotNow("it is not your turn in game " + id + ": wait for a yourTurn event");
        }
        awaiting = false;
        double wallMs = (now - turnStarted) / 1e6;
        if (now - turnStarted > limitNanos) {
            replies.offer(new TimedOut(limitNanos / 1e9));
            return new NotNow("too late: the move came after " + Math.round(wallMs) + " ms, over the limit of "
                    + limitNanos / 1_000_000 + " ms; the game is lost on time");
        }
        return switch (position.readMove(text)) {
            case MoveCheck.Ok ok -> {
                String canonical = position.formatMove(ok.move());
                replies.offer(new Moved(ok.move(), canonical, wallMs));
                yield new Accepted(ply, canonical, wallMs);
            }
            case MoveCheck.Refused r -> {
                replies.offer(new Illegal(text, r.reason()));
                yield new Refused(openingPlies + ply, text, r.reason());
            }
        };
    }

    /**
     * Waits up to {@code sliceMillis} for the bot's reply to the current turn: null while there is
     * time left and no reply yet (the caller writes a keep-alive and waits again), the reply, or
     * {@link TimedOut} once the limit has passed.
     */
    Reply await(long sliceMillis) throws InterruptedException {
        long left;
        synchronized (this) {
            left = limitNanos - (System.nanoTime() - turnStarted);
        }
        Reply r = replies.poll(Math.max(1, Math.min(left / 1_000_000, sliceMillis)), TimeUnit.MILLISECONDS);
        if (r != null) {
            return r;
        }
        synchronized (this) {
            if (awaiting && System.nanoTime() - turnStarted >= limitNanos) {
                awaiting = false;
                return new TimedOut(limitNanos / 1e9);
            }
        }
        // A reply offered between the poll and the lock is in the queue now.
        return replies.poll();
    }

    /** The game ended (played out, forfeited or dropped): later moves are refused. */
    synchronized void end() {
        over = true;
        awaiting = false;
    }
}
