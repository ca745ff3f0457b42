package org.puzzlearena.server.submissions;

import java.util.Optional;
import org.puzzlearena.server.accounts.Caller;

/**
 * Who may read a contest's submission (its moves would hand a running contest's best solution to
 * anyone; its time and score would leak a frozen board). Implemented by the contests package,
 * which knows the contest's state; ordinary submissions are public and never asked about.
 */
public interface SubmissionVisibility {

    boolean mayRead(Submission contestSubmission, Optional<Caller> caller);
}
