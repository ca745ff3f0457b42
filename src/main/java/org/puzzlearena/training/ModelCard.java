package org.puzzlearena.training;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.puzzlearena.rules.connectfour.ConnectFourGame;

/**
 * The shipped network's card ({@code src/main/resources/deep/connect-four-card.json}): each training
 * stage and self-play generation in order, with its command, seed, time and the network's mistake
 * rates on the graded sets after it, which the lab draws as the learning curve. Each training command
 * appends its stages, so the card tells how the shipped network came to be.
 */
public final class ModelCard {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final ObjectNode card;

    private ModelCard(ObjectNode card) {
        this.card = card;
    }

    /** The card at {@code file}, or a new one when there is none yet. */
    public static ModelCard readOrCreate(Path file) throws IOException {
        if (Files.exists(file)) {
            return new ModelCard((ObjectNode) JSON.readTree(file.toFile()));
        }
        ObjectNode card = JSON.createObjectNode().put("game", ConnectFourGame.ID);
        card.putArray("stages");
        return new ModelCard(card);
    }

    /**
     * Appends a stage: {@code name} (e.g. {@code generation-3}), its label, command, seed, wall and
     * CPU time (of the whole process: PyTorch's threads too) and rates.
     */
    public void addStage(
            String name,
            String label,
            String command,
            long seed,
            double seconds,
            double cpuSeconds,
            Boolean kept,
            Map<String, Double> mistakes) {
        ObjectNode stage = ((ArrayNode) card.get("stages")).addObject();
        stage.put("name", name).put("label", label).put("command", command).put("seed", seed);
        stage.put("trainingSeconds", Math.round(seconds * 10) / 10.0);
        if (!Double.isNaN(cpuSeconds)) {
            // Milliseconds: a tiny stage (a test's, a generation cut short) must not read as 0 CPU.
            stage.put("cpuSeconds", Math.round(cpuSeconds * 1000) / 1000.0);
        }
        if (kept != null) {
            stage.put("kept", kept);
        }
        ObjectNode rates = stage.putObject("mistakes");
        mistakes.forEach((set, rate) -> rates.put(set, Math.round(rate * 10_000) / 10_000.0));
    }

    /** Self-play generations already on the card: a continued run numbers its generations after them. */
    public int generations() {
        int n = 0;
        for (JsonNode stage : card.get("stages")) {
            if (stage.path("name").asText().startsWith("generation-")) {
                n++;
            }
        }
        return n;
    }

    public void write(Path file) throws IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.writeString(file, JSON.writeValueAsString(card) + "\n");
    }
}
