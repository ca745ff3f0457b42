package org.puzzlearena.rules;

import java.util.List;
import java.util.Optional;

/**
 * A game (OpenSpiel's Game), a puzzle or a two-player game: it names itself, states its facts
 * ({@link #type()}), lists its instances and builds fresh states. Implementations are immutable and
 * thread-safe; states are not.
 */
public interface Game {

    /** Stable identifier used in URLs, files and the command line, e.g. {@code morpion-5d}. */
    String id();

    /** The facts about this game: family, players, kind of result, policies, instance generators. */
    GameType type();

    /** Human-readable name, e.g. "Morpion Solitaire 5D (disjoint)". */
    String title();

    /** One paragraph on the rules and the scoring used, for people and API clients. */
    String description();

    /** The named instances a catalogue offers (generated families list a few examples). */
    List<String> instances();

    /** A short description of the instance ids this game accepts, e.g. {@code depth/<d>}. */
    String instanceSyntax();

    /** The instance used when the caller names none, or null when one must be named. */
    String defaultInstance();

    /**
     * Builds the initial state of an instance.
     *
     * @throws UnknownInstanceException when the id is not one this game understands; the message
     *     says why in terms a person can act on
     */
    State newInitialState(String instanceId);

    /**
     * The initial state of an instance, or why there is none: {@link #newInitialState} as a value,
     * for the verifier, the browser and the server, which refuse bad ids without exceptions.
     */
    default InitialState initialState(String instanceId) {
        try {
            return new InitialState.Ok(newInitialState(instanceId));
        } catch (UnknownInstanceException e) {
            // The instance parsers report deep inside with this exception; it stops here.
            return new InitialState.Refused(e.getMessage());
        }
    }

    /** How a network reads this game's positions, for the games that have networks; empty otherwise. */
    default Optional<TensorView> tensorView() {
        return Optional.empty();
    }

    /** An upper bound on the number of legal moves in any state: the size of a move buffer. */
    int maxLegalMoves();

    /** An upper bound on the length of any game of this family (guards replay of huge inputs). */
    int maxGameLength();

    /** The file notation people exchange solutions in (Pentasol for Morpion, col,row lines, ...). */
    SolutionFormat solutionFormat();
}
