package org.puzzlearena.server.suites;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.puzzlearena.server.catalog.GameCatalog;

/**
 * The suites, defined here in code so their ids and items never change under the suite runs and
 * comparisons that name them (a new budget or instance set is a new suite), plus any that
 * {@code arena.suites.extra.*} adds. Every item is checked against the game catalogue at start-up.
 */
@ApplicationScoped
public class SuiteCatalog {

    /** The catalogue's own suites, in the order they are listed. */
    static final List<Suite> BUILT_IN = List.of(
            new Suite(
                    "samegame-standard-10",
                    "SameGame standard 20 at 10 CPU-s",
                    "The 20 standard SameGame boards, 10 CPU-seconds each: the classic benchmark set at equal"
                            + " compute (200 CPU-s in all).",
                    sameGameStandard(1, 20, 10)),
            new Suite(
                    "morpion-60",
                    "Morpion 5D and 5T at 60 CPU-s",
                    "Morpion Solitaire in its two 5-in-a-row variants, disjoint (5D) and touching (5T), 60"
                            + " CPU-seconds each.",
                    List.of(new SuiteItem("morpion-5d", "cross", 60), new SuiteItem("morpion-5t", "cross", 60))),
            new Suite(
                    "samegame-quick-2",
                    "SameGame quick: 3 boards at 2 CPU-s",
                    "SameGame standard boards 1 to 3 at 2 CPU-seconds each: a small suite for trying a bot out"
                            + " (6 CPU-s in all).",
                    sameGameStandard(1, 3, 2)));

    @Inject
    SuiteSettings settings;

    @Inject
    GameCatalog games;

    private final Map<String, Suite> suites = new LinkedHashMap<>();

    @PostConstruct
    void load() {
        List<Suite> all = new ArrayList<>(BUILT_IN);
        settings.extra()
                .forEach((id, e) -> all.add(new Suite(
                        id,
                        e.title(),
                        e.description().orElse(""),
                        e.instances().stream()
                                .map(i -> new SuiteItem(e.game(), i.strip(), e.cpuSeconds()))
                                .toList())));
        for (Suite s : all) {
            // A suite naming an instance the catalogue lacks is a deployment error: fail at start-up.
            s.items().forEach(i -> games.initialStateForRequest(i.game(), i.instance()));
            if (suites.putIfAbsent(s.id(), s) != null) {
                throw new IllegalStateException("two suites are named " + s.id());
            }
        }
    }

    public List<Suite> all() {
        return List.copyOf(suites.values());
    }

    public Optional<Suite> find(String id) {
        return Optional.ofNullable(suites.get(id));
    }

    private static List<SuiteItem> sameGameStandard(int from, int to, double cpuSeconds) {
        return IntStream.rangeClosed(from, to)
                .mapToObj(i -> new SuiteItem("samegame", "standard/" + i, cpuSeconds))
                .toList();
    }
}
