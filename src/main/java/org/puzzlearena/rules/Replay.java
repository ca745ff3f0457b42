package org.puzzlearena.rules;

import java.util.List;

/**
 * The verifier: replays move texts with the same rules code the bots and the browser use. It
 * never throws for bad input, and its work is bounded by the game's length, whatever the input's.
 */
public final class Replay {

    /** The version of the rules and verifier, stored with every verified score. */
    public static final String VERIFIER_VERSION = "1";

    private Replay() {}

    /** Replays moves in the game's canonical notation from the instance's initial state. */
    public static ReplayResult moves(Game game, String instanceId, List<String> moves) {
        return switch (game.initialState(instanceId)) {
            case InitialState.Ok ok -> moves(ok.state(), moves);
            case InitialState.Refused refused -> new ReplayResult.Unreadable(refused.reason());
        };
    }

    /** Replays moves from {@code initial}, which is left unchanged. */
    public static ReplayResult moves(State initial, List<String> moves) {
        State state = initial.copy();
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            if (state.isTerminal()) {
                return new ReplayResult.Invalid(i, Clip.clip(text, 80), gameOver(i));
            }
            switch (state.readMove(text == null ? "" : text)) {
                case MoveCheck.Ok ok -> state.play(ok.move());
                case MoveCheck.Refused refused -> {
                    return new ReplayResult.Invalid(i, Clip.clip(text, 80), refused.reason());
                }
            }
        }
        return new ReplayResult.Valid(state.score(), state.moveCount(), state);
    }

    /** Why a move after the end of a game of {@code moves} moves is refused, in the verifier's words. */
    public static String gameOver(int moves) {
        return "the game is over: no legal move remains after move " + moves;
    }

    /** Replays a solution written in the game's file notation (Pentasol for Morpion, ...). */
    public static ReplayResult file(Game game, String instanceId, String text) {
        return switch (game.initialState(instanceId)) {
            case InitialState.Refused refused -> new ReplayResult.Unreadable(refused.reason());
            case InitialState.Ok ok ->
                switch (game.solutionFormat().read(text, ok.state())) {
                    case SolutionFormat.ParsedSolution.Ok parsed -> moves(ok.state(), parsed.moves());
                    case SolutionFormat.ParsedSolution.Refused refused -> new ReplayResult.Unreadable(refused.reason());
                };
        };
    }
}
