package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;

/** The puzzle bots by name: SP-MCTS is {@code sp-mcts}, never the two-player players' {@code uct}. */
class BotConfigTest {

    private static final Game SAMEGAME = Games.byId("samegame").orElseThrow();

    @Test
    void spMctsIsNamedForWhatItIs() {
        assertTrue(BotConfig.ALGORITHMS.contains("sp-mcts"));
        assertTrue(!BotConfig.ALGORITHMS.contains("uct"), "uct names the two-player UCT player");
        assertInstanceOf(SpMcts.class, BotConfig.of("sp-mcts").create(SAMEGAME));
    }

    @Test
    void theOldNameStillBuildsSpMctsAndIsStoredUnderTheNewOne() {
        BotConfig old = BotConfig.of("uct");
        assertEquals("sp-mcts", old.algorithm());
        assertInstanceOf(SpMcts.class, old.create(SAMEGAME));
    }

    @Test
    void anUnknownAlgorithmIsRefusedNamingTheField() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> BotConfig.of("mcts").create(SAMEGAME));
        assertTrue(e.getMessage().startsWith("algorithm: one of [sample, nmcs, beam, nrpa, sp-mcts]"), e.getMessage());
    }
}
