package org.puzzlearena.server.hostedbots;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** The hosted bots' API as the tests call it: bots named, files and zips uploaded, through HTTP. */
public final class HostedBotUploads {

    static final byte[] PYTHON_BOT = ("import sys, json\n"
                    + "request = json.loads(sys.stdin.readline())\n"
                    + "print(json.dumps({\"moves\": []}), flush=True)\n")
            .getBytes(StandardCharsets.UTF_8);

    private HostedBotUploads() {}

    /** Creates a bot of the session's account and returns its id. */
    public static long create(String cookie, String name) {
        return ((Number) given().cookie("arena_session", cookie)
                        .contentType(ContentType.JSON)
                        .body(Map.of("name", name, "description", "a test bot"))
                        .post("/api/hosted-bots")
                        .then()
                        .statusCode(201)
                        .extract()
                        .path("id"))
                .longValue();
    }

    /** POSTs bytes as a version of {@code bot}; {@code query} alternates names and values. */
    public static Response upload(String cookie, long bot, String contentType, byte[] body, String... query) {
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 0; i < query.length; i += 2) {
            params.put(query[i], query[i + 1]);
        }
        var request = given();
        if (cookie != null) {
            request = request.cookie("arena_session", cookie);
        }
        return request.contentType(contentType)
                .queryParams(params)
                .body(body)
                .post("/api/hosted-bots/" + bot + "/versions");
    }

    /** A zip archive of the given entries (name to text), in that order. */
    static byte[] zip(Map<String, String> entries) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            for (var e : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey()));
                zip.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toByteArray();
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
