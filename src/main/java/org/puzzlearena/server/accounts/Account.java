package org.puzzlearena.server.accounts;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A person's account; bots act for an account through its API tokens. */
@Entity
@Table(name = "accounts")
public class Account {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false)
    public String username;

    @Column(name = "password_hash", nullable = false)
    public String passwordHash;

    /**
     * What the name looks like ({@link UsernameSkeleton}); unique, so no name may pass for another.
     * Null only for an account made before skeletons whose name looked like an older one's.
     */
    @Column(name = "username_skeleton")
    public String usernameSkeleton;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
}
