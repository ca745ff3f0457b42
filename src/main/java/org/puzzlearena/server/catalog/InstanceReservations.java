package org.puzzlearena.server.catalog;

import java.util.Optional;

/**
 * Instances that only one place may take results on for a while: a contest's own instances
 * (generated from a seed or uploaded, so nobody has seen them) belong to the contest until it
 * ends. Ordinary submissions and public bot runs ask here first, so nobody can post moves for
 * such an instance where other participants could copy them. Catalogue instances stay public:
 * their leaderboards are open to everyone anyway. Implemented by the contests package, which
 * depends on submissions and bot runs, not the other way round.
 */
public interface InstanceReservations {

    /** Why {@code game}/{@code instance} takes no ordinary results now, or empty when it does. */
    Optional<String> reservedNow(String game, String instance);

    /**
     * Why no answer for {@code game}/{@code instance} may be published now, or empty when one may:
     * a contest's own instance stays unpublished until every contest holding it is public (ended,
     * and any freeze lifted), which is longer than {@link #reservedNow}. Asked before an admin adds
     * a record, which everyone sees at once.
     */
    Optional<String> unpublishedNow(String game, String instance);
}
