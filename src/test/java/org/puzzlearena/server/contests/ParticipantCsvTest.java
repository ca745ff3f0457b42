package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading an organizer's participants CSV: what spreadsheets write is read, every bad line is named. */
class ParticipantCsvTest {

    @Test
    void spreadsheetCsvIsReadWithItsLineNumbers() throws Exception {
        String text = "\uFEFFemail,USERNAME,displayName\r\n"
                + "ada@example.org,ada,\"Lovelace, \"\"Ada\"\"\"\r\n"
                + "\r\n"
                + ",bob,\"Bob, the second\"\r\n"
                + ",cyd,Cyd";
        ParticipantCsv.Parsed p = ParticipantCsv.parse(text);
        assertEquals(List.of(), p.errors());
        assertEquals(
                List.of(
                        new ParticipantCsv.Row(2, "ada", "Lovelace, \"Ada\"", null, "ada@example.org"),
                        new ParticipantCsv.Row(4, "bob", "Bob, the second", null, null),
                        new ParticipantCsv.Row(5, "cyd", "Cyd", null, null)),
                p.rows());
    }

    @Test
    void everyBadLineIsNamedWithItsColumn() {
        ParticipantCsv.Parsed p = ParticipantCsv.parse("username,displayName,team\n"
                + "alice,Alice,\n"
                + "ALICE,Alice again,\n"
                + "x,Too short,\n"
                + "dan,,\n"
                + "eve,Eve,T,extra\n"
                + "fay,\"Fay\non two lines\",\n"
                + "gus,Gus,\n");
        assertEquals(List.of(), p.rows());
        assertEquals(
                List.of(
                        List.of(3, "username"),
                        List.of(4, "username"),
                        List.of(5, "displayName"),
                        List.of(6, "csv"),
                        List.of(7, "displayName")),
                p.errors().stream()
                        .map(e -> List.<Object>of(e.line(), e.field()))
                        .toList());
    }

    @Test
    void aBrokenFileOrHeaderIsRefusedAsAWhole() {
        assertEquals(
                "csv",
                ParticipantCsv.parse("username,displayName\n\"open,x\n")
                        .errors()
                        .getFirst()
                        .field());
        assertEquals(
                "displayName",
                ParticipantCsv.parse("username\nada\n").errors().getFirst().field());
        assertEquals(
                "csv",
                ParticipantCsv.parse("username,displayName,age\nada,Ada,9\n")
                        .errors()
                        .getFirst()
                        .field());
        assertEquals(
                "csv",
                ParticipantCsv.parse("username,displayName\n")
                        .errors()
                        .getFirst()
                        .field());
    }
}
