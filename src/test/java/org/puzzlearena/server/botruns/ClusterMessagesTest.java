package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The messages instances send each other through the broker read back as the same typed messages. */
class ClusterMessagesTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void runControlsKeepTheirKindOverTheWire() throws Exception {
        for (RunControl c : List.of(
                new RunControl.Cancel(4),
                new RunControl.Subscribe(4, "relay-1", 12L),
                new RunControl.Subscribe(4, "relay-2", null),
                new RunControl.Unsubscribe(4, "relay-1"))) {
            assertEquals(c, json.readValue(json.writeValueAsBytes(c), RunControl.class));
        }
        assertEquals("{\"command\":\"cancel\",\"runId\":4}", json.writeValueAsString(new RunControl.Cancel(4)));
    }

    @Test
    void relayFramesKeepTheirKindOverTheWire() throws Exception {
        for (RelayFrame f : List.of(
                new RelayFrame.Important("{\"v\":1,\"type\":\"best\"}"),
                new RelayFrame.Stats("{\"v\":1,\"type\":\"stats\"}"),
                new RelayFrame.Close(1013, "going away"))) {
            assertEquals(f, json.readValue(json.writeValueAsBytes(f), RelayFrame.class));
        }
    }
}
