package org.puzzlearena.server.lab;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.puzzlearena.search.deep.MlpNet;
import org.puzzlearena.search.deep.Networks;

/**
 * The shipped policy/value network's card for the lab: its shape and size, measured from the
 * network itself, and its training stages with the mistake rates after each (the learning curve),
 * from the card the training commands wrote ({@code deep/connect-four-card.json}).
 */
@ApplicationScoped
public class LabNetworkService {

    private final ObjectMapper json = new ObjectMapper();
    private volatile JsonNode card;

    public LabNetworkOutcome card(String game) {
        if (Networks.forGame(game).isEmpty()) {
            return new LabNetworkOutcome.NoNetwork(game);
        }
        JsonNode c = card;
        if (c == null) {
            c = card = build();
        }
        return new LabNetworkOutcome.Card(c);
    }

    private JsonNode build() {
        MlpNet net = Networks.connectFour();
        ObjectNode out = json.createObjectNode().put("game", net.gameId());
        int[] trunk = net.trunk();
        StringBuilder shape = new StringBuilder("MLP ");
        for (int i = 0; i < trunk.length; i++) {
            shape.append(i == 0 ? "" : "-").append(trunk[i]);
        }
        out.put(
                "architecture",
                shape.append(" (ReLU) with a " + net.view().outputs() + "-way policy head and a tanh value head")
                        .toString());
        out.put("parameters", net.parameters());
        out.put("bytes", 4L * net.parameters());
        out.put("provenance", Networks.connectFourProvenance());
        // The training commands write the card next to the network they train, named by its game.
        String cardPath = "deep/" + net.gameId() + "-card.json";
        try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(cardPath)) {
            if (in == null) {
                throw new IllegalStateException(cardPath + " is missing from the build");
            }
            out.set("stages", json.readTree(in).get("stages"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
