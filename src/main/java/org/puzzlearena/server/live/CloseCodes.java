package org.puzzlearena.server.live;

/** Websocket close codes the live feeds use (RFC 6455 reserves 4000-4999 for applications). */
public final class CloseCodes {

    /** The run has ended and everything about it was sent. */
    public static final int DONE = 1000;
    /** The server is stopping: reconnect in a moment (to another instance, or this one restarted). */
    public static final int GOING_AWAY = 1001;
    /** The client broke the websocket protocol (a malformed frame): {@link MalformedFrames}. */
    public static final int PROTOCOL_ERROR = 1002;
    /** The run is not executed by this server (yet, or any more): reconnect in a moment. */
    public static final int TRY_AGAIN = 1013;
    /** The client read too slowly: it missed nothing yet, and resumes with {@code ?after=<last seq>}. */
    public static final int TOO_SLOW = 4001;
    /** The credentials of the upgrade request (an API token) were refused. */
    public static final int UNAUTHORIZED = 4401;
    /** No such run, game or instance. */
    public static final int NOT_FOUND = 4404;

    private CloseCodes() {}
}
