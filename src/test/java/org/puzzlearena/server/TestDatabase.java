package org.puzzlearena.server;

import io.quarkus.test.common.QuarkusTestResource;

/** Registers the tests' PostgreSQL for every @QuarkusTest of the suite. */
@QuarkusTestResource(PostgresTestResource.class)
public final class TestDatabase {

    private TestDatabase() {}
}
