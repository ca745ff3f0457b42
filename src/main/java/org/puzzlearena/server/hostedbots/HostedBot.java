package org.puzzlearena.server.hostedbots;

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
import org.puzzlearena.server.accounts.Account;

/** A hosted bot: a name its owner's account gives it (unique to that account), and its versions. */
@Entity
@Table(name = "hosted_bots")
public class HostedBot {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "account_id")
    public Account account;

    @Column(nullable = false)
    public String name;

    @Column(nullable = false)
    public String description;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
}
