package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import org.junit.jupiter.api.Test;

/** A row's or a header's operations, applied in order, give exactly the new value. */
class BoardPatchTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode applied(String before, String after) throws Exception {
        JsonNode root = JSON.readTree(before);
        ArrayNode ops = BoardPatch.between(root, JSON.readTree(after));
        for (JsonNode op : ops) {
            LiveBoard.applyOp(root, op);
        }
        return root;
    }

    @Test
    void aRankChangeIsOneSmallOperation() throws Exception {
        String before = "{\"rank\":3,\"score\":10.0,\"cells\":[{\"score\":10,\"rank\":3},{\"score\":5,\"rank\":1}]}";
        String after = "{\"rank\":4,\"score\":10.0,\"cells\":[{\"score\":10,\"rank\":4},{\"score\":5,\"rank\":1}]}";
        assertEquals(
                "[[\"rank\",4],[\"cells.0.rank\",4]]",
                BoardPatch.between(JSON.readTree(before), JSON.readTree(after)).toString());
        assertEquals(JSON.readTree(after), applied(before, after));
    }

    @Test
    void fieldsComeAndGoAndNullsStayNulls() throws Exception {
        String before = "{\"a\":1,\"asOf\":\"t\",\"p\":{\"account\":\"x\",\"name\":\"n\"},\"list\":[1,2]}";
        String after = "{\"a\":1,\"p\":{\"account\":null,\"name\":\"n\"},\"list\":[1,2,3],\"you\":[{\"rank\":1}]}";
        assertEquals(JSON.readTree(after), applied(before, after));
        assertEquals(JSON.readTree(before), applied(after, before));
    }

    @Test
    void equalValuesNeedNoOperation() throws Exception {
        String same = "{\"a\":[{\"b\":null}]}";
        assertEquals(
                0, BoardPatch.between(JSON.readTree(same), JSON.readTree(same)).size());
    }
}
