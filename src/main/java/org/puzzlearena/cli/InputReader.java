package org.puzzlearena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a solution file (or standard input) as UTF-8 text with a size cap, so that a wrong file,
 * a binary or an endless stream is refused with a clear message instead of exhausting memory.
 */
final class InputReader {

    /** Far above any real solution (a 178-move Pentasol file is 3 KB), far below harm. */
    static final int MAX_BYTES = 16 * 1024 * 1024;

    private InputReader() {}

    /** @throws UnreadableInputException with a message a person can act on */
    static String read(String name, InputStream stdin) {
        byte[] bytes;
        try (InputStream in = "-".equals(name) ? stdin : Files.newInputStream(Path.of(name))) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (NoSuchFileException e) {
            throw new UnreadableInputException("no such file: " + name);
        } catch (IOException | RuntimeException e) {
            throw new UnreadableInputException("cannot read " + name + ": " + e.getMessage());
        }
        if (bytes.length > MAX_BYTES) {
            throw new UnreadableInputException(
                    name + " is larger than " + (MAX_BYTES >> 20) + " MiB: not a solution file");
        }
        for (byte b : bytes) {
            if (b == 0) {
                throw new UnreadableInputException(name + " is a binary file, not a solution text");
            }
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new UnreadableInputException(name + " is not UTF-8 text");
        }
    }

    /** Input that cannot be read as a solution text; exit status 2. */
    static final class UnreadableInputException extends RuntimeException {
        UnreadableInputException(String message) {
            super(message);
        }
    }
}
