package org.puzzlearena.server.api;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The endpoints the browser app calls: every {@code api<T>('METHOD', path)} in frontend/src (its one
 * way to the API, lib/api.ts), outside the tests. The path is a string, a template whose
 * interpolations are path parameters ({@code /api/tokens/${id}}) or a query built at the end
 * ({@code /api/admin/users${queryString(query)}}, dropped), or a call to a path helper of the same
 * file ({@code const base = (id) => `/api/contests/${id}`}). A call written any other way fails
 * the scan instead of being missed.
 */
public final class FrontendApiCalls {

    private static final Pattern ANY_CALL = Pattern.compile("(?<!function )\\bapi<");
    private static final Pattern CALL = Pattern.compile("(?<!function )\\bapi<(?:[^<>]|<[^<>]*>)*>\\(\\s*'([A-Z]+)',");
    private static final Pattern LITERAL = Pattern.compile("'[^']*'|`(?:[^`$]|\\$\\{[^}]*})*`");
    private static final Pattern HELPER = Pattern.compile("const (\\w+) = \\([^)]*\\) => `([^`]*)`;");
    private static final Pattern HELPER_CALL = Pattern.compile("\\$\\{(\\w+)\\([^}]*\\)}");
    private static final Pattern INTERPOLATION = Pattern.compile("\\$\\{[^}]*}");

    private FrontendApiCalls() {}

    /** The endpoints called under {@code src} (frontend/src), each with the files calling it. */
    public static Map<Endpoint, Set<String>> scan(Path src) {
        Map<Endpoint, Set<String>> out = new HashMap<>();
        for (Path file : sources(src)) {
            String text = read(file);
            Map<String, String> helpers = new HashMap<>();
            for (Matcher h = HELPER.matcher(text); h.find(); ) {
                helpers.put(h.group(1), h.group(2));
            }
            int calls = 0;
            for (Matcher c = CALL.matcher(text); c.find(); calls++) {
                for (String path : paths(argument(text, c.end()), helpers, file)) {
                    out.computeIfAbsent(Endpoint.of(c.group(1), path), k -> new TreeSet<>())
                            .add(src.relativize(file).toString());
                }
            }
            long all = ANY_CALL.matcher(text).results().count();
            if (all != calls) {
                throw new AssertionError(src.relativize(file) + " has " + all + " api<...>(...) calls but only " + calls
                        + " read as api<T>('METHOD', path): write the path as a string, a template or a path helper");
            }
        }
        return out;
    }

    /** The source text of the argument starting at {@code from}: up to its call's next top-level ',' or ')'. */
    static String argument(String text, int from) {
        int depth = 0;
        for (int i = from; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\'' || ch == '`') {
                Matcher literal = LITERAL.matcher(text).region(i, text.length());
                if (!literal.lookingAt()) {
                    break;
                }
                i = literal.end() - 1;
            } else if (ch == '(' || ch == '{' || ch == '[') {
                depth++;
            } else if ((ch == ')' || ch == '}' || ch == ']') && depth > 0) {
                depth--;
            } else if ((ch == ',' || ch == ')') && depth == 0) {
                return text.substring(from, i).trim();
            }
        }
        throw new AssertionError("an api<...>(...) call's path argument does not end: " + text.substring(from));
    }

    /**
     * The endpoint templates a path argument may be: each string or template in it (both branches of
     * {@code cond ? `/api/a` : `/api/b`}), or, with none, the path helper it calls.
     */
    static List<String> paths(String argument, Map<String, String> helpers, Path file) {
        List<String> out = LITERAL.matcher(argument)
                .results()
                .map(m -> template(m.group(), helpers, file))
                .toList();
        return out.isEmpty() ? List.of(template(argument, helpers, file)) : out;
    }

    /** A call's path expression as an endpoint template ({@code {p}} for each parameter, no query). */
    static String template(String expression, Map<String, String> helpers, Path file) {
        String t = expression.substring(1, expression.length() - 1);
        if (!(expression.startsWith("'") || expression.startsWith("`"))) {
            t = "${" + expression + "}";
        }
        Matcher h = HELPER_CALL.matcher(t);
        StringBuilder resolved = new StringBuilder();
        while (h.find()) {
            String helper = helpers.get(h.group(1));
            if (helper == null) {
                // Not a helper: a parameter or query, read below.
                h.appendReplacement(resolved, Matcher.quoteReplacement(h.group()));
            } else {
                h.appendReplacement(resolved, Matcher.quoteReplacement(helper));
            }
        }
        h.appendTail(resolved);
        t = resolved.toString();
        if (!t.startsWith("/api/")) {
            throw new AssertionError(file + ": the API path " + expression + " does not resolve to /api/...: " + t);
        }
        int query = t.indexOf('?');
        if (query >= 0) {
            t = t.substring(0, query);
        }
        StringBuilder out = new StringBuilder();
        Matcher p = INTERPOLATION.matcher(t);
        int at = 0;
        while (p.find()) {
            out.append(t, at, p.start());
            boolean ownSegment = p.start() > 0
                    && t.charAt(p.start() - 1) == '/'
                    && (p.end() == t.length() || t.charAt(p.end()) == '/');
            if (!ownSegment) {
                return out.toString(); // glued to a segment: the query string built by a function
            }
            out.append("{p}");
            at = p.end();
        }
        return out.append(t.substring(at)).toString();
    }

    private static List<Path> sources(Path src) {
        try (Stream<Path> files = Files.walk(src)) {
            return files.filter(f -> f.toString().endsWith(".ts"))
                    .filter(f ->
                            !f.toString().endsWith(".test.ts") && !f.toString().endsWith(".d.ts"))
                    .filter(f -> !src.relativize(f).startsWith("test"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
