package org.puzzlearena.server.suites;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A suite as the API shows it. */
public record SuiteView(String id, String title, String description, List<Item> items, double totalCpuSeconds) {

    @Schema(name = "SuiteItem")
    public record Item(String game, String instance, double cpuSeconds) {}

    static SuiteView of(Suite s) {
        return new SuiteView(
                s.id(),
                s.title(),
                s.description(),
                s.items().stream()
                        .map(i -> new Item(i.game(), i.instance(), i.cpuSeconds()))
                        .toList(),
                s.totalCpuSeconds());
    }
}
