package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Announcements and clarifications through the browser, both pages open all along: the
 * organizer's announcement appears on the participant's page live; the participant asks; the
 * question appears on the organizer's page live; the private answer appears on the participant's
 * page live, and another participant's open page shows neither question nor answer.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ContestMessagesBrowserTest extends BrowserTest {

    @Test
    void anAnnouncementAQuestionAndItsPrivateAnswerArriveLive() {
        String organizer = ServerTestSupport.registerOrganizer("msg-org");
        String participant = ServerTestSupport.register("asker");
        String other = ServerTestSupport.register("other");
        long contest = runningContest(organizer, "Messages cup", "standard/6", participant, other);

        logIn(page, organizer, "correct horse");
        open("/contests/" + contest);
        assertThat(page.locator(id("contest-messages"))).isVisible();
        Page asker = secondBrowser();
        logIn(asker, participant, "correct horse");
        asker.navigate(url("/contests/" + contest));
        assertThat(asker.locator(id("clarification-send"))).isVisible();
        Page bystander = secondBrowser();
        logIn(bystander, other, "correct horse");
        bystander.navigate(url("/contests/" + contest));
        assertThat(bystander.locator(id("clarification-send"))).isVisible();
        // The sockets are open before anything is posted.
        for (Page p : List.of(page, asker, bystander)) {
            assertThat(p.locator(id("live-status"))).hasAttribute("data-status", "open");
        }

        page.fill(id("announcement-text"), "Instance A's statement is fixed.");
        page.click(id("announcement-send"));
        Locator announced = asker.locator(id("announcement"));
        assertThat(announced).hasCount(1);
        assertThat(announced.locator(id("announcement-text"))).hasText("Instance A's statement is fixed.");
        assertThat(announced).hasAttribute("data-unread", "true");
        assertThat(asker.locator(id("messages-unread"))).hasText("1 unread");
        screenshot(asker, "contest-messages-announcement");

        asker.fill(id("clarification-text"), "Is the time limit per move or per game?");
        asker.click(id("clarification-send"));
        assertThat(asker.locator(id("clarification"))).hasCount(1);
        Locator question = page.locator(id("clarification"));
        assertThat(question).hasCount(1);
        assertThat(question).containsText(participant);
        assertThat(question.locator(id("clarification-question"))).hasText("Is the time limit per move or per game?");
        screenshot("contest-messages-staff-question");

        question.locator(id("clarification-answer-text")).fill("Per game: ten seconds in all.");
        question.locator(id("clarification-answer-send")).click();
        assertThat(question.locator(id("clarification-answer"))).hasText("Per game: ten seconds in all.");

        Locator answered = asker.locator(id("clarification"));
        assertThat(answered.locator(id("clarification-answer"))).hasText("Per game: ten seconds in all.");
        assertThat(answered.locator(id("clarification-scope"))).hasText("answered privately");
        screenshot(asker, "contest-messages-answer");

        // The other participant saw the announcement and nothing of the private exchange.
        assertThat(bystander.locator(id("announcement"))).hasCount(1);
        assertThat(bystander.locator(id("clarification"))).hasCount(0);
        bystander.reload();
        assertThat(bystander.locator(id("announcement"))).hasCount(1);
        assertThat(bystander.locator(id("clarification"))).hasCount(0);

        asker.click(id("messages-mark-read"));
        assertThat(asker.locator(id("messages-unread"))).isHidden();
        asker.reload();
        assertThat(asker.locator(id("announcement"))).hasAttribute("data-unread", "false");
    }

    /**
     * The contest page and the session are two requests: when the session's answer comes after the
     * contest was drawn, the viewer's parts follow it. Seen in a CI run: a registered participant's
     * page drew its ask form from the contest but never showed "Mark all read", which it drew from
     * the session (not known yet, and never drawn again).
     */
    @Test
    void aSessionKnownAfterTheContestWasDrawnStillShowsTheViewersParts() {
        String organizer = ServerTestSupport.registerOrganizer("late-org");
        String participant = ServerTestSupport.register("late-session");
        long contest = runningContest(organizer, "Late session cup", "standard/7", participant);

        logIn(page, participant, "correct horse");
        // The session's answer is held until the contest has been drawn.
        page.route("**/api/session", route -> {
            try {
                Thread.sleep(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            route.resume();
        });
        page.navigate(url("/contests/" + contest));
        assertThat(page.locator(id("clarification-send"))).isVisible();
        assertThat(page.locator(id("messages-mark-read")))
                .isVisible(
                        new com.microsoft.playwright.assertions.LocatorAssertions.IsVisibleOptions().setTimeout(5000));
    }

    /** A one-instance SameGame contest of {@code organizer}'s with {@code participants} registered, running now. */
    private static long runningContest(String organizer, String title, String instance, String... participants) {
        MutableClock clock = ContestFixtures.installClock();
        long contest = ContestFixtures.create(
                ServerTestSupport.login(organizer),
                ContestFixtures.contest(title, "sum", List.of(ContestFixtures.instance("samegame", instance))));
        for (String p : participants) {
            ContestFixtures.registerFor(ServerTestSupport.login(p), contest);
        }
        clock.set(ContestFixtures.T0.plus(Duration.ofMinutes(61)));
        return contest;
    }
}
