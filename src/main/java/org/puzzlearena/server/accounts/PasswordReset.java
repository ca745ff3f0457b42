package org.puzzlearena.server.accounts;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** An admin-issued password reset link: only the hash of its secret is kept; single use, expiring. */
@Entity
@Table(name = "password_resets")
public class PasswordReset {

    @Id
    @Column(name = "token_hash")
    public String tokenHash;

    @Column(name = "account_id", nullable = false)
    public long accountId;

    @Column(name = "issued_by")
    public Long issuedBy;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "expires_at", nullable = false)
    public Instant expiresAt;

    @Column(name = "used_at")
    public Instant usedAt;
}
