package org.puzzlearena.server.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The endpoints the README's API table lists: the code spans of each row's first cell, read as the
 * table writes them for people. A method alone ({@code `PUT`, `DELETE /api/contests/{id}`} or
 * {@code `GET`/`DELETE /api/tokens/{id}`}) applies to the next path too; a path without a method
 * ({@code `GET /api/games`, `/api/games/{game}/instances`}) takes the previous one's; a path not
 * under /api ({@code `/restart`}) replaces the previous path's last segment; a query
 * ({@code [?offset=&limit=]}, {@code ?format=...}) is not part of the endpoint. Websocket rows are
 * not HTTP endpoints and are left out.
 */
public final class ReadmeApiTable {

    private static final Pattern CODE = Pattern.compile("`([^`]*)`");
    private static final Pattern METHODS = Pattern.compile("(GET|POST|PUT|DELETE|PATCH)");
    private static final Pattern SPAN = Pattern.compile("(?:(GET|POST|PUT|DELETE|PATCH) )?(/[^\\[?\\s]*).*");

    private ReadmeApiTable() {}

    /** The endpoints of the table under {@code ## The API}; fails if there is no such table. */
    public static Set<Endpoint> endpoints(String readme) {
        int start = readme.indexOf("\n## The API\n");
        if (start < 0) {
            throw new AssertionError("README.md has no \"## The API\" section");
        }
        int end = readme.indexOf("\n## ", start + 1);
        String section = readme.substring(start, end < 0 ? readme.length() : end);
        Set<Endpoint> out = new TreeSet<>();
        for (String line : section.split("\n")) {
            if (line.startsWith("| `")) {
                out.addAll(row(line.split("(?<!\\\\)\\|")[1]));
            }
        }
        if (out.isEmpty()) {
            throw new AssertionError("README.md's API section has no table of endpoints");
        }
        return out;
    }

    /** The endpoints of one row's first cell. */
    static List<Endpoint> row(String cell) {
        List<Endpoint> out = new ArrayList<>();
        List<String> pending = new ArrayList<>();
        List<String> lastMethods = List.of();
        String lastPath = null;
        Matcher code = CODE.matcher(cell);
        while (code.find()) {
            String span = code.group(1).trim();
            if (METHODS.matcher(span).matches()) {
                pending.add(span);
                continue;
            }
            if (span.startsWith("ws ")) {
                continue;
            }
            Matcher m = SPAN.matcher(span);
            if (!m.matches()) {
                throw new AssertionError("README API table: cannot read the endpoint `" + span + "` in: " + cell);
            }
            List<String> methods = new ArrayList<>(pending);
            if (m.group(1) != null) {
                methods.add(m.group(1));
            }
            if (methods.isEmpty()) {
                methods.addAll(lastMethods);
            }
            String path = m.group(2);
            if (!path.startsWith("/api/")) {
                if (lastPath == null) {
                    throw new AssertionError("README API table: `" + span + "` follows no /api path in: " + cell);
                }
                path = lastPath.substring(0, lastPath.lastIndexOf('/')) + path;
            }
            if (methods.isEmpty()) {
                throw new AssertionError("README API table: `" + span + "` has no method in: " + cell);
            }
            for (String method : methods) {
                out.add(Endpoint.of(method, path));
            }
            pending.clear();
            lastMethods = methods;
            lastPath = path;
        }
        return out;
    }
}
