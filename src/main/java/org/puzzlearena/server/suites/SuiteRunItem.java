package org.puzzlearena.server.suites;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * One item of a suite run: its instance and budget (copied from the suite when the run started),
 * and its bot run once admitted; null while it waits for a free run slot of its owner.
 */
@Entity
@Table(name = "suite_run_items")
public class SuiteRunItem {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "suite_run_id", nullable = false)
    public long suiteRunId;

    @Column(nullable = false)
    public int position;

    @Column(nullable = false)
    public String game;

    @Column(name = "instance_id", nullable = false)
    public String instanceId;

    @Column(name = "cpu_seconds", nullable = false)
    public double cpuSeconds;

    @Column(name = "bot_run_id")
    public Long botRunId;

    @Column(nullable = false)
    public int attempts;

    public String refusal;
}
