package org.puzzlearena.server.suites;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.Caller;

/**
 * A suite run survives its server: what a server that stopped right after storing a suite run
 * leaves (the run and its waiting items, nothing admitted) is picked up by the next server's sweep
 * and runs to its end, as if nothing had happened.
 */
@QuarkusTest
class SuiteRunRecoveryTest {

    @Inject
    SuiteRunService service;

    @Inject
    SuiteAdmissions admissions;

    @Inject
    SuiteCatalog catalog;

    @Inject
    AccountRepository accounts;

    @Inject
    ObjectMapper json;

    @Test
    void aStoredSuiteRunWithWaitingItemsIsPickedUpByTheSweep() throws Exception {
        String name = ServerTestSupport.register("suite-restart");
        Caller caller = QuarkusTransaction.requiringNew()
                .call(() -> Caller.person(accounts.findByUsername(name).orElseThrow()));
        ObjectNode config = json.createObjectNode().put("algorithm", "sample").put("seed", 11);
        long id = service.store(
                caller, catalog.find("test-tiny").orElseThrow(), config, "iterative sampling, test restart");
        SuiteRunView stored = service.find(id).orElseThrow();
        assertEquals("running", stored.state());
        assertTrue(stored.runs().stream().allMatch(i -> i.botRunId() == null), "nothing admitted yet");

        admissions.sweep(); // what a restarted server does first, and then every sweep interval

        SuiteRunView done = awaitEnd(id);
        assertEquals("finished", done.state(), done.toString());
        assertEquals(
                done.runs().stream().mapToLong(SuiteRunView.Item::score).sum(),
                done.total().longValue());
        assertTrue(done.runs().stream().allMatch(i -> i.botRunId() != null && "finished".equals(i.state())));
    }

    /** The suite run once it has ended (a generous minute and a half). */
    private SuiteRunView awaitEnd(long id) throws InterruptedException {
        long end = System.nanoTime() + 90_000_000_000L;
        SuiteRunView run = service.find(id).orElseThrow();
        while (run.state().equals("running") && System.nanoTime() < end) {
            Thread.sleep(100);
            run = service.find(id).orElseThrow();
        }
        return run;
    }
}
