package org.puzzlearena.server.arena;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rating.Glicko2Constants;

/**
 * The reference anchors of each game's remote pool: a few of the server pool's anchors (the random
 * player, the weakest and the strongest minimax, and the middle and strongest UCT budgets), rated
 * apart in the remote pool so a remote bot has opponents whose strength is known from their specs
 * and whose ratings are never mixed with the server pool's (compute there is measured, here not).
 */
@ApplicationScoped
public class RemoteAnchors {

    @Inject
    ArenaPlayerRepository players;

    @Inject
    Clock clock;

    /** The remote pool's anchors of {@code game}, a subset of the server pool's, weakest kinds first. */
    static List<String> specs(String game) {
        List<String> server = ReferenceAnchors.specs(game);
        List<String> minimax =
                server.stream().filter(s -> s.startsWith("minimax:")).toList();
        List<String> uct = server.stream().filter(s -> s.startsWith("uct:")).toList();
        List<String> out = new ArrayList<>();
        out.add("random");
        if (!minimax.isEmpty()) {
            out.add(minimax.getFirst());
            add(out, minimax.getLast());
        }
        if (!uct.isEmpty()) {
            add(out, uct.get(uct.size() / 2));
            add(out, uct.getLast());
        }
        return List.copyOf(out);
    }

    private static void add(List<String> specs, String spec) {
        if (!specs.contains(spec)) {
            specs.add(spec);
        }
    }

    void onStart(@Observes StartupEvent event) {
        addAnchors();
    }

    @Transactional
    void addAnchors() {
        for (String game : ReferenceAnchors.games()) {
            for (String spec : specs(game)) {
                players.ensureReference(game, "remote", spec, Glicko2Constants.ARENA.newRating(), clock.instant());
            }
        }
    }
}
