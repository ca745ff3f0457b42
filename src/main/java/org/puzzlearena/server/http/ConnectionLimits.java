package org.puzzlearena.server.http;

import io.netty.channel.Channel;
import java.net.InetAddress;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * Who holds the server's connections. One client address holds at most {@code perAddress} of them,
 * and the server at most {@code overall} (below its file descriptors, with room left for the
 * database, the broker and files). When the server is full, the address holding the most gives up
 * its oldest connection to a newcomer holding fewer: a crowd of addresses cannot lock out the next
 * one, and whoever holds the most connections is the first to lose one (max-min fairness).
 *
 * <p>Connections are counted when accepted and forgotten when closed; the sets keep their order of
 * arrival, so the oldest is first. One lock: accepting is not a hot path.
 */
final class ConnectionLimits {

    private static final Logger LOG = Logger.getLogger(ConnectionLimits.class);
    private static final long LOG_EVERY_NANOS = 10_000_000_000L;

    enum Verdict {
        ADMITTED,
        /** The address holds its share already. */
        ADDRESS_FULL,
        /** The server holds its cap and no address holds more than this one would. */
        SERVER_FULL
    }

    /** The verdict on a new connection, and a connection to close to make room for it (or null). */
    record Admission(Verdict verdict, Channel evicted) {}

    private final int perAddress;
    private final int overall;
    private final Map<InetAddress, LinkedHashSet<Channel>> open = new HashMap<>();
    private int total;
    private long lastEvictionLog = System.nanoTime() - LOG_EVERY_NANOS;
    /** Addresses refused since their connections last all closed: logged once each. */
    private final Set<InetAddress> reported = new HashSet<>();

    /** {@code 0} for either limit means none. */
    ConnectionLimits(int perAddress, int overall) {
        this.perAddress = perAddress;
        this.overall = overall;
    }

    synchronized Admission admit(InetAddress address, Channel channel) {
        LinkedHashSet<Channel> mine = open.get(address);
        int held = mine == null ? 0 : mine.size();
        if (perAddress > 0 && held >= perAddress) {
            if (reported.add(address)) {
                LOG.warnf(
                        "refusing connections from %s: it holds %d open connections, the limit per client address "
                                + "(arena.http.max-connections-per-address)",
                        address.getHostAddress(), perAddress);
            }
            return new Admission(Verdict.ADDRESS_FULL, null);
        }
        Channel evicted = null;
        if (overall > 0 && total >= overall) {
            Map.Entry<InetAddress, LinkedHashSet<Channel>> heaviest = heaviest();
            if (heaviest == null || heaviest.getValue().size() <= held + 1) {
                return new Admission(Verdict.SERVER_FULL, null);
            }
            evicted = removeOldest(heaviest.getKey(), heaviest.getValue());
            logEviction(heaviest.getKey(), heaviest.getValue().size() + 1);
        }
        open.computeIfAbsent(address, a -> new LinkedHashSet<>()).add(channel);
        total++;
        return new Admission(Verdict.ADMITTED, evicted);
    }

    synchronized void closed(InetAddress address, Channel channel) {
        LinkedHashSet<Channel> mine = open.get(address);
        if (mine != null && mine.remove(channel)) {
            total--;
            if (mine.isEmpty()) {
                open.remove(address);
                reported.remove(address);
            }
        }
    }

    /** Connections open from {@code address} now (for tests and logs). */
    synchronized int openFrom(InetAddress address) {
        LinkedHashSet<Channel> mine = open.get(address);
        return mine == null ? 0 : mine.size();
    }

    synchronized int total() {
        return total;
    }

    private Map.Entry<InetAddress, LinkedHashSet<Channel>> heaviest() {
        Map.Entry<InetAddress, LinkedHashSet<Channel>> most = null;
        for (Map.Entry<InetAddress, LinkedHashSet<Channel>> e : open.entrySet()) {
            if (most == null || e.getValue().size() > most.getValue().size()) {
                most = e;
            }
        }
        return most;
    }

    private Channel removeOldest(InetAddress address, LinkedHashSet<Channel> channels) {
        Iterator<Channel> oldest = channels.iterator();
        Channel channel = oldest.next();
        oldest.remove();
        total--;
        if (channels.isEmpty()) {
            open.remove(address);
        }
        return channel;
    }

    private void logEviction(InetAddress address, int held) {
        long now = System.nanoTime();
        if (now - lastEvictionLog >= LOG_EVERY_NANOS) {
            lastEvictionLog = now;
            LOG.warnf(
                    "the server holds its cap of %d connections (arena.http.max-connections): closing the oldest "
                            + "connection of %s, which held the most (%d), to admit a new client (logged every 10 s at most)",
                    overall, address.getHostAddress(), held);
        }
    }
}
