package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.cluster.ServerInstance;

/**
 * A remote bot's stream is one across all the instances behind a load balancer, and every instance
 * tells whether it is connected (table arena_remote_streams): a stream held by another instance makes
 * this one answer "connected" and refuse a second stream with 409; once that instance stops renewing
 * it (it died), the bot is not connected and its next stream, here, takes the row over, plays, and
 * removes the row when it ends.
 */
@QuarkusTest
class RemoteStreamPresenceTest {

    @Inject
    EntityManager em;

    @Inject
    ServerInstance instance;

    @Test
    void aStreamHeldByAnotherInstanceCountsHereUntilThatInstanceStopsRenewingIt() throws Exception {
        String cookie = login(register("remote-presence"));
        String token = token(cookie, "remote-presence-bot");
        long id = ServerTestSupport.registerRemoteBot(cookie, TicTacToeGame.ID, "presence");

        // Another instance holds the bot's stream, renewed just now.
        sql("INSERT INTO arena_remote_streams (player_id, instance, opened_at, seen_at)" + " VALUES (" + id
                + ", 'another-instance', now(), now())");
        given().get("/api/arena/remote/" + id).then().statusCode(200).body("connected", equalTo(true));
        given().header("Authorization", "Bearer " + token)
                .get("/api/arena/remote/" + id + "/stream")
                .then()
                .statusCode(409)
                .body("field", equalTo("id"));

        // That instance died: its row was last renewed longer ago than a stream may go unrenewed.
        long stale = RemoteStreamRepository.STALE.toSeconds() + 1;
        sql("UPDATE arena_remote_streams SET seen_at = now() - interval '" + stale + " seconds' WHERE player_id = "
                + id);
        given().get("/api/arena/remote/" + id).then().statusCode(200).body("connected", equalTo(false));

        // The bot's next stream, on this instance, takes the row over and plays its pair: a silent bot,
        // whose turns run to their time limit, so the stream is surely open when the row is checked.
        RemoteBotClient client = new RemoteBotClient(token, RemoteBotClient.Behaviour.SILENT);
        var running = client.start(id, 2);
        for (int i = 0; i < 200 && client.ofType("yourTurn").isEmpty(); i++) {
            Thread.sleep(25);
        }
        assertEquals(List.of(instance.id()), holders(id), "this instance holds the stream while it plays");
        given().get("/api/arena/remote/" + id).then().statusCode(200).body("connected", equalTo(true));
        running.get(1, TimeUnit.MINUTES);
        assertEquals(2, client.ofType("gameEnd").size(), "it played its pair: " + client.events);

        // Its stream ended: the row is gone and no instance calls it connected.
        assertEquals(List.of(), holders(id));
        given().get("/api/arena/remote/" + id).then().statusCode(200).body("connected", equalTo(false));
    }

    private void sql(String statement) {
        QuarkusTransaction.requiringNew()
                .run(() -> em.createNativeQuery(statement).executeUpdate());
    }

    @SuppressWarnings("unchecked")
    private List<String> holders(long playerId) {
        return QuarkusTransaction.requiringNew()
                .call(() -> (List<String>)
                        em.createNativeQuery("SELECT instance FROM arena_remote_streams WHERE player_id = ?1")
                                .setParameter(1, playerId)
                                .getResultList());
    }
}
