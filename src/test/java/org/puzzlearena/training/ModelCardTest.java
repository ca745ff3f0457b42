package org.puzzlearena.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelCardTest {

    /**
     * CI once failed because a tiny self-play generation's 0.04 CPU-seconds were written as 0.0: the
     * card rounded to tenths, so a stage that did work read as one that cost nothing.
     */
    @Test
    void aShortStageKeepsItsCpuTimeToTheMillisecond(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("card.json");
        ModelCard card = ModelCard.readOrCreate(file);
        card.addStage(
                "generation-1",
                "Self-play generation 1",
                "bin/arena train ...",
                1,
                0.04,
                0.0437,
                false,
                Map.of("all", 0.4));
        card.addStage("supervised", "Supervised", "bin/arena train ...", 1, 8.0, Double.NaN, null, Map.of());
        card.write(file);

        JsonNode stages = new ObjectMapper().readTree(file.toFile()).get("stages");
        assertEquals(0.044, stages.get(0).get("cpuSeconds").asDouble(), 1e-12);
        assertFalse(stages.get(1).has("cpuSeconds"), "an unknown CPU time is left out, not written as 0");
        assertEquals(1, ModelCard.readOrCreate(file).generations(), "the card reads back");
    }
}
