package org.puzzlearena.server.accounts;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * Gives accounts made before skeletons existed (migration V10 adds the column empty) their
 * skeleton, at start-up, oldest account first. Where two old names look alike, the older account
 * gets the skeleton and the newer keeps none: both names keep working (log-in is by the name
 * itself), and no new name can look like either. Runs once per account; later starts find nothing to do.
 */
@ApplicationScoped
public class UsernameSkeletonBackfill {

    private static final Logger LOG = Logger.getLogger(UsernameSkeletonBackfill.class);

    @Inject
    AccountRepository accounts;

    void onStart(@Observes @Priority(10) StartupEvent event) {
        fill();
    }

    /** Fills what is missing; answers how many accounts got a skeleton. */
    @Transactional
    public int fill() {
        // Accounts that clashed stay without one and are looked at again at each start: they are few.
        List<Account> missing = accounts.list("usernameSkeleton is null order by id");
        if (missing.isEmpty()) {
            return 0;
        }
        @SuppressWarnings("unchecked")
        Set<String> taken = new HashSet<>(accounts.getEntityManager()
                .createQuery("select a.usernameSkeleton from Account a where a.usernameSkeleton is not null")
                .getResultList());
        int filled = 0;
        for (Account a : missing) {
            String skeleton = UsernameSkeleton.of(a.username);
            if (taken.add(skeleton)) {
                a.usernameSkeleton = skeleton;
                filled++;
            } else {
                LOG.warnf(
                        "account %d '%s' looks like an older account's name; it keeps working, and no new name may look like it",
                        a.id, a.username);
            }
        }
        return filled;
    }
}
