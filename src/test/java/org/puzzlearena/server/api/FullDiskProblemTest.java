package org.puzzlearena.server.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import jakarta.persistence.PersistenceException;
import jakarta.ws.rs.core.Response;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import org.hibernate.exception.GenericJDBCException;
import org.junit.jupiter.api.Test;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

/**
 * A full disk is the operator's to fix and the client's to retry: 503 with Retry-After, never the 500
 * of a bug. The failures are the ones PostgreSQL's driver and the JDK raise, wrapped as Hibernate and
 * the JDBC code paths wrap them.
 */
class FullDiskProblemTest {

    private final ProblemMappers mappers = new ProblemMappers();

    /** What PostgreSQL sends when it cannot extend a table's file: SQLState 53100 (disk_full). */
    private static PSQLException postgresDiskFull() {
        return new PSQLException(new ServerErrorMessage("SERROR\0VERROR\0C53100\0"
                + "Mcould not extend file \"base/16384/16402\": No space left on device\0"
                + "HCheck free disk space.\0"));
    }

    @Test
    void postgresDiskFullThroughHibernateIsA503WithRetryAfter() {
        Response r = mappers.unexpected(new PersistenceException(
                "could not execute statement", new GenericJDBCException("insert", postgresDiskFull())));
        assertFullDisk(r);
    }

    @Test
    void postgresDiskFullFromPlainJdbcIsA503WithRetryAfter() {
        Response r = mappers.unexpected(new IllegalStateException("storing the submission", postgresDiskFull()));
        assertFullDisk(r);
    }

    @Test
    void aFileWriteRefusedForSpaceIsA503WithRetryAfter() {
        Response r = mappers.unexpected(new UncheckedIOException(
                new FileSystemException("/srv/arena/data/upload.tmp", null, "No space left on device")));
        assertFullDisk(r);
    }

    @Test
    void otherDatabaseAndFileErrorsStayInternalErrors() {
        PSQLException syntax = new PSQLException(
                new ServerErrorMessage("SERROR\0VERROR\0C42601\0Msyntax error at or near \"SELEC\"\0"));
        Response sql = mappers.unexpected(new PersistenceException(new GenericJDBCException("select", syntax)));
        assertEquals(500, sql.getStatus());
        assertNull(sql.getHeaderString("Retry-After"));

        Response io = mappers.unexpected(new UncheckedIOException(
                new FileSystemException("/srv/arena/data/upload.tmp", null, "Permission denied")));
        assertEquals(500, io.getStatus());
    }

    private static void assertFullDisk(Response r) {
        assertEquals(503, r.getStatus());
        assertEquals(Problem.MEDIA_TYPE, r.getMediaType().toString());
        assertEquals("60", r.getHeaderString("Retry-After"));
        Problem p = (Problem) r.getEntity();
        assertEquals(503, p.status());
        assertEquals("Storage full", p.title());
    }
}
