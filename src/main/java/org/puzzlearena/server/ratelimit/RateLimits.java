package org.puzzlearena.server.ratelimit;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.server.api.ApiException;

/**
 * The server's request rate limits (configured in {@link RateLimitSettings}). Resources call
 * {@link #check} before anything costly; over a limit the request is answered 429 with
 * {@code Retry-After} and a problem saying which limit and when to come back.
 */
@ApplicationScoped
public class RateLimits {

    /** A limit and what its 429 tells the client. */
    public enum Limit {
        ANONYMOUS_REPLAYS(
                Scope.ADDRESS, "verifications from your address; log in or use an API token for a higher limit"),
        PARTICIPANT_REPLAYS(Scope.PARTICIPANT, "verifications and submissions from you"),
        SIGN_UPS(Scope.ADDRESS, "accounts created from your address"),
        LOGIN_FAILURES(Scope.ADDRESS, "failed log-ins from your address"),
        INVITATION_FAILURES(Scope.ADDRESS, "wrong invitation codes from your address"),
        PARTICIPANT_IMPORTS(Scope.ACCOUNT, "participant imports by you"),
        CLARIFICATIONS(Scope.ACCOUNT, "contest questions asked by you"),
        TOKENS(Scope.ACCOUNT, "API tokens created by you"),
        BOT_RUNS(Scope.ACCOUNT, "bot runs started by you"),
        SUITE_RUNS(Scope.ACCOUNT, "suite runs started by you"),
        LAB_SEARCHES(Scope.PARTICIPANT_OR_ADDRESS, "MCTS lab searches on the server from you"),
        HOSTED_UPLOADS(Scope.ACCOUNT, "hosted bots and bot versions uploaded by your account"),
        ARENA_GAMES(Scope.ACCOUNT, "arena ladder games played on request by you"),
        ARENA_MATCHES(Scope.ACCOUNT, "arena matches started by you");

        private final Scope scope;
        private final String what;

        Limit(Scope scope, String what) {
            this.scope = scope;
            this.what = what;
        }

        public Scope scope() {
            return scope;
        }

        public String what() {
            return what;
        }

        /** The limit's name in the configuration and the API: {@code arena-matches}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** Whom a limit counts: the account, the participant (a person or one bot token), or the client address. */
    public enum Scope {
        ACCOUNT,
        PARTICIPANT,
        PARTICIPANT_OR_ADDRESS,
        ADDRESS
    }

    @Inject
    RateLimitSettings settings;

    @Inject
    ClientAddresses clients;

    private final Map<Limit, RateLimiter> limiters = new EnumMap<>(Limit.class);

    @PostConstruct
    void init() {
        put(Limit.ANONYMOUS_REPLAYS, settings.anonymousReplays());
        put(Limit.PARTICIPANT_REPLAYS, settings.participantReplays());
        put(Limit.SIGN_UPS, settings.signUps());
        put(Limit.LOGIN_FAILURES, settings.loginFailures());
        put(Limit.INVITATION_FAILURES, settings.invitationFailures());
        put(Limit.PARTICIPANT_IMPORTS, settings.participantImports());
        put(Limit.CLARIFICATIONS, settings.clarifications());
        put(Limit.TOKENS, settings.tokens());
        put(Limit.BOT_RUNS, settings.botRuns());
        put(Limit.SUITE_RUNS, settings.suiteRuns());
        put(Limit.LAB_SEARCHES, settings.labSearches());
        put(Limit.HOSTED_UPLOADS, settings.hostedUploads());
        put(Limit.ARENA_GAMES, settings.arenaGames());
        put(Limit.ARENA_MATCHES, settings.arenaMatches());
    }

    private void put(Limit limit, RateLimitSettings.Limit s) {
        String name = limit.name().toLowerCase(Locale.ROOT).replace('_', '-');
        limiters.put(limit, new RateLimiter(name, s.capacity(), s.period(), System::nanoTime));
    }

    /** Takes one request of {@code limit} for {@code key}, or throws 429. */
    public void check(Limit limit, String key) {
        check(limit, key, 1);
    }

    /** Takes {@code cost} requests of {@code limit} for {@code key} at once, or throws 429. */
    public void check(Limit limit, String key, long cost) {
        Duration wait = limiters.get(limit).take(key, cost);
        if (!wait.isZero()) {
            throw refusal(limit, wait);
        }
    }

    /**
     * What a replay of {@code bytes} bytes of moves counts as in the replay limits: one request per
     * {@code arena.rate-limits.replay-bytes-per-request} (1 KiB), rounded up, at least one. A 1 MiB
     * replay costs about a thousand times the CPU of a 1 KiB one, so it is charged as much.
     */
    public long replayCost(long bytes) {
        long per = Math.max(1, settings.replayBytesPerRequest());
        return Math.max(1, (bytes + per - 1) / per);
    }

    /**
     * Takes a replay of {@code bytes} bytes ({@link #replayCost}) of a caller: under their
     * participant key when identified, else under their client address; or throws 429.
     */
    public void checkReplay(Optional<String> participantKey, long bytes) {
        long cost = replayCost(bytes);
        if (participantKey.isPresent()) {
            check(Limit.PARTICIPANT_REPLAYS, participantKey.get(), cost);
        } else {
            check(Limit.ANONYMOUS_REPLAYS, clients.current(), cost);
        }
    }

    /**
     * Takes one request of a caller: of {@code forParticipant} under their participant key when
     * they are identified, else of {@code forAddress} for the client address; or throws 429.
     */
    public void checkParticipantOrAddress(Optional<String> participantKey, Limit forParticipant, Limit forAddress) {
        checkParticipantOrAddress(participantKey, forParticipant, forAddress, 1);
    }

    /** As {@link #checkParticipantOrAddress(Optional, Limit, Limit)}, taking {@code cost} requests at once. */
    public void checkParticipantOrAddress(
            Optional<String> participantKey, Limit forParticipant, Limit forAddress, long cost) {
        if (participantKey.isPresent()) {
            check(forParticipant, participantKey.get(), cost);
        } else {
            check(forAddress, clients.current(), cost);
        }
    }

    /** Takes one request of {@code limit} for the current request's client address, or throws 429. */
    public void checkAddress(Limit limit) {
        check(limit, clients.current());
    }

    /** Throws 429 if the client address has nothing left of {@code limit}, taking nothing. */
    public void requireAddressHasRoom(Limit limit) {
        Duration wait = limiters.get(limit).peek(clients.current());
        if (!wait.isZero()) {
            throw refusal(limit, wait);
        }
    }

    /**
     * Gives back one request of {@code limit} that {@link #checkAddress} took for the client address
     * (a sign-up that created no account): the allowance counts what was done, not what was tried.
     */
    public void giveBackAddress(Limit limit) {
        limiters.get(limit).giveBack(clients.current());
    }

    /** Counts one against the client address's {@code limit} (a failed log-in), never refusing. */
    public void charge(Limit limit) {
        limiters.get(limit).take(clients.current());
    }

    /**
     * Where the current caller stands in {@code limit} ({@code account} null for an anonymous
     * caller): empty for an account or participant limit of an anonymous caller.
     */
    public Optional<RateLimiter.Standing> standing(Limit limit, Long accountId, String participantKey) {
        String key = switch (limit.scope()) {
            case ACCOUNT -> accountId == null ? null : "account:" + accountId;
            case PARTICIPANT -> participantKey;
            case PARTICIPANT_OR_ADDRESS -> participantKey == null ? clients.current() : participantKey;
            case ADDRESS -> clients.current();
        };
        return key == null ? Optional.empty() : Optional.of(limiters.get(limit).standing(key));
    }

    public RateLimiter limiter(Limit limit) {
        return limiters.get(limit);
    }

    public String clientAddress() {
        return clients.current();
    }

    private ApiException refusal(Limit limit, Duration wait) {
        RateLimiter l = limiters.get(limit);
        long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
        return ApiException.tooManyRequests(
                "too many " + limit.what + " (" + l.capacity() + " per " + human(l.period()) + "); try again in "
                        + seconds + " s",
                wait);
    }

    private static String human(Duration d) {
        if (d.toSeconds() % 3600 == 0) {
            return d.toHours() == 1 ? "hour" : d.toHours() + " hours";
        }
        if (d.toSeconds() % 60 == 0) {
            return d.toMinutes() == 1 ? "minute" : d.toMinutes() + " minutes";
        }
        return d.toSeconds() + " s";
    }
}
