package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CSV fields are quoted as RFC 4180 says, and text that a spreadsheet would run as a formula is defused. */
class CsvTest {

    @Test
    void quotesSeparatorsQuotesAndLineBreaks() {
        String out = new Csv()
                .row(List.of("plain", "a,b", "say \"hi\"", "two\nlines"))
                .toString();
        assertEquals("plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n", out);
    }

    @Test
    void formulaLikeTextIsDefusedButNumbersAreNot() {
        String out = new Csv()
                .row(Arrays.asList("=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", -5, 2.5, null, true))
                .toString();
        assertEquals("\"'=HYPERLINK(\"\"x\"\")\",'+1,'-2,'@SUM(A1),-5,2.5,,true\r\n", out);
    }
}
