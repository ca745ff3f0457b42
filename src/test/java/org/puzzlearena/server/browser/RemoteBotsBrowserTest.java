package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;

/**
 * A remote bot's owner in Chromium: registers the bot on the remote bots page (a taken name refused
 * under the name field), makes an API token where the page's "How to connect" links, and a real bot
 * (a thread of this test reading the NDJSON stream with that token and POSTing moves) connects; the
 * page shows it connected with a link to its live game, then its rated games once the stream ends.
 * Its arena page says its compute is unknown and offers its owner a match.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class RemoteBotsBrowserTest extends BrowserTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A pair of games is played while the page asks for the bot every 2 s: long enough to see it. */
    private static final int GAMES = 4;

    private static final LocatorAssertions.HasTextOptions A_GAME =
            new LocatorAssertions.HasTextOptions().setTimeout(60_000);

    @Test
    void aRemoteBotIsRegisteredConnectedWatchedAndItsGamesShown() throws Exception {
        signUp(uniqueName("remoteui"), "correct horse battery");
        open("/arena");
        page.click(id("arena-remote-link"));
        page.waitForURL(Pattern.compile(".*/arena/remote$"));
        assertThat(page.locator(id("remote-bots-empty"))).isVisible();

        page.fill(id("remote-name"), "browser bot");
        page.selectOption(id("remote-game"), TicTacToeGame.ID);
        page.click(id("remote-register"));
        var card = page.locator(id("remote-bot"));
        assertThat(card).hasCount(1);
        assertThat(card.locator(id("remote-bot-status"))).hasText("not connected");
        assertThat(card.locator(id("remote-bot-record"))).hasText("0 games (0 / 0 / 0)");
        assertThat(card.locator(id("remote-bot-provisional"))).hasCount(1);
        long bot = Long.parseLong(card.getAttribute("data-player"));
        assertThat(page.locator(id("remote-stream-url"))).hasText(url("/api/arena/remote/" + bot + "/stream?games=2"));

        // The same name again on the same game: the server's 409, under the name field.
        page.fill(id("remote-name"), "browser bot");
        page.click(id("remote-register"));
        assertThat(page.locator(id("remote-name-error")))
                .hasText("You have a remote bot called 'browser bot' on " + TicTacToeGame.ID + ".");
        assertThat(card).hasCount(1);
        screenshot("remote-bots-registered");

        // The token, where the steps say to make it.
        page.click(id("remote-token-link"));
        page.waitForURL(Pattern.compile(".*/account$"));
        page.fill(id("token-name-input"), "browser-remote");
        page.click(id("token-create"));
        String token = page.locator(id("token-secret")).textContent().trim();
        assertTrue(token.length() > 20, token);

        open("/arena/remote");
        assertThat(card.locator(id("remote-bot-status"))).hasText("not connected");
        Bot client = new Bot(token);
        CompletableFuture<Void> playing = client.start(bot, GAMES);
        assertThat(card.locator(id("remote-bot-status"))).hasText("connected");
        assertThat(card.locator(id("remote-bot-live")))
                .hasAttribute("href", Pattern.compile("^/arena/live/[a-z0-9]+-[0-9]+-[0-9]+$"));
        screenshot("remote-bot-connected");

        playing.get(2, TimeUnit.MINUTES);
        assertEquals(200, client.status);
        assertEquals(GAMES, client.ends.size(), client.ends.toString());
        assertTrue(client.moveStatuses.stream().allMatch(s -> s == 200), client.moveStatuses.toString());
        assertThat(card.locator(id("remote-bot-status"))).hasText("not connected", A_GAME);
        assertThat(card.locator(id("remote-bot-live"))).hasCount(0);
        long wins = client.ends.stream()
                .filter(e -> e.get("result").asText().equals("win"))
                .count();
        long draws = client.ends.stream()
                .filter(e -> e.get("result").asText().equals("draw"))
                .count();
        assertThat(card.locator(id("remote-bot-record")))
                .hasText(GAMES + " games (" + wins + " / " + draws + " / " + (GAMES - wins - draws) + ")", A_GAME);
        assertThat(card.locator(id("remote-bot-game"))).hasCount(GAMES);
        List<String> shown = card.locator(id("remote-bot-game")).all().stream()
                .map(r -> r.getAttribute("data-game"))
                .sorted()
                .toList();
        List<String> played = client.ends.stream()
                .map(e -> e.get("arenaGameId").asText())
                .sorted()
                .toList();
        assertEquals(played, shown, "its latest games are the games it played");
        double rating = client.ends.getLast().get("rating").asDouble();
        assertThat(card.locator(id("remote-bot-rating")))
                .hasText(Pattern.compile("^" + Math.round(rating) + " \u00b1 "));
        assertThat(page.locator(id("remote-caps")))
                .hasText(Pattern.compile("^Your remote bots have played " + GAMES + " of 12 games today"));
        screenshot("remote-bots");

        // Its arena page: remote, compute unknown; its owner may start a match.
        card.locator(id("remote-bot-link")).click();
        page.waitForURL(Pattern.compile(".*/arena/players/" + bot + "$"));
        assertThat(page.locator(id("arena-player-remote"))).hasText("remote \u2014 compute unknown");
        assertThat(page.locator(id("match-form"))).isVisible();
    }

    @Test
    void aVisitorReadsWhatRemoteBotsAreAndWhereToSignIn() {
        open("/arena/remote");
        assertThat(page.locator(id("remote-login"))).hasAttribute("href", "/login?next=/arena/remote");
        assertThat(page.locator(id("remote-register-form"))).hasCount(0);
    }

    /**
     * A remote bot as its author would write one: reads its stream line by line on a thread of its
     * own and answers each yourTurn with the first of its legal moves after most of a second, so
     * its games last long enough for the page to see it playing.
     */
    private final class Bot {
        private final HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        private final String token;
        final List<JsonNode> ends = Collections.synchronizedList(new ArrayList<>());
        final List<Integer> moveStatuses = Collections.synchronizedList(new ArrayList<>());
        volatile int status;

        Bot(String token) {
            this.token = token;
        }

        CompletableFuture<Void> start(long botId, int games) {
            return CompletableFuture.runAsync(() -> run(botId, games));
        }

        private void run(long botId, int games) {
            HttpRequest request = HttpRequest.newBuilder(
                            URI.create(url("/api/arena/remote/" + botId + "/stream?games=" + games)))
                    .header("Authorization", "Bearer " + token)
                    .header("Accept", "application/x-ndjson")
                    .GET()
                    .build();
            try {
                HttpResponse<Stream<String>> response = http.send(request, HttpResponse.BodyHandlers.ofLines());
                status = response.statusCode();
                Iterator<String> lines = response.body().iterator();
                while (lines.hasNext()) {
                    String line = lines.next();
                    if (line.isEmpty()) {
                        continue;
                    }
                    JsonNode event = JSON.readTree(line);
                    switch (event.get("type").asText()) {
                        case "yourTurn" -> answer(event);
                        case "gameEnd" -> ends.add(event);
                        default -> {}
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        private void answer(JsonNode turn) throws IOException, InterruptedException {
            // The test profile gives 2 s a move: 0.8 s of "thinking" keeps the game going for the page.
            Thread.sleep(800);
            String body = JSON.createObjectNode()
                    .put("move", turn.get("legalMoves").get(0).asText())
                    .toString();
            HttpResponse<String> r = http.send(
                    HttpRequest.newBuilder(URI.create(url("/api/arena/remote/games/"
                                    + turn.get("gameId").asText() + "/move")))
                            .header("Authorization", "Bearer " + token)
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(body))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            moveStatuses.add(r.statusCode());
        }
    }
}
