package org.puzzlearena.server.http;

import java.net.InetAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.jboss.logging.Logger;

/**
 * Open connections per client address, at most {@code limit} each: one client cannot take every
 * file descriptor of the server. An address that reaches the limit is logged once (one line) until
 * all its connections have closed.
 */
final class ConnectionLimits {

    private static final Logger LOG = Logger.getLogger(ConnectionLimits.class);

    private final int limit;
    private final ConcurrentMap<InetAddress, Count> open = new ConcurrentHashMap<>();

    private static final class Count {
        int connections;
        boolean reported;
    }

    ConnectionLimits(int limit) {
        this.limit = limit;
    }

    /** Counts a new connection from {@code address}; false (and nothing counted) over the limit. */
    boolean tryOpen(InetAddress address) {
        int[] outcome = {0}; // 0 counted, 1 refused, 2 refused and worth a log line
        open.compute(address, (a, count) -> {
            Count n = count == null ? new Count() : count;
            if (n.connections >= limit) {
                outcome[0] = n.reported ? 1 : 2;
                n.reported = true;
            } else {
                n.connections++;
            }
            return n;
        });
        if (outcome[0] == 2) {
            LOG.warnf(
                    "refusing connections from %s: it holds %d open connections, the limit per client address "
                            + "(arena.http.max-connections-per-address)",
                    address.getHostAddress(), limit);
        }
        return outcome[0] == 0;
    }

    void closed(InetAddress address) {
        open.computeIfPresent(address, (a, count) -> --count.connections <= 0 ? null : count);
    }

    /** Connections open from {@code address} now (for tests and logs). */
    int openFrom(InetAddress address) {
        Count c = open.get(address);
        return c == null ? 0 : c.connections;
    }
}
