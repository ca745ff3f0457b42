package org.puzzlearena.server.contests;

import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import static org.puzzlearena.server.contests.ContestMessagesTest.as;
import static org.puzzlearena.server.contests.ContestMessagesTest.ask;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.ContestMessagesProfile;
import org.puzzlearena.server.MutableClock;

/**
 * The announcements and clarifications in the CSV export ({@code table=messages}, issue 37): the
 * same messages as the JSON export, the askers and private answers for staff only.
 */
@QuarkusTest
@TestProfile(ContestMessagesProfile.class)
class ContestMessagesCsvTest {

    static final String HEADER = "kind,id,posted_at,author,text,game,instance,answer,answered_by,to_all,answered_at";

    @Test
    void theMessagesTableHoldsAnnouncementsThenClarifications() {
        MutableClock clock = ContestFixtures.installClock();
        String organizerName = registerOrganizer("csv-org");
        String organizer = login(organizerName);
        String aliceName = register("csv-alice");
        String alice = login(aliceName);
        String bobName = register("csv-bob");
        String bob = login(bobName);
        long id = create(organizer, contest("CSV talk", "sum", List.of(instance("samegame", "standard/1"))));
        registerFor(alice, id);
        registerFor(bob, id);
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(1));

        announce(organizer, id, "Instance 1, fixed: \"see\" the statement")
                .then()
                .statusCode(201);
        long mine = ask(alice, id, Map.of("question", "=SUM(A1) is my question?"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        answer(organizer, id, mine, "Only for you", false).then().statusCode(200);
        long open = ask(bob, id, Map.of("question", "May bots submit?", "game", "samegame", "instance", "standard/1"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        long unanswered = ask(bob, id, Map.of("question", "Still there?"))
                .then()
                .extract()
                .jsonPath()
                .getLong("id");
        answer(organizer, id, open, "Yes with a token", true).then().statusCode(200);

        // Staff, during the contest: every message, the askers named, quotes doubled, the formula defused.
        List<String> staff = lines(as(organizer)
                .get("/api/contests/" + id + "/export?format=csv&table=messages")
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .header("Content-Disposition", containsString("contest-" + id + "-messages.csv"))
                .extract()
                .asString());
        assertEquals(5, staff.size(), String.join("\n", staff));
        assertEquals(HEADER, staff.get(0));
        assertEquals("announcement", field(staff.get(1), 0));
        assertEquals(organizerName, field(staff.get(1), 3));
        assertEquals(true, staff.get(1).contains(",\"Instance 1, fixed: \"\"see\"\" the statement\",,"), staff.get(1));
        assertEquals(true, staff.get(2).startsWith("clarification," + mine + ","), staff.get(2));
        assertEquals(aliceName, field(staff.get(2), 3));
        assertEquals("'=SUM(A1) is my question?", field(staff.get(2), 4));
        assertEquals("Only for you", field(staff.get(2), 7), staff.get(2));
        assertEquals(organizerName, field(staff.get(2), 8), staff.get(2));
        assertEquals("false", field(staff.get(2), 9), staff.get(2));
        assertEquals(true, field(staff.get(2), 10).startsWith("20"), staff.get(2));
        assertEquals(bobName, field(staff.get(3), 3));
        assertEquals("samegame", field(staff.get(3), 5));
        assertEquals("standard/1", field(staff.get(3), 6));
        assertEquals("true", field(staff.get(3), 9));
        // An unanswered question: its answer columns are empty.
        assertEquals(true, staff.get(4).startsWith("clarification," + unanswered + ","), staff.get(4));
        assertEquals(true, staff.get(4).endsWith("Still there?,,,,,,"), staff.get(4));

        // Nobody else before the end; after it (unfrozen) the public answers only, without the asker.
        as(bob).get("/api/contests/" + id + "/export?format=csv&table=messages")
                .then()
                .statusCode(403);
        as(organizer)
                .get("/api/contests/" + id + "/export?format=csv&table=chat")
                .then()
                .statusCode(400);
        clock.set(T0.plus(Duration.ofHours(5)));
        as(organizer).post("/api/contests/" + id + "/unfreeze").then().statusCode(200);
        List<String> open2 = lines(as(null).get("/api/contests/" + id + "/export?format=csv&table=messages")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        assertEquals(3, open2.size(), String.join("\n", open2));
        assertEquals("", field(open2.get(2), 3));
        assertEquals("May bots submit?", field(open2.get(2), 4));
        assertEquals("", field(open2.get(2), 8));
    }

    private static List<String> lines(String csv) {
        assertEquals(true, csv.endsWith("\r\n"));
        return List.of(csv.split("\r\n"));
    }

    /** The {@code i}th field of a row whose fields hold no quoted comma. */
    private static String field(String row, int i) {
        return row.split(",", -1)[i];
    }
}
