package org.puzzlearena.server.contests;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.puzzlearena.server.accounts.AccountOutcome;
import org.puzzlearena.server.accounts.AccountService;
import org.puzzlearena.server.accounts.DisplayNames;
import org.puzzlearena.server.api.ApiException;

/**
 * The participants' CSV of an import, read and checked line by line without the database: a header
 * naming the columns ({@code username,displayName,team,email}, any order, team and email optional),
 * then one person a line. Every bad line is reported (line, column, why), not only the first, so an
 * organizer fixes the file once. Usernames follow sign-up's rules; two lines whose names read alike
 * are refused as sign-up would refuse the second.
 */
final class ParticipantCsv {

    static final int MAX_ROWS = 1000;
    static final List<String> COLUMNS = List.of("username", "displayName", "team", "email");
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");

    /** A checked line: the names normalised as sign-up stores them. */
    record Row(int line, String username, String displayName, String team, String email) {}

    /** The rows, or every line error (then {@code rows} is empty). */
    record Parsed(List<Row> rows, List<EventAccountViews.LineError> errors) {}

    private ParticipantCsv() {}

    static Parsed parse(String text) {
        List<EventAccountViews.LineError> errors = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return refused(new EventAccountViews.LineError(
                    0, "csv", "csv is required: a header line username,displayName,team,email then one person a line"));
        }
        List<CsvReader.Record> records;
        try {
            records = CsvReader.read(text);
        } catch (CsvReader.Malformed m) {
            return refused(new EventAccountViews.LineError(m.line, "csv", m.getMessage()));
        }
        if (records.isEmpty()) {
            return refused(new EventAccountViews.LineError(0, "csv", "csv has no header line"));
        }
        CsvReader.Record header = records.getFirst();
        Map<String, Integer> at = new HashMap<>();
        for (int i = 0; i < header.fields().size(); i++) {
            String name = header.fields().get(i).strip();
            String column = COLUMNS.stream()
                    .filter(c -> c.equalsIgnoreCase(name))
                    .findFirst()
                    .orElse(null);
            if (column == null) {
                errors.add(new EventAccountViews.LineError(
                        header.line(),
                        "csv",
                        "unknown column '" + name + "' in the header; the columns are " + String.join(",", COLUMNS)));
            } else if (at.putIfAbsent(column, i) != null) {
                errors.add(new EventAccountViews.LineError(
                        header.line(), column, "the column " + column + " is twice in the header"));
            }
        }
        for (String required : List.of("username", "displayName")) {
            if (!at.containsKey(required)) {
                errors.add(new EventAccountViews.LineError(
                        header.line(), required, "the header has no " + required + " column"));
            }
        }
        if (!errors.isEmpty()) {
            return new Parsed(List.of(), errors);
        }
        int count = records.size() - 1;
        if (count == 0) {
            return refused(
                    new EventAccountViews.LineError(header.line(), "csv", "csv has no participant after its header"));
        }
        if (count > MAX_ROWS) {
            return refused(new EventAccountViews.LineError(
                    0, "csv", "an import has at most " + MAX_ROWS + " participants; this one has " + count));
        }
        List<Row> rows = new ArrayList<>();
        Map<String, Integer> names = new HashMap<>();
        Map<String, Integer> skeletons = new HashMap<>();
        for (CsvReader.Record r : records.subList(1, records.size())) {
            int before = errors.size();
            if (r.fields().size() > header.fields().size()) {
                errors.add(new EventAccountViews.LineError(
                        r.line(),
                        "csv",
                        "the line has " + r.fields().size() + " fields, the header "
                                + header.fields().size()));
                continue;
            }
            String username = checked(r, at, "username", errors, ParticipantCsv::username);
            String displayName =
                    checked(r, at, "displayName", errors, v -> DisplayNames.check(v, "displayName", 1, 80));
            String team = checked(r, at, "team", errors, v -> DisplayNames.check(v, "team", 1, 80));
            String email = checked(r, at, "email", errors, ParticipantCsv::email);
            if (username != null) {
                // Names are unique regardless of case, and two names that read alike cannot both be accounts.
                Integer other = names.putIfAbsent(username.toLowerCase(Locale.ROOT), r.line());
                Integer alike = skeletons.putIfAbsent(AccountService.skeleton(username), r.line());
                other = other != null ? other : alike;
                if (other != null) {
                    errors.add(new EventAccountViews.LineError(
                            r.line(),
                            "username",
                            "'" + username + "' is (or reads like) the username of line " + other));
                }
            }
            if (errors.size() == before) {
                rows.add(new Row(r.line(), username, displayName, team, email));
            }
        }
        return errors.isEmpty() ? new Parsed(rows, List.of()) : new Parsed(List.of(), errors);
    }

    private static Parsed refused(EventAccountViews.LineError e) {
        return new Parsed(List.of(), List.of(e));
    }

    /** A cell checked by {@code check}; null when absent or blank (then required columns are an error). */
    private static String checked(
            CsvReader.Record r,
            Map<String, Integer> at,
            String column,
            List<EventAccountViews.LineError> errors,
            java.util.function.UnaryOperator<String> check) {
        Integer i = at.get(column);
        String raw = i == null || i >= r.fields().size() ? "" : r.fields().get(i);
        boolean optional = column.equals("team") || column.equals("email");
        if (raw.isBlank() && optional) {
            return null;
        }
        try {
            return check.apply(raw);
        } catch (ApiException e) {
            errors.add(new EventAccountViews.LineError(
                    r.line(), column, e.problem().detail()));
            return null;
        } catch (CellRefusal e) {
            errors.add(new EventAccountViews.LineError(r.line(), column, e.getMessage()));
            return null;
        }
    }

    /** A cell this file refuses, with why: collected per line, never an HTTP answer of its own. */
    private static final class CellRefusal extends RuntimeException {
        CellRefusal(String why) {
            super(why, null, false, false);
        }
    }

    private static String username(String raw) {
        String name = AccountService.checkUsername(raw);
        if (AccountService.scriptsRefusal(name) instanceof AccountOutcome.UsernameMixesScripts m) {
            throw new CellRefusal(
                    "a username's letters come from one script (Latin, Cyrillic, ...); it mixes " + m.scripts());
        }
        return name;
    }

    private static String email(String raw) {
        String e = raw.strip();
        if (e.length() > 254 || !EMAIL.matcher(e).matches()) {
            throw new CellRefusal("'" + e + "' is not an email address (name@host.domain)");
        }
        return e;
    }
}
