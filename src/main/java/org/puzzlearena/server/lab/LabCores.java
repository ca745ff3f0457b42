package org.puzzlearena.server.lab;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.ratelimit.FairSlots;

/**
 * The cores the MCTS lab may use (one per two cores), shared in turns across client addresses: a
 * search or grade waits for its address's turn instead of being refused while another address
 * holds the core, and a grade that has held a core for {@code arena.lab.turn} yields it while
 * another address waits (it goes on in its next turn). A computation whose client has gone stops
 * within milliseconds and is counted ({@code arena.lab.cancelled}). First come first served let
 * one address's 20-second grades, back to back, refuse every other address's search.
 */
@ApplicationScoped
public class LabCores {

    @ConfigProperty(name = "arena.lab.max-waiting", defaultValue = "16")
    int maxWaiting;

    @ConfigProperty(name = "arena.lab.max-waiting-per-address", defaultValue = "2")
    int maxWaitingPerAddress;

    @ConfigProperty(name = "arena.lab.max-wait", defaultValue = "30s")
    Duration maxWait;

    /**
     * How long a grade keeps the core once another address waits: short, since the waiting search
     * is often a UCT search of a few milliseconds, and a grade's turns lose little (its solver's
     * table keeps what it proved). A grade yields only while someone else waits.
     */
    @ConfigProperty(name = "arena.lab.turn", defaultValue = "20ms")
    Duration turn;

    @Inject
    MeterRegistry registry;

    private FairSlots slots;
    private Counter cancelled;
    private volatile boolean stopping;

    @PostConstruct
    void init() {
        slots = new FairSlots(
                Math.max(1, Runtime.getRuntime().availableProcessors() / 2), maxWaiting, maxWaitingPerAddress);
        Gauge.builder("arena.lab.running", slots, FairSlots::running)
                .description("MCTS lab searches and grades running now")
                .register(registry);
        Gauge.builder("arena.lab.waiting", slots, FairSlots::waiting)
                .description("MCTS lab searches and grades waiting for their address's turn")
                .register(registry);
        cancelled = Counter.builder("arena.lab.cancelled")
                .description("MCTS lab searches and grades stopped because their client went away")
                .register(registry);
    }

    /** What running on a lab core came to. */
    sealed interface Run<T> {}

    /** The computation ran: its result, and whether its turn was cut short for another address. */
    record Ran<T>(T result, boolean yielded) implements Run<T> {}

    /** No core: the queue is full, or none came within the maximum wait. */
    record Busy<T>() implements Run<T> {}

    /** The client went away (while waiting, or while it ran: then it was stopped). */
    record Gone<T>() implements Run<T> {}

    /** The server is stopping: the computation was stopped (or never started), its answer a 503. */
    record Stopping<T>() implements Run<T> {}

    /**
     * SIGTERM: every search and grade stops now and waiters leave the queue, so that the request drain
     * (which waits for their answers) is not held for a grade's 20 s. Runs before the drain's observer.
     */
    void stop(@Observes @Priority(100) ShutdownDelayInitiatedEvent stopping) {
        this.stopping = true;
    }

    /**
     * Runs {@code search} on a lab core in {@code address}'s turn. {@code search} gets the signal to
     * stop early: its client is gone ({@code clientGone}), or (when {@code mayYield}) it has had its
     * turn and another address waits.
     */
    <T> Run<T> run(String address, BooleanSupplier clientGone, boolean mayYield, Function<BooleanSupplier, T> search) {
        if (stopping) {
            return new Stopping<>();
        }
        switch (slots.acquire(address, maxWait, () -> stopping || clientGone.getAsBoolean())) {
            case FairSlots.Turn t -> {
                try (t) {
                    boolean[] yielded = {false};
                    long turnNanos = turn.toNanos();
                    T result = search.apply(() -> {
                        if (stopping || clientGone.getAsBoolean()) {
                            return true;
                        }
                        if (mayYield && t.held().toNanos() > turnNanos && t.othersWaiting()) {
                            yielded[0] = true;
                            return true;
                        }
                        return false;
                    });
                    if (clientGone.getAsBoolean()) {
                        cancelled.increment();
                        return new Gone<>();
                    }
                    if (stopping) {
                        return new Stopping<>();
                    }
                    return new Ran<>(result, yielded[0]);
                }
            }
            case FairSlots.Abandoned a -> {
                if (stopping && !clientGone.getAsBoolean()) {
                    return new Stopping<>();
                }
                cancelled.increment();
                return new Gone<>();
            }
            case FairSlots.Full f -> {
                return new Busy<>();
            }
            case FairSlots.TimedOut o -> {
                return new Busy<>();
            }
        }
    }

    /** Computations stopped or dropped from the queue because their client went away, since start. */
    public long cancelled() {
        return (long) cancelled.count();
    }

    /** How many searches and grades may run at once. */
    public int slots() {
        return slots.slots();
    }

    /** Searches and grades running now. */
    public int running() {
        return slots.running();
    }

    /** Searches and grades waiting for a core. */
    public int waiting() {
        return slots.waiting();
    }
}
