package org.puzzlearena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/BENCHMARKS.md names the host of every table of figures and the command behind it: the same
 * code's rates differ by 1.4x between this project's hosts, so a figure without its host cannot be
 * compared with anything. Hosts are defined once, in its "Hosts" table, with their CPU,
 * cores and dates; a table's section names one of them before the table ("host H1") and holds the
 * command (a {@code sh} block or an inline {@code bin/}, {@code bench/}, {@code java} ... command).
 */
class BenchmarksDocTest {

    private static final Path DOC = Path.of("docs/BENCHMARKS.md");
    private static final Pattern HOST_ROW = Pattern.compile("^\\| (H\\d+) \\|(.*)$");
    private static final Pattern HOST_MENTION = Pattern.compile("\\b[Hh]ost\\s+(H\\d+)\\b");
    private static final Pattern INLINE_COMMAND = Pattern.compile("`(bin/|bench/|java |node |\\./mvnw )");

    /** A heading and the lines under it, up to the next heading (headings inside code blocks do not count). */
    private record Section(String heading, List<String> lines) {}

    @Test
    void everyHostHasItsCpuCoresAndDates() throws IOException {
        Map<String, String[]> hosts = hosts(sections());
        assertTrue(hosts.size() >= 2, "the hosts table lists the hosts: " + hosts.keySet());
        hosts.forEach((id, cells) -> {
            assertEquals(4, cells.length, id + ": CPU, cores, memory, when");
            assertFalse(cells[0].isBlank(), id + " names its CPU");
            assertFalse(cells[1].isBlank(), id + " names its cores");
            assertTrue(cells[3].matches(".*\\d.*"), id + " says when: " + cells[3]);
        });
    }

    @Test
    void everyTableOfFiguresNamesItsHostAndItsSectionItsCommand() throws IOException {
        List<Section> sections = sections();
        Map<String, String[]> hosts = hosts(sections);
        List<String> problems = new ArrayList<>();
        int tables = 0;
        for (Section section : sections) {
            if (section.heading().equals("## Hosts")) {
                continue;
            }
            boolean command = section.lines().stream()
                    .anyMatch(l ->
                            l.startsWith("```sh") || INLINE_COMMAND.matcher(l).find());
            StringBuilder before = new StringBuilder();
            boolean inCode = false;
            for (String line : section.lines()) {
                if (line.startsWith("```")) {
                    inCode = !inCode;
                } else if (!inCode && line.startsWith("|---")) {
                    tables++;
                    if (!HOST_MENTION.matcher(before).find()) {
                        problems.add(section.heading() + ": a table with no host named before it");
                    }
                    if (!command) {
                        problems.add(section.heading() + ": a table with no command in its section");
                    }
                }
                before.append(line).append('\n');
            }
        }
        assertTrue(tables >= 40, "the document's tables were found: " + tables);
        assertEquals(List.of(), problems);

        TreeSet<String> undefined = new TreeSet<>();
        Matcher m = HOST_MENTION.matcher(Files.readString(DOC));
        while (m.find()) {
            if (!hosts.containsKey(m.group(1))) {
                undefined.add(m.group(1));
            }
        }
        assertEquals(new TreeSet<String>(), undefined, "hosts named but not in the hosts table");
    }

    /** The rows of the "Hosts" section's table: id to its cells after the id. */
    private static Map<String, String[]> hosts(List<Section> sections) {
        Map<String, String[]> hosts = new LinkedHashMap<>();
        for (Section section : sections) {
            if (section.heading().equals("## Hosts")) {
                for (String line : section.lines()) {
                    Matcher m = HOST_ROW.matcher(line);
                    if (m.matches()) {
                        String row = m.group(2).strip();
                        String[] cells = row.substring(0, row.length() - 1).split("\\|", -1);
                        for (int i = 0; i < cells.length; i++) {
                            cells[i] = cells[i].strip();
                        }
                        hosts.put(m.group(1), cells);
                    }
                }
            }
        }
        return hosts;
    }

    private static List<Section> sections() throws IOException {
        List<Section> sections = new ArrayList<>();
        Section current = new Section("", new ArrayList<>());
        boolean inCode = false;
        for (String line : Files.readAllLines(DOC)) {
            if (line.startsWith("```")) {
                inCode = !inCode;
            }
            if (!inCode && line.startsWith("#")) {
                sections.add(current);
                current = new Section(line, new ArrayList<>());
            } else {
                current.lines().add(line);
            }
        }
        sections.add(current);
        return sections;
    }
}
