package org.puzzlearena.server.hostedbots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.server.ServerTestSupport;

/**
 * docs/HOSTED_BOTS.md's "Uploading a bot" block runs as written, with bash, curl and jq against this
 * test server (only the server's address and the account's name replaced), in a directory of its
 * own that sees the checkout's starter kit: a file and a zip become versions 1 and 2, the file's
 * SHA-256 is what sha256sum says, version 1 is retired, and version 2 downloads byte for byte.
 */
@QuarkusTest
class HostedBotsGuideTest {

    @TempDir
    Path work;

    @Test
    void theUploadExamplesRun() throws Exception {
        String user = ServerTestSupport.register("uploads");
        String doc = Files.readString(Path.of("docs/HOSTED_BOTS.md"));
        int start = doc.indexOf("\n## Uploading a bot\n");
        assertTrue(start >= 0, "HOSTED_BOTS.md has its section 'Uploading a bot'");
        int end = doc.indexOf("\n## ", start + 1);
        Matcher block = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL)
                .matcher(doc.substring(start, end < 0 ? doc.length() : end));
        assertTrue(block.find(), "the section has its shell block");
        String arena = RestAssured.baseURI + ":" + RestAssured.port;
        String script = block.group(1);
        assertTrue(script.contains("export ARENA=http://localhost:8080\n"), script);
        script = script.replace("export ARENA=http://localhost:8080", "export ARENA=" + arena)
                .replace("\"username\":\"alice\"", "\"username\":\"" + user + "\"");
        Files.createSymbolicLink(work.resolve("bots"), Path.of("bots").toAbsolutePath());
        Path file = work.resolve("upload.sh");
        Files.writeString(file, script);
        Process p = new ProcessBuilder("bash", "-euo", "pipefail", file.toString())
                .directory(work.toFile())
                .redirectErrorStream(true)
                .start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the example finishes");
        assertEquals(0, p.exitValue(), "the example fails:\n" + script + "\n---\n" + out);

        String fileSha = HostedBotUploads.sha256(Files.readAllBytes(Path.of("bots/starter/bot.py")));
        assertTrue(out.contains("\"number\":1,\"runtime\":\"python\",\"kind\":\"file\",\"fileName\":\"bot.py\""), out);
        assertTrue(out.contains("\"sha256\":\"" + fileSha + "\""), "version 1's SHA-256 is the file's: " + out);
        assertTrue(out.contains(fileSha + "  bots/starter/bot.py"), "sha256sum says the same: " + out);
        assertTrue(out.contains("\"number\":2,\"runtime\":\"python\",\"kind\":\"zip\""), out);
        assertTrue(out.contains("\"entry\":\"python3 -u /bot/main.py\""), out);
        assertTrue(
                Pattern.compile(
                                "\\{\"id\":\\d+,\"name\":\"my-random\",\"versions\":\\[\\{\"number\":2,\"kind\":\"zip\"")
                        .matcher(out)
                        .find(),
                "the list shows the bot, newest version first: " + out);
        assertTrue(
                Pattern.compile("\\{\"number\":1,\"retiredAt\":\"[0-9T:.Z-]+\"}")
                        .matcher(out)
                        .find(),
                "version 1 is retired: " + out);
        assertTrue(out.contains("identical"), "the download is the upload: " + out);
        String zipSha = HostedBotUploads.sha256(Files.readAllBytes(work.resolve("my-random.zip")));
        assertTrue(out.toLowerCase().contains("etag: \"" + zipSha + "\""), "the ETag is its SHA-256: " + out);
    }
}
