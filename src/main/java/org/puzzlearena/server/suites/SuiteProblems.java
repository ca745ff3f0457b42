package org.puzzlearena.server.suites;

import org.puzzlearena.server.api.ApiException;

/** The suites' HTTP answers to refusals, shared by their resources. */
final class SuiteProblems {

    private SuiteProblems() {}

    static ApiException noSuite(String id) {
        return ApiException.notFound("no suite '" + id + "'; GET /api/suites lists them");
    }

    static ApiException noSuiteRun(String id) {
        return ApiException.notFound("no suite run " + id);
    }

    static ApiException refusal(SuiteRunOutcome.Refused refused) {
        return switch (refused) {
            case SuiteRunOutcome.NoSuite n -> noSuite(n.id());
            case SuiteRunOutcome.FieldRefused f -> ApiException.refused(f.why());
            case SuiteRunOutcome.InstanceReserved r -> ApiException.conflict("instance", r.why());
        };
    }
}
