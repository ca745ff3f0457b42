package org.puzzlearena.search;

/**
 * Receives a search's events on the search's own thread. Implementations must return quickly
 * (hand the event to a queue): the search waits while they run.
 */
@FunctionalInterface
public interface SearchListener {

    SearchListener NONE = event -> {};

    void on(SearchEvent event);
}
