package org.puzzlearena.server.ratelimit;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;

/**
 * The proxies whose {@code X-Forwarded-For} is believed: addresses or CIDR blocks
 * ("10.0.0.0/8", "::1"). Only literal IP addresses are accepted, never host names (which would
 * need a DNS lookup per request, and DNS is not a trust anchor).
 */
final class TrustedProxies {

    private record Block(byte[] network, int prefix) {
        boolean contains(byte[] address) {
            if (address.length != network.length) {
                return false;
            }
            int full = prefix / 8;
            for (int i = 0; i < full; i++) {
                if (address[i] != network[i]) {
                    return false;
                }
            }
            int rest = prefix % 8;
            if (rest == 0) {
                return true;
            }
            int mask = 0xFF << (8 - rest) & 0xFF;
            return (address[full] & mask) == (network[full] & mask);
        }
    }

    private final List<Block> blocks;

    private TrustedProxies(List<Block> blocks) {
        this.blocks = blocks;
    }

    static TrustedProxies parse(List<String> entries) {
        return new TrustedProxies(entries.stream()
                .map(String::strip)
                .filter(e -> !e.isEmpty())
                .map(TrustedProxies::block)
                .toList());
    }

    boolean isEmpty() {
        return blocks.isEmpty();
    }

    boolean trusts(String address) {
        byte[] bytes = literal(address);
        return bytes != null && blocks.stream().anyMatch(b -> b.contains(bytes));
    }

    private static Block block(String entry) {
        int slash = entry.indexOf('/');
        String host = slash < 0 ? entry : entry.substring(0, slash);
        byte[] network = literal(host);
        if (network == null) {
            throw new IllegalArgumentException(
                    "arena.clients.trusted-proxies: '" + entry + "' is not an IP address or CIDR block");
        }
        int prefix = network.length * 8;
        if (slash >= 0) {
            try {
                prefix = Integer.parseInt(entry.substring(slash + 1));
            } catch (NumberFormatException e) {
                prefix = -1;
            }
            if (prefix < 0 || prefix > network.length * 8) {
                throw new IllegalArgumentException(
                        "arena.clients.trusted-proxies: bad prefix length in '" + entry + "'");
            }
        }
        return new Block(network, prefix);
    }

    /** The bytes of a literal IPv4 or IPv6 address, or null for anything else (names are never resolved). */
    static byte[] literal(String text) {
        if (text == null) {
            return null;
        }
        String t = text.strip();
        if (t.startsWith("[") && t.endsWith("]")) {
            t = t.substring(1, t.length() - 1);
        }
        // Checked before InetAddress sees it: a string that is not a literal would be looked up in DNS.
        boolean v4 = t.matches("\\d{1,3}(\\.\\d{1,3}){3}")
                && Arrays.stream(t.split("\\.")).allMatch(o -> Integer.parseInt(o) <= 255);
        boolean v6 = t.contains(":") && t.matches("[0-9A-Fa-f:.]+");
        if (!v4 && !v6) {
            return null;
        }
        try {
            // Java reads an IPv4-mapped IPv6 address (::ffff:1.2.3.4) as the IPv4 address itself.
            return InetAddress.getByName(t).getAddress();
        } catch (UnknownHostException e) {
            return null;
        }
    }
}
