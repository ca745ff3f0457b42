package org.puzzlearena.server.suites;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.botruns.BotRun;
import org.puzzlearena.server.botruns.BotRunRecovery;
import org.puzzlearena.server.botruns.BotRunRepository;

/**
 * A suite run survives its server: what a server that stopped right after storing a suite run
 * leaves (the run and its waiting items, nothing admitted) is picked up by the next server's sweep
 * and runs to its end, as if nothing had happened; an item whose bot run the stop interrupted is
 * started anew.
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

    @Inject
    SuiteRunRepository repository;

    @Inject
    BotRunRepository botRunRepository;

    @Inject
    BotRunRecovery recovery;

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

    @Test
    void anItemWhoseRunAStopInterruptedIsStartedAnewWithTheSameSeed() throws Exception {
        String name = ServerTestSupport.register("suite-crash");
        Suite suite = catalog.find("test-tiny").orElseThrow();
        // What a server that crashed under a suite run leaves: the suite run, its first item's bot
        // run still marked running, the other items waiting. One transaction, so a sweep sees all or none.
        long[] ids = QuarkusTransaction.requiringNew().call(() -> {
            Account account = accounts.findByUsername(name).orElseThrow();
            BotRun left = new BotRun();
            left.account = account;
            left.name = "iterative sampling, tabu, 0.2 CPU-s";
            left.game = "samegame";
            left.instanceId = "standard/1";
            left.algorithm = "sample";
            left.level = 1;
            left.memorize = true;
            left.iterations = 100;
            left.threads = 1;
            left.cpuSeconds = 0.2;
            left.seed = 12;
            left.state = "running";
            left.createdAt = Instant.now().minusSeconds(30);
            left.startedAt = Instant.now().minusSeconds(29);
            botRunRepository.persist(left);
            SuiteRun run = new SuiteRun();
            run.suiteId = suite.id();
            run.account = account;
            run.callerKind = "person";
            run.configuration = "{\"algorithm\":\"sample\",\"seed\":12}";
            run.seed = 12;
            run.bot = "iterative sampling, tabu";
            run.state = SuiteRun.RUNNING;
            run.createdAt = Instant.now().minusSeconds(30);
            repository.persist(run);
            for (int i = 0; i < suite.items().size(); i++) {
                SuiteRunItem item = new SuiteRunItem();
                item.suiteRunId = run.id;
                item.position = i;
                item.game = suite.items().get(i).game();
                item.instanceId = suite.items().get(i).instance();
                item.cpuSeconds = suite.items().get(i).cpuSeconds();
                if (i == 0) {
                    item.botRunId = left.id;
                    item.attempts = 1;
                }
                repository.persistItem(item);
            }
            return new long[] {run.id, left.id};
        });

        assertTrue(recovery.recover() >= 1, "the start-up recovery interrupts the abandoned bot run");
        admissions.sweep();

        SuiteRunView done = awaitEnd(ids[0]);
        assertEquals("finished", done.state(), done.toString());
        long again = done.runs().getFirst().botRunId();
        assertTrue(again != ids[1], "the first item has a new bot run");
        assertEquals("interrupted", BotRuns.get(ids[1]).getString("state"));
        assertEquals(12, BotRuns.get(again).getLong("seed"), "started anew with the suite run's seed");
        assertEquals(0.2, BotRuns.get(again).getDouble("cpuSeconds"));
        assertEquals(
                done.runs().stream().mapToLong(SuiteRunView.Item::score).sum(),
                done.total().longValue());
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
