package org.puzzlearena.server.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ParticipantIdTest {

    @Test
    void aPersonIsTheAccountWithoutABotAndIsKeyedByAnEmptyName() {
        ParticipantId ann = ParticipantId.person(7);
        assertFalse(ann.isBot());
        assertNull(ann.botName());
        assertEquals("", ann.botKey());
        assertEquals(ann, new ParticipantId(7, ""), "an empty name read back from a table is the person");
        assertEquals("7/", ann.toString());
    }

    @Test
    void aBotIsTheAccountAndItsName() {
        ParticipantId bot = new ParticipantId(7, "nmcs-2");
        assertTrue(bot.isBot());
        assertEquals("nmcs-2", bot.botKey());
        assertFalse(bot.equals(ParticipantId.person(7)));
        assertFalse(bot.equals(new ParticipantId(8, "nmcs-2")));
    }

    @Test
    void aCallerSubmitsAsItsAccountOrItsToken() {
        assertEquals(ParticipantId.person(3), new Caller(3, "ann", Caller.Kind.PERSON, null, null).participant());
        assertEquals(
                new ParticipantId(3, "my-bot"), new Caller(3, "ann", Caller.Kind.BOT, "my-bot", 11L).participant());
    }
}
