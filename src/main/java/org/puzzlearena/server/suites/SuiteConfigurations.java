package org.puzzlearena.server.suites;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.botruns.BotRunRequest;

/**
 * A suite run's configuration: the body of {@code POST /api/bot-runs} without what the suite sets
 * (game, instance, budget), kept as JSON so that every field the bot-run request has, now or later
 * (a hosted bot and its version, say), passes through to each item's request unchanged. The seed is
 * drawn when none is given and kept, so every item, and a repeat, runs with it (a hosted bot takes none).
 */
@ApplicationScoped
public class SuiteConfigurations {

    /** What the suite decides for each item; the configuration may not set them. */
    static final List<String> SET_BY_THE_SUITE = List.of("game", "instance", "cpuSeconds", "seconds", "playouts");

    @Inject
    ObjectMapper json;

    /** The configuration to store: the body, checked for fields the suite sets, with a seed. */
    Checked<ObjectNode> configuration(JsonNode body) {
        if (!(body instanceof ObjectNode object)) {
            return Checked.refused(
                    FieldRefusal.invalid(
                            null,
                            "a JSON object with the bot's configuration is required, e.g. {\"algorithm\":\"nmcs\",\"level\":1}"));
        }
        for (String field : SET_BY_THE_SUITE) {
            if (object.has(field)) {
                return Checked.refused(FieldRefusal.invalid(
                        field, field + " is set by the suite for each of its items; leave it out"));
            }
        }
        ObjectNode config = object.deepCopy();
        JsonNode seed = config.get("seed");
        // A hosted bot takes no seed (the bot-run service refuses one: its program decides how it
        // searches); only a reference bot's configuration gets one drawn.
        boolean hosted = "hosted".equals(config.path("algorithm").asText());
        if (!hosted && (seed == null || seed.isNull())) {
            config.put("seed", ThreadLocalRandom.current().nextInt(1, Integer.MAX_VALUE));
        }
        return Checked.valid(config);
    }

    /** The bot-run request of one item: the configuration on the item's instance with its CPU budget. */
    Checked<BotRunRequest> request(ObjectNode config, String game, String instance, double cpuSeconds) {
        ObjectNode r = config.deepCopy();
        r.put("game", game);
        r.put("instance", instance);
        r.put("cpuSeconds", cpuSeconds);
        try {
            return Checked.valid(json.treeToValue(r, BotRunRequest.class));
        } catch (JsonMappingException e) {
            String field = e.getPath().isEmpty() ? null : e.getPath().get(0).getFieldName();
            return Checked.refused(FieldRefusal.invalid(
                    field,
                    (field == null ? "the configuration" : field) + " has the wrong type: " + e.getOriginalMessage()));
        } catch (JsonProcessingException e) {
            return Checked.refused(FieldRefusal.invalid(
                    null, "the configuration is not a bot-run request: " + e.getOriginalMessage()));
        }
    }

    ObjectNode parse(String stored) {
        try {
            return (ObjectNode) json.readTree(stored);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored suite configuration is not JSON: " + e.getMessage(), e);
        }
    }

    String text(ObjectNode config) {
        try {
            return json.writeValueAsString(config);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
