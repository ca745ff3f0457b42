package org.puzzlearena.server.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;

/** The refusal to show a network card and the problem the resource gives it. */
class LabNetworkOutcomeTest {

    @Test
    void onlyConnectFourHasANetworkCard() {
        Problem p = LabNetworkResource.refusal(new LabNetworkOutcome.NoNetwork("tic-tac-toe"))
                .problem();
        assertEquals(404, p.status());
        assertEquals("'tic-tac-toe' has no policy/value network; the games with one: connect-four", p.detail());
        assertEquals(new LabNetworkOutcome.NoNetwork("go"), new LabNetworkService().card("go"));
    }
}
