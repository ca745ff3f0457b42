package org.puzzlearena.server.contests;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One refresh's {@code boardUpdate}s (docs/WEBSOCKETS.md): what changed between the board a watcher
 * was last sent and its board now, by row key, rows compared without the ranks a client derives
 * ({@link DerivedRanks}), so a row that was only passed by another is not in the update at all. Watchers of one contest mostly hold the same rows
 * (the same texts: {@link ScoreboardJson}), so a row's change from one text to another is worked
 * out once per refresh and reused for every watcher that makes the same step. Not thread-safe: one
 * refresh's, on its thread.
 */
final class BoardUpdates {

    private final ObjectMapper json;
    private final ScoreboardJson.Session writing;
    private final Map<ScoreboardView.Row, String> keys = new IdentityHashMap<>();
    /** Watchers who see no row of their own share the side's list of rows, and so its keys and texts. */
    private final Map<List<ScoreboardView.Row>, SentBoard> byRows = new IdentityHashMap<>();

    private final Map<Step, String> rowChanges = new HashMap<>();
    private final Map<Step, String> headerChanges = new HashMap<>();

    /** A row's (or a header's) text before and after. */
    private record Step(String before, String after) {}

    BoardUpdates(ObjectMapper json, ScoreboardJson.Session writing) {
        this.json = json;
        this.writing = writing;
    }

    /**
     * A row's key, as clients compute it from the row (docs/WEBSOCKETS.md): "ref" for a reference
     * bot or the participant's kind, its account (empty for a team), its name, joined by "/"
     * (kinds and account names have no "/", so the name may).
     */
    static String key(ScoreboardView.Row r) {
        var p = r.participant();
        String account = p.account() == null ? "" : p.account();
        return (r.reference() ? "ref" : p.kind()) + "/" + account + "/" + p.name();
    }

    /** {@code board} (without its clock) as kept for the watcher it is sent to. */
    SentBoard sent(ScoreboardView board) {
        SentBoard rows = byRows.computeIfAbsent(board.rows(), this::rows);
        return new SentBoard(writing.write(withoutRows(board)), rows.keys(), rows.rows());
    }

    private SentBoard rows(List<ScoreboardView.Row> list) {
        List<String> order = new ArrayList<>(list.size());
        Map<String, String> rows = new HashMap<>();
        for (ScoreboardView.Row r : list) {
            String k = keys.computeIfAbsent(r, BoardUpdates::key);
            order.add(k);
            // Ranks are left out: the client derives them from the order and the rows (DerivedRanks).
            rows.put(k, writing.rankless(r));
        }
        return new SentBoard("", List.copyOf(order), Map.copyOf(rows));
    }

    /**
     * The {@code boardUpdate} frame that turns {@code before} into {@code after}, numbered {@code seq}
     * and applying to the board message {@code baseSeq}; none when the whole board is shorter (or two
     * rows share a key): then the whole board is sent.
     */
    Optional<String> update(SentBoard before, SentBoard after, long seq, long baseSeq) {
        if (before.keysRepeat() || after.keysRepeat()) {
            return Optional.empty();
        }
        List<String> removed = new ArrayList<>();
        for (String k : before.keys()) {
            if (!after.rows().containsKey(k)) {
                removed.add(k);
            }
        }
        StringBuilder rows = new StringBuilder();
        StringBuilder patches = new StringBuilder();
        for (String k : after.keys()) {
            String now = after.rows().get(k);
            String was = before.rows().get(k);
            if (now.equals(was)) {
                continue;
            }
            String change = was == null ? null : rowChanges.computeIfAbsent(new Step(was, now), this::rowChange);
            if (change == null) {
                member(rows, k, now); // new, or its operations are longer than the row
            } else {
                member(patches, k, change);
            }
        }
        StringBuilder moves = new StringBuilder();
        for (RowOrder.Move m : RowOrder.moves(before.keys(), after.keys())) {
            moves.append(moves.isEmpty() ? "[" : ",")
                    .append('[')
                    .append(quote(m.key()))
                    .append(',')
                    .append(m.index())
                    .append(']');
        }
        String header = before.header().equals(after.header())
                ? null
                : headerChanges.computeIfAbsent(new Step(before.header(), after.header()), s -> ops(s).toString());
        String frame = writing.write(new ScoreboardMessages.BoardUpdate(
                seq,
                baseSeq,
                header,
                rows.isEmpty() ? null : rows.append('}').toString(),
                patches.isEmpty() ? null : patches.append('}').toString(),
                removed.isEmpty() ? null : removed,
                moves.isEmpty() ? null : moves.append(']').toString()));
        return frame.length() < after.fullLength() ? Optional.of(frame) : Optional.empty();
    }

    /** A row's operations as text, or null when the whole row is shorter. */
    private String rowChange(Step step) {
        String ops = ops(step).toString();
        return ops.length() < step.after().length() ? ops : null;
    }

    private ArrayNode ops(Step step) {
        try {
            return BoardPatch.between(json.readTree(step.before()), json.readTree(step.after()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot read a board text the server wrote", e);
        }
    }

    private void member(StringBuilder object, String key, String rawValue) {
        object.append(object.isEmpty() ? "{" : ",")
                .append(quote(key))
                .append(':')
                .append(rawValue);
    }

    private String quote(String text) {
        try {
            return json.writeValueAsString(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The board without its rows: the fields a {@code boardUpdate}'s {@code header} changes. */
    private static ScoreboardView withoutRows(ScoreboardView b) {
        return new ScoreboardView(
                b.contest(),
                b.title(),
                b.scoring(),
                b.phase(),
                b.now(),
                b.startsAt(),
                b.endsAt(),
                b.freezesAt(),
                b.unfrozenAt(),
                b.frozen(),
                b.frozenForParticipants(),
                b.asOf(),
                b.instancesVisible(),
                b.ranking(),
                b.instances(),
                null,
                b.you());
    }
}
