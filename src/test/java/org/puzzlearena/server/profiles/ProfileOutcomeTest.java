package org.puzzlearena.server.profiles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;

/** The refusals to show a profile and the statuses and problems the resource gives them. */
class ProfileOutcomeTest {

    private static Problem problem(ProfileOutcome.Refused r) {
        return ProfilesResource.refusal(r).problem();
    }

    @Test
    void anUnknownPersonOrASilentBotIsNotFound() {
        Problem person = problem(new ProfileOutcome.NoSuchPerson(null));
        assertEquals(404, person.status());
        assertEquals("no one is named 'null'", person.detail());
        Problem bot = problem(new ProfileOutcome.NoSuchBot("alice", "beam"));
        assertEquals(404, bot.status());
        assertEquals("no bot 'beam' of alice has submitted anything", bot.detail());
    }
}
