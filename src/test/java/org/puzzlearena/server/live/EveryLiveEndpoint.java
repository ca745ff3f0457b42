package org.puzzlearena.server.live;

import java.util.List;
import java.util.Map;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.ServerTestSupport;

/**
 * One path of each kind of live feed, for tests that check every endpoint alike: a bot run still
 * searching (one that has ended closes its sockets with 1000 at once, before a test could act on
 * them; {@link #close} cancels it), boards of each kind, a contest's scoreboard and the arena's live games.
 */
record EveryLiveEndpoint(String cookie, long run, List<String> paths) implements AutoCloseable {

    static EveryLiveEndpoint create(String name) {
        String cookie = ServerTestSupport.login(ServerTestSupport.register(name));
        long run = BotRuns.start(
                cookie,
                Map.of("game", "samegame", "instance", "standard/1", "algorithm", "sample", "seconds", 60, "seed", 1));
        String organizer = ServerTestSupport.login(ServerTestSupport.registerOrganizer(name + "-org"));
        long contest = ContestFixtures.create(
                organizer,
                ContestFixtures.contest(name, "sum", List.of(ContestFixtures.instance("leftmove", "depth/5"))));
        return new EveryLiveEndpoint(
                cookie,
                run,
                List.of(
                        "/ws/bot-runs/" + run,
                        "/ws/leaderboards/morpion-5t/cross",
                        "/ws/leaderboards/samegame/standard/3",
                        "/ws/leaderboards/samegame/random/7/8x8x3",
                        "/ws/contests/" + contest + "/scoreboard",
                        "/ws/arena/live"));
    }

    @Override
    public void close() {
        BotRuns.cancelQuietly(cookie, run);
    }
}
