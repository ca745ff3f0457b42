package org.puzzlearena.server.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which address a request counts against: X-Forwarded-For is believed only from trusted proxies. */
class ClientAddressesTest {

    private static final TrustedProxies NONE = TrustedProxies.parse(List.of());
    private static final TrustedProxies LB = TrustedProxies.parse(List.of("10.0.0.0/8", "2001:db8:ffff::1"));

    @Test
    void withoutTrustedProxiesTheHeaderIsIgnored() {
        assertEquals("198.51.100.4", ClientAddresses.resolve(NONE, "198.51.100.4", List.of("203.0.113.9")));
    }

    @Test
    void anUntrustedPeerCannotChooseItsAddress() {
        assertEquals("198.51.100.4", ClientAddresses.resolve(LB, "198.51.100.4", List.of("203.0.113.9")));
    }

    @Test
    void aTrustedProxysHeaderIsReadFromTheRightSkippingProxies() {
        assertEquals("203.0.113.9", ClientAddresses.resolve(LB, "10.1.2.3", List.of("203.0.113.9")));
        // The client forged a first entry; the proxies appended what they saw: the rightmost untrusted one counts.
        assertEquals("203.0.113.9", ClientAddresses.resolve(LB, "10.1.2.3", List.of("1.1.1.1, 203.0.113.9, 10.9.9.9")));
        assertEquals("203.0.113.9", ClientAddresses.resolve(LB, "10.1.2.3", List.of("1.1.1.1", "203.0.113.9")));
        assertEquals("203.0.113.9", ClientAddresses.resolve(LB, "2001:db8:ffff:0:0:0:0:1", List.of("203.0.113.9")));
    }

    @Test
    void garbageOrNoHeaderLeavesTheLastAddressThatCanBeBelieved() {
        assertEquals("10.1.2.3", ClientAddresses.resolve(LB, "10.1.2.3", List.of()));
        assertEquals("10.9.9.9", ClientAddresses.resolve(LB, "10.1.2.3", List.of("evil.example, 10.9.9.9")));
        assertEquals("10.1.2.3", ClientAddresses.resolve(LB, "10.1.2.3", List.of("999.1.1.1")));
    }

    @Test
    void ipv6ClientsCountPerSlash64() {
        assertEquals(ClientAddresses.key("2001:db8:1:2::1"), ClientAddresses.key("2001:db8:1:2:ffff::9"));
        assertEquals("2001:db8:1:2::/64", ClientAddresses.key("2001:db8:1:2::1"));
        assertEquals("203.0.113.9", ClientAddresses.key("203.0.113.9"));
    }

    @Test
    void trustedProxiesMustBeAddressesOrBlocks() {
        assertThrows(IllegalArgumentException.class, () -> TrustedProxies.parse(List.of("proxy.example")));
        assertThrows(IllegalArgumentException.class, () -> TrustedProxies.parse(List.of("10.0.0.0/33")));
    }
}
