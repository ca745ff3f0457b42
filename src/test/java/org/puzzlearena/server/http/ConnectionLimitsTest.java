package org.puzzlearena.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.netty.channel.Channel;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.http.ConnectionLimits.Verdict;

class ConnectionLimitsTest {

    private static InetAddress address(int n) throws Exception {
        return InetAddress.getByAddress(new byte[] {10, 0, 0, (byte) n});
    }

    @Test
    void anAddressHoldsAtMostItsShare() throws Exception {
        ConnectionLimits limits = new ConnectionLimits(2, 0);
        assertEquals(
                Verdict.ADMITTED,
                limits.admit(address(1), new EmbeddedChannel()).verdict());
        assertEquals(
                Verdict.ADMITTED,
                limits.admit(address(1), new EmbeddedChannel()).verdict());
        assertEquals(
                Verdict.ADDRESS_FULL,
                limits.admit(address(1), new EmbeddedChannel()).verdict());
        assertEquals(
                Verdict.ADMITTED,
                limits.admit(address(2), new EmbeddedChannel()).verdict());
    }

    @Test
    void whenFullTheBiggestHolderGivesUpItsOldestConnection() throws Exception {
        ConnectionLimits limits = new ConnectionLimits(0, 4);
        List<Channel> first = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Channel c = new EmbeddedChannel();
            first.add(c);
            limits.admit(address(1), c);
        }
        limits.admit(address(2), new EmbeddedChannel());

        ConnectionLimits.Admission newcomer = limits.admit(address(3), new EmbeddedChannel());
        assertEquals(Verdict.ADMITTED, newcomer.verdict());
        assertSame(first.getFirst(), newcomer.evicted(), "the oldest connection of the address holding the most");
        assertEquals(2, limits.openFrom(address(1)));
        assertEquals(4, limits.total(), "never above the cap");

        limits.closed(address(1), first.getFirst());
        assertEquals(4, limits.total(), "the evicted connection's close is not counted twice");
    }

    @Test
    void whenEveryoneHoldsAsFewAsTheNewcomerWouldTheServerIsFull() throws Exception {
        ConnectionLimits limits = new ConnectionLimits(0, 2);
        limits.admit(address(1), new EmbeddedChannel());
        limits.admit(address(2), new EmbeddedChannel());
        ConnectionLimits.Admission third = limits.admit(address(3), new EmbeddedChannel());
        assertEquals(Verdict.SERVER_FULL, third.verdict());
        assertNull(third.evicted());
        assertEquals(
                Verdict.SERVER_FULL,
                limits.admit(address(1), new EmbeddedChannel()).verdict(),
                "a holder never evicts another holding as many");
    }

    @Test
    void theDefaultCapLeavesDescriptorsForTheRest() {
        assertEquals(4096, ConnectionGuard.defaultMaxConnections(20_000));
        assertEquals(4096, ConnectionGuard.defaultMaxConnections(-1), "unknown limit");
        assertEquals(3072, ConnectionGuard.defaultMaxConnections(4096), "a quarter stays free");
        assertEquals(16, ConnectionGuard.defaultMaxConnections(1024), "at least a few");
    }
}
