package org.puzzlearena.server.lab;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.server.api.ApiException;

/** The deep-MCTS bot's network card: what the lab shows beside the bot and draws as the learning curve. */
@Path("/lab/networks")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "MCTS lab")
public class LabNetworkResource {

    @Inject
    LabNetworkService networks;

    @GET
    @Path("/{game}")
    @Operation(
            summary = "The shipped policy/value network of a game: architecture, parameters, size "
                    + "in bytes (float32), how it was trained, and each training stage with its command, seed, time "
                    + "and the network alone's mistake rates on the solver-graded position sets; 404 for a game "
                    + "without a network")
    public JsonNode card(@PathParam("game") String game) {
        return switch (networks.card(game)) {
            case LabNetworkOutcome.Card c -> c.card();
            case LabNetworkOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of the refusal to show a card. */
    static ApiException refusal(LabNetworkOutcome.Refused refused) {
        return switch (refused) {
            case LabNetworkOutcome.NoNetwork n ->
                ApiException.notFound("'" + Clip.clip(String.valueOf(n.game()), 40)
                        + "' has no policy/value network; the games with one: " + String.join(", ", Networks.games()));
        };
    }
}
