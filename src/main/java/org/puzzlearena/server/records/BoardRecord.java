package org.puzzlearena.server.records;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;

/**
 * A known result on a board (game + instance): its holder, when and where it was published, and the
 * line itself in canonical moves. Shown only while {@code verified}: the rules replayed it at the
 * last start-up (or when an admin added it).
 */
@Entity
@Table(name = "records")
public class BoardRecord {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false)
    public String game;

    @Column(name = "instance_id", nullable = false)
    public String instanceId;

    @Column(nullable = false)
    public int score;

    @Column(name = "move_count", nullable = false)
    public int moveCount;

    /** Canonical move texts, one per line (as submissions store them). */
    @Column(nullable = false)
    public String moves;

    @Column(name = "line_hash", nullable = false)
    public String lineHash;

    @Column(nullable = false)
    public String holder;

    /** When it was achieved, as precisely as known ("2010-08", "1976"); null when unknown. */
    public String achieved;

    @Column(nullable = false)
    public String source;

    /** The seed (records/seeds.json) it came from; null for one an admin added. */
    @Column(name = "seed_key")
    public String seedKey;

    @Column(name = "added_by")
    public Long addedBy;

    @Column(name = "added_at", nullable = false)
    public Instant addedAt;

    @Column(nullable = false)
    public boolean verified;

    public String refusal;

    @Column(name = "verifier_version", nullable = false)
    public String verifierVersion;

    public List<String> moveList() {
        return moves.isEmpty() ? List.of() : List.of(moves.split("\n", -1));
    }
}
