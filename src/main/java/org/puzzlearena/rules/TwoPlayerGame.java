package org.puzzlearena.rules;

import java.util.List;

/**
 * What every two-player board game shares: its facts, its instances ({@code start} and
 * {@code start/<move string>}), and building a position by playing its move string.
 */
public abstract class TwoPlayerGame implements Game {

    private final String id;
    private final GameType type;
    private final String title;
    private final List<String> instances;
    private final String syntax;
    private final SolutionFormat format;

    /**
     * {@code syntax}: how an instance is written, said when one is refused; {@code moves}: the move
     * format's name; {@code traits}: what else holds of the game ({@link GameType.Trait}).
     */
    protected TwoPlayerGame(
            String id, String title, List<String> instances, String syntax, String moves, GameType.Trait... traits) {
        this.id = id;
        GameType t = GameType.twoPlayer(id);
        for (GameType.Trait trait : traits) {
            t = t.with(trait);
        }
        this.type = t;
        this.title = title;
        this.instances = List.copyOf(instances);
        this.syntax = syntax;
        this.format = new MoveStrings.Format(moves);
    }

    /** The empty board. */
    protected abstract TwoPlayerState emptyState();

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final GameType type() {
        return type;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final List<String> instances() {
        return instances;
    }

    @Override
    public final String instanceSyntax() {
        return syntax;
    }

    @Override
    public final String defaultInstance() {
        return MoveStrings.START;
    }

    @Override
    public final State newInitialState(String instanceId) {
        TwoPlayerState s = emptyState();
        MoveStrings.reach(s, instanceId, syntax);
        s.markInitial(instanceId);
        return s;
    }

    @Override
    public final SolutionFormat solutionFormat() {
        return format;
    }
}
