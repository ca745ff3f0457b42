package org.puzzlearena.server.suites;

import java.util.List;

/**
 * A fixed set of instances, each with a CPU budget: a bot run on a suite gets a score per item and
 * their total, comparable with every other bot run on the same suite (the same instances at the
 * same budgets). Its id is stable: suite runs and their comparison refer to it.
 */
public record Suite(String id, String title, String description, List<SuiteItem> items) {

    public Suite {
        items = List.copyOf(items);
    }

    /** The CPU time one run of the suite may spend, over all its items. */
    public double totalCpuSeconds() {
        return items.stream().mapToDouble(SuiteItem::cpuSeconds).sum();
    }
}
