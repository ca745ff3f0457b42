package org.puzzlearena.server.hostedbots;

import jakarta.persistence.Basic;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * One uploaded program of a hosted bot, never changed once stored except to be retired: its
 * number (1, 2, ... per bot), how it runs, and its bytes with their SHA-256. Written through this
 * entity; read through the repository's projections, which leave the bytes in the database unless
 * they are asked for ({@link HostedBotVersionRepository#content}).
 */
@Entity
@Table(name = "hosted_bot_versions")
public class HostedBotVersion {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "bot_id")
    public HostedBot bot;

    @Column(nullable = false)
    public int number;

    /** A {@code BotRuntime} id: python, node or java. */
    @Column(nullable = false)
    public String runtime;

    /** A {@code BotPackage.Kind} id: file or zip. */
    @Column(nullable = false)
    public String kind;

    @Column(name = "file_name", nullable = false)
    public String fileName;

    /** The command that starts the bot, or null: the runtime runs the single file itself. */
    public String entry;

    @Basic(fetch = FetchType.LAZY)
    @Column(nullable = false)
    public byte[] content;

    @Column(name = "size_bytes", nullable = false)
    public int sizeBytes;

    @Column(nullable = false)
    public String sha256;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "retired_at")
    public Instant retiredAt;
}
