package org.puzzlearena.server.beamtasks;

/**
 * What a beam search's master and the remote workers send each other through the broker: a task is
 * pure data (the position as moves from the instance's initial state, the level, the seed), so any
 * worker computes exactly what the master's own threads would have.
 */
public final class BeamTaskMessages {

    private BeamTaskMessages() {}

    /**
     * A lower-level search: {@code moves} from the initial state of {@code game}/{@code instance},
     * then a beam search of {@code level} with {@code beam}'s sizes and {@code policy}, seeded with
     * {@code seed}, within {@code seconds}. {@code task} and {@code epoch} identify it to the master.
     */
    public record Task(
            long task,
            int epoch,
            String game,
            String instance,
            int[] beam,
            String policy,
            int[] moves,
            int level,
            long seed,
            double seconds) {}

    /** The best finished game the task found ({@code end}: its moves from the initial state) and its playouts. */
    public record Reply(long task, int epoch, int[] end, long playouts) {}
}
