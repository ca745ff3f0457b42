package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;
import static org.puzzlearena.server.contests.ContestMessagesTest.announce;
import static org.puzzlearena.server.contests.ContestMessagesTest.answer;
import static org.puzzlearena.server.contests.ContestMessagesTest.ask;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.ContestMessagesProfile;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.MutableClock;

/**
 * Announcements and clarifications on the scoreboard's websocket: each reaches exactly the
 * watchers who may read it (an announcement everyone, a new question staff, a private answer the
 * asker and staff, an answer to all everyone), and nothing else is sent to the others.
 */
@QuarkusTest
@TestProfile(ContestMessagesProfile.class)
class ContestMessagesLiveTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final Duration QUIET = Duration.ofMillis(1000);

    /** The next message that is not a scoreboard update (the tick may send one when the board changes). */
    private static JsonNode nextMessage(LiveClient c) throws InterruptedException {
        while (true) {
            JsonNode m = c.next(WAIT);
            if (!isBoardUpdate(m)) {
                return m;
            }
        }
    }

    private static boolean isBoardUpdate(JsonNode m) {
        return List.of("update", "boardUpdate").contains(m.path("type").asText());
    }

    /** Nothing but scoreboard updates arrives for a while. */
    private static void hearsNoMessage(LiveClient c, String who) throws InterruptedException {
        for (JsonNode m = c.poll(QUIET); m != null; m = c.poll(QUIET)) {
            assertTrue(isBoardUpdate(m), who + " was sent " + m);
        }
    }

    @Test
    void eachMessageReachesExactlyWhoMayReadIt() throws Exception {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(registerOrganizer("live-org"));
        String aliceName = register("alice");
        String alice = login(aliceName);
        String bob = login(register("bob"));
        long id = create(organizer, contest("Live talk", "sum", List.of(instance("samegame", "standard/1"))));
        registerFor(alice, id);
        registerFor(bob, id);
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(1));
        String path = "/ws/contests/" + id + "/scoreboard";

        try (LiveClient staffLive = LiveClient.connectWithSession(path, organizer);
                LiveClient aliceLive = LiveClient.connectWithSession(path, alice);
                LiveClient bobLive = LiveClient.connectWithSession(path, bob);
                LiveClient publicLive = LiveClient.connect(path)) {
            for (LiveClient c : List.of(staffLive, aliceLive, bobLive, publicLive)) {
                assertEquals("snapshot", c.next(WAIT).path("type").asText());
            }

            announce(organizer, id, "Instance 1 is fixed").then().statusCode(201);
            for (LiveClient c : List.of(staffLive, aliceLive, bobLive, publicLive)) {
                JsonNode m = nextMessage(c);
                assertEquals("announcement", m.path("type").asText());
                assertEquals(ScoreboardMessages.VERSION, m.path("v").asInt());
                assertEquals(
                        "Instance 1 is fixed",
                        m.path("announcement").path("text").asText());
            }

            long q = ask(alice, id, Map.of("question", "Secret question?"))
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            JsonNode question = nextMessage(staffLive);
            assertEquals("clarification", question.path("type").asText());
            assertEquals("question", question.path("event").asText());
            assertEquals(aliceName, question.path("clarification").path("asker").asText());
            assertEquals(
                    "Secret question?",
                    question.path("clarification").path("question").asText());

            answer(organizer, id, q, "Private answer", false).then().statusCode(200);
            JsonNode toAlice = nextMessage(aliceLive);
            assertEquals("answer", toAlice.path("event").asText());
            assertEquals(
                    "Private answer",
                    toAlice.path("clarification").path("answer").asText());
            assertTrue(toAlice.path("clarification").path("mine").asBoolean());
            assertTrue(toAlice.path("clarification").path("asker").isNull(), "a participant is not told names");
            JsonNode toStaff = nextMessage(staffLive);
            assertEquals(
                    "Private answer",
                    toStaff.path("clarification").path("answer").asText());
            hearsNoMessage(bobLive, "Bob");
            hearsNoMessage(publicLive, "the public");

            long open = ask(bob, id, Map.of("question", "Everyone should know?"))
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            assertEquals("question", nextMessage(staffLive).path("event").asText());
            answer(organizer, id, open, "Public answer", true).then().statusCode(200);
            for (LiveClient c : List.of(staffLive, aliceLive, bobLive, publicLive)) {
                JsonNode m = nextMessage(c);
                assertEquals("clarification", m.path("type").asText());
                assertEquals(
                        "Public answer", m.path("clarification").path("answer").asText());
                assertTrue(m.path("clarification").path("toAll").asBoolean());
            }
            // Alice heard nothing of Bob's question before it was answered to all.
            hearsNoMessage(aliceLive, "Alice");
            hearsNoMessage(staffLive, "staff, after everything was delivered once");
        }
    }
}
