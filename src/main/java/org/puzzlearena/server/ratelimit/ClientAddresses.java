package org.puzzlearena.server.ratelimit;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.SocketAddress;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Who is at the other end of a request, for per-address limits: the TCP peer, unless the peer is
 * one of the configured trusted proxies ({@code arena.clients.trusted-proxies}), in which case
 * {@code X-Forwarded-For} is read from the right, skipping trusted proxies, and the first address
 * that is not one is the client. Without trusted proxies the header is ignored entirely: anyone
 * can send it. IPv6 clients are limited per /64, the block one customer usually gets.
 */
@ApplicationScoped
public class ClientAddresses {

    @Inject
    HttpServerRequest request;

    @ConfigProperty(name = "arena.clients.trusted-proxies")
    Optional<List<String>> trustedProxies;

    private TrustedProxies trusted;

    @PostConstruct
    void init() {
        trusted = TrustedProxies.parse(trustedProxies.orElse(List.of()));
    }

    /** The current request's client, as a rate-limit key ("203.0.113.7", "2001:db8:1:2::/64"). */
    public String current() {
        SocketAddress peer = request.remoteAddress();
        String peerHost = peer == null ? "unknown" : peer.hostAddress();
        return key(resolve(trusted, peerHost, request.headers().getAll("X-Forwarded-For")));
    }

    /** The client's address given the peer and the X-Forwarded-For headers (in order). */
    static String resolve(TrustedProxies trusted, String peer, List<String> forwardedFor) {
        if (trusted.isEmpty() || !trusted.trusts(peer)) {
            return peer;
        }
        List<String> hops = forwardedFor.stream()
                .flatMap(h -> Arrays.stream(h.split(",")))
                .map(String::strip)
                .toList();
        String client = peer;
        for (int i = hops.size() - 1; i >= 0; i--) {
            String hop = hops.get(i);
            if (TrustedProxies.literal(hop) == null) {
                // Garbage written by a trusted hop: the last address we could believe is the client.
                return client;
            }
            client = hop;
            if (!trusted.trusts(hop)) {
                return hop;
            }
        }
        return client;
    }

    /** The canonical form of an address as a key: IPv4 as is, IPv6 cut to its /64. */
    static String key(String address) {
        byte[] bytes = TrustedProxies.literal(address);
        if (bytes == null) {
            return address;
        }
        try {
            if (bytes.length == 4) {
                return InetAddress.getByAddress(bytes).getHostAddress();
            }
            byte[] block = Arrays.copyOf(bytes, 16);
            Arrays.fill(block, 8, 16, (byte) 0);
            return InetAddress.getByAddress(block).getHostAddress().replaceAll("(:0)+$", "") + "::/64";
        } catch (UnknownHostException e) {
            return address;
        }
    }
}
