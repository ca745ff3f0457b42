package org.puzzlearena.server.lab;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What asking for a game's network card comes to. {@link LabNetworkService} decides; {@link
 * LabNetworkResource#refusal} picks the refusal's status and problem document.
 */
public sealed interface LabNetworkOutcome {

    /** The network's card. */
    record Card(JsonNode card) implements LabNetworkOutcome {}

    /** Why there is no card. */
    sealed interface Refused extends LabNetworkOutcome {}

    /** {@code game} (as asked, possibly null) has no policy/value network. */
    record NoNetwork(String game) implements Refused {}
}
