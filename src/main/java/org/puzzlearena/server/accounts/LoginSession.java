package org.puzzlearena.server.accounts;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;

/** A browser login: the cookie holds a random secret, the table only its hash. */
@Entity
@Table(name = "login_sessions")
public class LoginSession {

    @Id
    @Column(name = "id_hash")
    public String idHash;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "account_id")
    public Account account;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "expires_at", nullable = false)
    public Instant expiresAt;

    /** The browser's User-Agent at log-in, clipped (null for sessions from before it was kept). */
    @Column(name = "user_agent")
    public String userAgent;

    /** The session's public handle: the start of its hash (which itself reveals nothing of the cookie). */
    public String publicId() {
        return idHash.substring(0, PUBLIC_ID_LENGTH);
    }

    public static final int PUBLIC_ID_LENGTH = 16;
}
