package org.puzzlearena.server.hostedbots;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.PYTHON_BOT;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.create;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.sha256;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.upload;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.zip;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** The seam the hosted runs use: a version to run with its owner, and its exact bytes. */
@QuarkusTest
class HostedBotVersionsTest {

    @Inject
    HostedBotVersions versions;

    @Test
    void aStoredVersionIsFoundByNumberAndByIdWithItsBytes() {
        String author = register("runner");
        String cookie = login(author);
        long bot = create(cookie, "runnable");
        long firstId = ((Number) upload(
                                cookie,
                                bot,
                                "application/octet-stream",
                                PYTHON_BOT,
                                "runtime",
                                "python",
                                "fileName",
                                "bot.py")
                        .then()
                        .statusCode(201)
                        .extract()
                        .path("id"))
                .longValue();
        byte[] archive = zip(Map.of("index.mjs", "console.log('{\"moves\":[]}')\n"));
        upload(
                        cookie,
                        bot,
                        "application/zip",
                        archive,
                        "runtime",
                        "node",
                        "fileName",
                        "b.zip",
                        "entry",
                        "node /bot/index.mjs")
                .then()
                .statusCode(201);

        StoredVersion first = versions.runnable(bot, 1).orElseThrow();
        assertEquals(firstId, first.id());
        assertEquals(bot, first.botId());
        assertEquals("runnable", first.botName());
        assertEquals(author, first.owner());
        assertEquals(1, first.number());
        assertEquals("python", first.runtime());
        assertEquals("file", first.kind());
        assertEquals("bot.py", first.fileName());
        assertEquals(null, first.entry());
        assertEquals(sha256(PYTHON_BOT), first.sha256());
        assertFalse(first.retired());
        assertArrayEquals(PYTHON_BOT, versions.content(first.id()));
        assertEquals(first, versions.byId(firstId).orElseThrow());

        StoredVersion second = versions.runnable(bot, 2).orElseThrow();
        assertEquals("zip", second.kind());
        assertEquals("node /bot/index.mjs", second.entry());
        assertEquals(first.ownerAccountId(), second.ownerAccountId());
        assertArrayEquals(archive, versions.content(second.id()));
        assertEquals(sha256(archive), second.sha256());
        assertEquals(second, versions.newestUnretired(bot).orElseThrow());

        // A retired version is still found, marked, and no longer the newest to run.
        given().cookie("arena_session", cookie)
                .post("/api/hosted-bots/" + bot + "/versions/2/retire")
                .then()
                .statusCode(200);
        assertTrue(versions.runnable(bot, 2).orElseThrow().retired());
        assertEquals(first, versions.newestUnretired(bot).orElseThrow());

        assertTrue(versions.runnable(bot, 3).isEmpty());
        assertTrue(versions.runnable(999_999_999L, 1).isEmpty());
        assertTrue(versions.byId(999_999_999L).isEmpty());
        assertThrows(NoSuchElementException.class, () -> versions.content(999_999_999L));
    }
}
