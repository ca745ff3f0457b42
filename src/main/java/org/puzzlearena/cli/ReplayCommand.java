package org.puzzlearena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.hosting.Json;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.twoplayer.Match;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SeededGame;

/**
 * {@code arena replay <game id>}: fetches an arena game's record from a server's API and plays it
 * again here with the rules and the same bots, specs and seed, checking that every move is the one
 * stored (docs/ARENA.md, "Every game a proof"). Reference bots decide within simulations or depth,
 * so a game replays bit for bit on any machine.
 */
final class ReplayCommand implements Command {

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String summary() {
        return "play an arena game again from its stored record and check every move is the same";
    }

    @Override
    public String usage() {
        return "arena replay <game id> [--server http://localhost:8080]\n"
                + "       [--bot FILE|DIR --runtime python|node|java [--entry CMD]]  (a hosted version's game)\n"
                + "       [--first-bot FILE|DIR --first-runtime R [--first-entry CMD] --second-bot FILE|DIR\n"
                + "        --second-runtime R [--second-entry CMD]]  (two hosted versions' game, by seat)\n"
                + "  Fetches GET /api/arena/games/<id> and replays it with the same specs and seed. Prints one JSON\n"
                + "  line: reproduced (true/false), plies, firstDifferingPly with the stored and replayed moves there\n"
                + "  (null when none), openingSame, resultSame. A game with a hosted version plays its files (yours)\n"
                + "  in the local sandbox against the reference side (or, both sides hosted, each seat's files in a\n"
                + "  sandbox of its own) and also compares the verdict and who lost by it (verdictSame). A game with\n"
                + "  a remote bot cannot be played again (its moves were chosen on its owner's machine): it is\n"
                + "  re-verified by the rules (opening from the seed, every move legal, result or forfeit follows),\n"
                + "  printed with reproduced false, verified, choicesRerun false and a note saying so; exit 0 verified.\n"
                + "  Exit 0 reproduced, 1 not, 2 unreadable.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(
                args,
                0,
                Set.of(
                        "server",
                        "bot",
                        "runtime",
                        "entry",
                        "first-bot",
                        "first-runtime",
                        "first-entry",
                        "second-bot",
                        "second-runtime",
                        "second-entry",
                        "cpu-seconds"),
                Set.of());
        if (a.operands().size() != 1 || !a.operands().getFirst().matches("[0-9]{1,18}")) {
            throw new CliArgs.UsageException("give one arena game id (a whole number)");
        }
        String id = a.operands().getFirst();
        String server = a.option("server", "http://localhost:8080").replaceAll("/+$", "");
        String body;
        try {
            body = fetch(server + "/api/arena/games/" + id);
        } catch (IOException e) {
            err.println("arena replay: " + e.getMessage());
            return ExitStatus.UNREADABLE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitStatus.UNREADABLE;
        }
        try {
            return replay(id, (Map<?, ?>) Json.parse(body), a, out);
        } catch (ClassCastException | NullPointerException | IllegalArgumentException e) {
            err.println("arena replay: the server's answer is not an arena game record: " + e.getMessage());
            return ExitStatus.UNREADABLE;
        }
    }

    private static int replay(String id, Map<?, ?> record, CliArgs a, PrintStream out) {
        Game game = Games.byId((String) record.get("game"))
                .orElseThrow(() -> new IllegalArgumentException("its game is not one of these rules'"));
        if (RulesReplay.remote((Map<?, ?>) record.get("first"))
                || RulesReplay.remote((Map<?, ?>) record.get("second"))) {
            return RulesReplay.run(id, game, record, out);
        }
        if (HostedReplay.hosted((Map<?, ?>) record.get("first"))
                || HostedReplay.hosted((Map<?, ?>) record.get("second"))) {
            return HostedReplay.run(id, game, record, a, out);
        }
        State start = game.newInitialState(game.defaultInstance());
        PlayerSpec first = PlayerSpec.parse((String) ((Map<?, ?>) record.get("first")).get("spec"));
        PlayerSpec second = PlayerSpec.parse((String) ((Map<?, ?>) record.get("second")).get("spec"));
        long seed = ((Number) record.get("seed")).longValue();
        int plies = ((Number) record.get("openingPlies")).intValue();
        List<String> opening = new ArrayList<>();
        for (Object o : (List<?>) record.get("opening")) {
            opening.add((String) o);
        }
        List<String> moves = new ArrayList<>();
        for (Object o : (List<?>) record.get("moves")) {
            moves.add((String) ((Map<?, ?>) o).get("move"));
        }
        Object result = record.get("result");
        int stored = "first".equals(result) ? 1 : "second".equals(result) ? -1 : 0;
        SeededGame.Reproduction r = SeededGame.reproduce(
                start, first, second, seed, plies, opening, moves, stored, Match.sharedSolver(first, second, game));
        out.println("{\"id\":" + id + ",\"game\":" + JsonStrings.quote(game.id()) + ",\"reproduced\":" + r.reproduced()
                + ",\"plies\":" + r.plies() + ",\"firstDifferingPly\":" + r.firstDifferingPly()
                + ",\"stored\":" + quoteOrNull(r.stored()) + ",\"replayed\":" + quoteOrNull(r.replayed())
                + ",\"openingSame\":" + r.openingSame() + ",\"resultSame\":" + r.resultSame()
                + ",\"first\":" + JsonStrings.quote(first.text()) + ",\"second\":" + JsonStrings.quote(second.text())
                + ",\"seed\":" + seed + "}");
        return r.reproduced() ? ExitStatus.OK : ExitStatus.INVALID;
    }

    private static String quoteOrNull(String s) {
        return s == null ? "null" : JsonStrings.quote(s);
    }

    private static String fetch(String url) throws IOException, InterruptedException {
        HttpResponse<String> response;
        try (HttpClient client =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build()) {
            response = client.send(
                    HttpRequest.newBuilder(URI.create(url))
                            .header("Accept", "application/json")
                            .timeout(Duration.ofSeconds(30))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IllegalArgumentException e) {
            throw new IOException("not a URL: " + url);
        }
        if (response.statusCode() != 200) {
            throw new IOException(url + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }
}
