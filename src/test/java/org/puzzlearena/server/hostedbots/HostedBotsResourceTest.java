package org.puzzlearena.server.hostedbots;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.PYTHON_BOT;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.create;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.sha256;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.upload;
import static org.puzzlearena.server.hostedbots.HostedBotUploads.zip;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The hosted bots' store through its API: an author names a bot, uploads a file and a zip as
 * versions 1 and 2 with the SHA-256 of what they sent, downloads exactly those bytes, retires a
 * version; strangers read the metadata and nothing else; every bad upload is a 4xx naming its field.
 */
@QuarkusTest
class HostedBotsResourceTest {

    private static final String OCTETS = "application/octet-stream";
    private static final String ZIP = "application/zip";

    @Test
    void anAuthorUploadsAFileAndAZipAsVersionsOneAndTwo() {
        String author = register("author");
        String cookie = login(author);
        String name = "nmcs-" + author.substring(author.length() - 6);
        JsonPath created = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name, "description", "nested Monte-Carlo"))
                .post("/api/hosted-bots")
                .then()
                .statusCode(201)
                .body("name", equalTo(name))
                .body("owner", equalTo(author))
                .body("description", equalTo("nested Monte-Carlo"))
                .body("versions.size()", equalTo(0))
                .extract()
                .jsonPath();
        long bot = created.getLong("id");

        upload(cookie, bot, OCTETS, PYTHON_BOT, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(201)
                .header("Location", equalTo("/api/hosted-bots/" + bot + "/versions/1/content"))
                .body("number", equalTo(1))
                .body("runtime", equalTo("python"))
                .body("kind", equalTo("file"))
                .body("fileName", equalTo("bot.py"))
                .body("entry", nullValue())
                .body("sizeBytes", equalTo(PYTHON_BOT.length))
                .body("sha256", equalTo(sha256(PYTHON_BOT)))
                .body("retiredAt", nullValue());

        Map<String, String> files = new LinkedHashMap<>();
        files.put("main.py", "print('{\"moves\":[]}')\n");
        files.put("lib/search.py", "DEPTH = 3\n");
        byte[] archive = zip(files);
        upload(cookie, bot, ZIP, archive, "runtime", "python", "fileName", "bot.zip", "entry", "python3 /bot/main.py")
                .then()
                .statusCode(201)
                .body("number", equalTo(2))
                .body("kind", equalTo("zip"))
                .body("entry", equalTo("python3 /bot/main.py"))
                .body("sha256", equalTo(sha256(archive)));

        // Anyone reads the metadata, newest version first; the owner's list has the bot.
        given().get("/api/hosted-bots/" + bot)
                .then()
                .statusCode(200)
                .body("owner", equalTo(author))
                .body("versions.number", equalTo(List.of(2, 1)))
                .body("versions[1].sha256", equalTo(sha256(PYTHON_BOT)));
        given().cookie("arena_session", cookie)
                .get("/api/hosted-bots")
                .then()
                .statusCode(200)
                .body("name", equalTo(List.of(name)))
                .body("[0].versions.number", equalTo(List.of(2, 1)));

        // The same name again is the author's conflict; another author may use it.
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .post("/api/hosted-bots")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("field", equalTo("name"));
        create(login(register("other")), name);
    }

    @Test
    void aBotIsNamedAsTheContractSays() {
        String cookie = login(register("namer"));
        for (String bad : new String[] {"", "-lead", "has space", "x".repeat(41), "dots.no"}) {
            given().cookie("arena_session", cookie)
                    .contentType(ContentType.JSON)
                    .body(Map.of("name", bad))
                    .post("/api/hosted-bots")
                    .then()
                    .statusCode(400)
                    .body("field", equalTo("name"));
        }
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "fine", "description", "x".repeat(501)))
                .post("/api/hosted-bots")
                .then()
                .statusCode(400)
                .body("field", equalTo("description"));
        given().contentType(ContentType.JSON)
                .body(Map.of("name", "anonymous"))
                .post("/api/hosted-bots")
                .then()
                .statusCode(401);
        given().get("/api/hosted-bots").then().statusCode(401);
    }

    @Test
    void aBotActsForItsAccountWithAnApiToken() {
        String author = register("tokened");
        String bearer = "Bearer " + token(login(author), "uploader");
        long bot = ((Number) given().header("Authorization", bearer)
                        .contentType(ContentType.JSON)
                        .body(Map.of("name", "by-token"))
                        .post("/api/hosted-bots")
                        .then()
                        .statusCode(201)
                        .body("owner", equalTo(author))
                        .extract()
                        .path("id"))
                .longValue();
        given().header("Authorization", bearer)
                .contentType(OCTETS)
                .queryParam("runtime", "python")
                .queryParam("fileName", "bot.py")
                .body(PYTHON_BOT)
                .post("/api/hosted-bots/" + bot + "/versions")
                .then()
                .statusCode(201)
                .body("number", equalTo(1));
    }

    @Test
    void badUploadsAreRefusedNamingTheField() {
        String cookie = login(register("careless"));
        long bot = create(cookie, "careless");
        upload(cookie, bot, ZIP, zip(Map.of("../evil", "x")), "runtime", "python", "fileName", "b.zip", "entry", "sh")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("body"))
                .body("detail", containsString("../evil"));
        upload(cookie, bot, ZIP, zip(Map.of("main.py", "pass\n")), "runtime", "python", "fileName", "b.zip")
                .then()
                .statusCode(400)
                .body("field", equalTo("entry"));
        upload(cookie, bot, OCTETS, PYTHON_BOT, "runtime", "cobol", "fileName", "bot.py")
                .then()
                .statusCode(400)
                .body("field", equalTo("runtime"))
                .body("detail", containsString("python, node, java"));
        upload(cookie, bot, OCTETS, PYTHON_BOT, "fileName", "bot.py")
                .then()
                .statusCode(400)
                .body("field", equalTo("runtime"));
        upload(cookie, bot, OCTETS, PYTHON_BOT, "runtime", "python", "fileName", "../bot.py")
                .then()
                .statusCode(400)
                .body("field", equalTo("fileName"));
        upload(cookie, bot, OCTETS, PYTHON_BOT, "runtime", "python")
                .then()
                .statusCode(400)
                .body("field", equalTo("fileName"));
        upload(cookie, bot, OCTETS, PYTHON_BOT, "runtime", "node", "fileName", "bot.py")
                .then()
                .statusCode(400)
                .body("field", equalTo("entry"));
        upload(cookie, bot, ZIP, "not a zip at all".getBytes(), "runtime", "java", "fileName", "b.zip", "entry", "x")
                .then()
                .statusCode(400)
                .body("field", equalTo("body"));
        upload(cookie, bot, "text/plain", PYTHON_BOT, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(415)
                .contentType("application/problem+json")
                .body("detail", containsString("application/octet-stream"));
        upload(cookie, bot, "application/json", "{}".getBytes(), "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(415);
        // Nothing refused was stored.
        given().get("/api/hosted-bots/" + bot).then().body("versions.size()", equalTo(0));
        // Bytes are taken on this endpoint only.
        given().cookie("arena_session", cookie)
                .contentType(OCTETS)
                .body(PYTHON_BOT)
                .post("/api/hosted-bots")
                .then()
                .statusCode(415);
    }

    @Test
    void anUploadOverOneMebibyteIsRefusedBeforeItIsRead() throws Exception {
        String cookie = login(register("heavy"));
        long bot = create(cookie, "heavy");
        byte[] big = new byte[1024 * 1024 + 1];
        HttpRequest request = HttpRequest.newBuilder(URI.create(RestAssured.baseURI + ":" + RestAssured.port
                        + "/api/hosted-bots/" + bot + "/versions?runtime=python&fileName=bot.py"))
                .header("Content-Type", OCTETS)
                .header("Cookie", "arena_session=" + cookie)
                .expectContinue(true)
                .POST(HttpRequest.BodyPublishers.ofByteArray(big))
                .build();
        HttpResponse<String> r = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .build()
                .send(request, HttpResponse.BodyHandlers.ofString());
        assertEquals(413, r.statusCode(), r.body());
        assertEquals(
                "application/problem+json",
                r.headers().firstValue("Content-Type").orElse(""));
        // Exactly the limit is an upload like any other.
        byte[] limit = new byte[1024 * 1024];
        limit[0] = 'x';
        upload(cookie, bot, OCTETS, limit, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(201)
                .body("sizeBytes", equalTo(1024 * 1024));
    }

    @Test
    void strangersReadTheMetadataButCannotUploadRetireOrDownload() {
        String author = register("owner");
        String cookie = login(author);
        long bot = create(cookie, "mine");
        upload(cookie, bot, OCTETS, PYTHON_BOT, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(201);
        String stranger = login(register("stranger"));
        given().cookie("arena_session", stranger)
                .get("/api/hosted-bots/" + bot)
                .then()
                .statusCode(200)
                .body("versions.size()", equalTo(1));
        upload(stranger, bot, OCTETS, PYTHON_BOT, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("detail", containsString(author));
        given().cookie("arena_session", stranger)
                .post("/api/hosted-bots/" + bot + "/versions/1/retire")
                .then()
                .statusCode(403);
        given().cookie("arena_session", stranger)
                .get("/api/hosted-bots/" + bot + "/versions/1/content")
                .then()
                .statusCode(403);
        // The stranger's own list does not have it; the version is as it was.
        given().cookie("arena_session", stranger).get("/api/hosted-bots").then().body("size()", equalTo(0));
        given().get("/api/hosted-bots/" + bot).then().body("versions[0].retiredAt", nullValue());

        // Nobody at all: 401 for every write and the bytes.
        upload(null, bot, OCTETS, PYTHON_BOT, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(401);
        given().post("/api/hosted-bots/" + bot + "/versions/1/retire").then().statusCode(401);
        given().get("/api/hosted-bots/" + bot + "/versions/1/content").then().statusCode(401);
    }

    @Test
    void unknownBotsAndVersionsAreNotFound() {
        String cookie = login(register("seeker"));
        long bot = create(cookie, "seeker");
        given().get("/api/hosted-bots/999999999").then().statusCode(404).contentType("application/problem+json");
        given().get("/api/hosted-bots/not-a-number").then().statusCode(404);
        upload(cookie, 999_999_999L, OCTETS, PYTHON_BOT, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(404);
        given().cookie("arena_session", cookie)
                .post("/api/hosted-bots/" + bot + "/versions/1/retire")
                .then()
                .statusCode(404)
                .body("detail", containsString("no version 1"));
        given().cookie("arena_session", cookie)
                .get("/api/hosted-bots/" + bot + "/versions/7/content")
                .then()
                .statusCode(404);
    }

    @Test
    void retiringIsIdempotentAudited_AndTheVersionStaysReadable() {
        String author = register("retirer");
        String cookie = login(author);
        long bot = create(cookie, "retiring");
        upload(cookie, bot, OCTETS, PYTHON_BOT, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(201);
        String retiredAt = given().cookie("arena_session", cookie)
                .post("/api/hosted-bots/" + bot + "/versions/1/retire")
                .then()
                .statusCode(200)
                .body("number", equalTo(1))
                .body("retiredAt", notNullValue())
                .extract()
                .path("retiredAt");
        given().cookie("arena_session", cookie)
                .post("/api/hosted-bots/" + bot + "/versions/1/retire")
                .then()
                .statusCode(200)
                .body("retiredAt", equalTo(retiredAt));
        given().get("/api/hosted-bots/" + bot)
                .then()
                .body("versions[0].retiredAt", equalTo(retiredAt))
                .body("versions[0].sha256", equalTo(sha256(PYTHON_BOT)));
        // Its bytes stay with the owner.
        byte[] kept = given().cookie("arena_session", cookie)
                .get("/api/hosted-bots/" + bot + "/versions/1/content")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        assertArrayEquals(PYTHON_BOT, kept);

        // One upload and one retirement in the audit log, by the author: the repeat changed nothing.
        JsonPath audit = given().cookie("arena_session", adminCookie())
                .queryParam("target", "hosted-bot:" + bot)
                .get("/api/admin/audit")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Map<String, Object> e : audit.<Map<String, Object>>getList("entries")) {
            if (e.get("target").equals("hosted-bot:" + bot)) {
                rows.add(e);
            }
        }
        assertEquals(
                List.of("hosted-bot.retire", "hosted-bot.upload"),
                rows.stream().map(e -> e.get("action")).toList(),
                audit.prettify());
        rows.forEach(e -> assertEquals(author, e.get("actor")));
    }

    @Test
    void theDownloadIsTheUploadedBytesWithTheirDigest() {
        String cookie = login(register("downloader"));
        long bot = create(cookie, "download");
        byte[] archive = zip(Map.of("Main.java", "class Main { public static void main(String[] a) {} }\n"));
        upload(cookie, bot, ZIP, archive, "runtime", "java", "fileName", "main.zip", "entry", "java /bot/Main.java")
                .then()
                .statusCode(201);
        var r = given().cookie("arena_session", cookie)
                .get("/api/hosted-bots/" + bot + "/versions/1/content")
                .then()
                .statusCode(200)
                .contentType("application/zip")
                .header("Content-Disposition", equalTo("attachment; filename=\"main.zip\""))
                .header("ETag", equalTo("\"" + sha256(archive) + "\""))
                .header(
                        "Repr-Digest",
                        equalTo("sha-256=:"
                                + Base64.getEncoder()
                                        .encodeToString(HexFormat.of().parseHex(sha256(archive)))
                                + ":"))
                .extract();
        assertArrayEquals(archive, r.asByteArray());
        // An admin may fetch it too (to look at a bot that misbehaves).
        byte[] asAdmin = given().cookie("arena_session", adminCookie())
                .get("/api/hosted-bots/" + bot + "/versions/1/content")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        assertArrayEquals(archive, asAdmin);
    }

    @Test
    void concurrentUploadsGetConsecutiveNumbers() throws Exception {
        String cookie = login(register("racer"));
        long bot = create(cookie, "racing");
        int n = 4;
        ExecutorService pool = Executors.newFixedThreadPool(n);
        CountDownLatch start = new CountDownLatch(1);
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        try {
            List<Future<HttpResponse<String>>> answers = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                byte[] body = ("print(" + i + ")\n").getBytes();
                answers.add(pool.submit(() -> {
                    start.await();
                    return client.send(
                            HttpRequest.newBuilder(URI.create(RestAssured.baseURI + ":" + RestAssured.port
                                            + "/api/hosted-bots/" + bot + "/versions?runtime=python&fileName=bot.py"))
                                    .header("Content-Type", OCTETS)
                                    .header("Cookie", "arena_session=" + cookie)
                                    .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
                }));
            }
            start.countDown();
            Set<Integer> numbers = new TreeSet<>();
            for (Future<HttpResponse<String>> a : answers) {
                HttpResponse<String> r = a.get();
                assertEquals(201, r.statusCode(), r.body());
                numbers.add(JsonPath.from(r.body()).getInt("number"));
            }
            assertEquals(Set.of(1, 2, 3, 4), numbers);
        } finally {
            pool.shutdownNow();
        }
        assertNotNull(given().get("/api/hosted-bots/" + bot).then().extract().path("versions"));
        given().get("/api/hosted-bots/" + bot).then().body("versions.number", equalTo(List.of(4, 3, 2, 1)));
    }
}
