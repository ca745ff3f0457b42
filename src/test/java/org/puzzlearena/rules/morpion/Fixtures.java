package org.puzzlearena.rules.morpion;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads the Morpion record fixtures from the test classpath. */
final class Fixtures {

    static final String FOLDER = "/fixtures/morpion-records/";

    private Fixtures() {}

    static String text(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new IllegalStateException("missing fixture " + FOLDER + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
