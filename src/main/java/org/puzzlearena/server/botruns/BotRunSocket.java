package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnOpen;
import io.quarkus.websockets.next.UserData;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Optional;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.live.ClientQueue;
import org.puzzlearena.server.live.CloseCodes;
import org.puzzlearena.server.live.ConnectionSink;
import org.puzzlearena.server.live.LiveJson;
import org.puzzlearena.server.live.QueryString;
import org.puzzlearena.server.live.RunChannel;
import org.puzzlearena.server.live.RunChannels;

/**
 * {@code /ws/bot-runs/{id}[?after=seq]}: a run live, for anyone who may read it (docs/WEBSOCKETS.md: a
 * run sealed by a contest only for its insiders, who they are from the upgrade request). A run this
 * server executes is served by its feed; any other is served from the database: its snapshot and,
 * if it ended, its finished message, then the connection closes.
 */
@WebSocket(path = "/ws/bot-runs/{id}")
public class BotRunSocket {

    static final UserData.TypedKey<ClientQueue> CLIENT = new UserData.TypedKey<>("bot-run-client");

    /** The server's clock (ServerClock): tests move it. */
    @Inject
    Clock clock;

    @Inject
    RunChannels channels;

    @Inject
    BotRunService runs;

    @Inject
    ObjectMapper json;

    @Inject
    Authenticator authenticator;

    @Inject
    RunRelays relays;

    @OnOpen
    @Blocking
    public void open(WebSocketConnection connection) {
        ClientQueue client = new ClientQueue(new ConnectionSink(connection), channels.clientQueueCapacity());
        connection.userData().put(CLIENT, client);
        String idText = connection.pathParam("id");
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            client.closeNow(CloseCodes.NOT_FOUND, "no bot run");
            return;
        }
        Optional<BotRun> stored;
        try {
            var request = connection.handshakeRequest();
            Optional<Caller> caller = authenticator.identify(
                    request.header("Authorization"), Authenticator.sessionFromCookieHeader(request.header("Cookie")));
            // A sealed run is "no such run" to everyone but its insiders, live or stored alike.
            stored = runs.findFor(id, caller);
        } catch (ApiException e) {
            client.closeNow(CloseCodes.UNAUTHORIZED, e.problem().detail());
            return;
        }
        Optional<RunChannel> live = channels.find(id);
        if (live.isPresent() && stored.isPresent()) {
            live.get()
                    .subscribe(
                            client,
                            QueryString.nonNegativeLong(
                                    connection.handshakeRequest().query(), "after"));
            return;
        }
        if (stored.isEmpty()) {
            client.closeNow(CloseCodes.NOT_FOUND, "no bot run " + id);
            return;
        }
        BotRun r = stored.get();
        if (r.runState().isActive() && runs.liveExecutor(id).isPresent()) {
            // Another instance executes it: its feed, relayed through the broker.
            relays.relay(
                    id,
                    client,
                    QueryString.nonNegativeLong(connection.handshakeRequest().query(), "after"));
            return;
        }
        client.important(LiveJson.write(json, StoredRunMessages.snapshot(r, json, clock)));
        if (r.runState().isActive()) {
            // Only between a restart and the recovery, or a run another server instance executes.
            client.closeAfterSending(CloseCodes.TRY_AGAIN, "the run is not live on this server; reconnect");
        } else {
            client.important(LiveJson.write(json, StoredRunMessages.finished(r, clock)));
            client.closeAfterSending(CloseCodes.DONE, "the run has ended");
        }
    }

    @OnClose
    public void close(WebSocketConnection connection) {
        ClientQueue client = connection.userData().get(CLIENT);
        if (client != null) {
            client.detach();
        }
    }
}
