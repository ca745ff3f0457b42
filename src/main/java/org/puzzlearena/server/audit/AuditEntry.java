package org.puzzlearena.server.audit;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One action of an admin or organizer (or of the server itself): who, what, on what, when. */
@Entity
@Table(name = "audit_log")
public class AuditEntry {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false)
    public Instant at;

    /** The acting account, or null for the server itself. */
    @Column(name = "actor_id")
    public Long actorId;

    /** The actor's username when it acted, or "server". */
    @Column(nullable = false)
    public String actor;

    /** e.g. "role.grant", "contest.create": see docs/CONTESTS.md. */
    @Column(nullable = false)
    public String action;

    /** What it acted on, e.g. "user:alice", "contest:12". */
    public String target;

    /** A JSON object with the particulars (the roles granted, the fields changed, ...). */
    @Column(nullable = false)
    public String details;
}
