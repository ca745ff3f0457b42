package org.puzzlearena.server.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.ADMIN;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.TestTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.PasswordHasher;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.accounts.RoleRepository;
import org.puzzlearena.server.admin.AdminBootstrap.Outcome.Kind;

/**
 * The first admin's logic, called directly. The tests that change who is admin run in a
 * transaction rolled back at their end ({@code @TestTransaction}), so the suite's admin survives.
 */
@QuarkusTest
class AdminBootstrapTest {

    @Inject
    AdminBootstrap bootstrap;

    @Inject
    AccountRepository accounts;

    @Inject
    RoleRepository roles;

    @Inject
    PasswordHasher passwords;

    @Inject
    EntityManager em;

    @Test
    void theConfiguredAdminOfTheTestsExistsAndAnotherStartChangesNothing() {
        AdminBootstrap.Outcome o =
                bootstrap.ensureAdmin(Optional.of(ADMIN), Optional.of(ServerTestSupport.ADMIN_PASSWORD));
        assertEquals(Kind.ALREADY_ADMIN, o.kind());
        assertNull(o.generatedPassword());
        // Without configuration an admin already exists: nothing is created.
        assertEquals(
                Kind.ADMIN_EXISTS,
                bootstrap.ensureAdmin(Optional.empty(), Optional.empty()).kind());
    }

    @Test
    @TestTransaction
    void withNoAdminAndNoConfigurationARandomAdminIsCreatedOnce() {
        dropAllAdmins();
        AdminBootstrap.Outcome o = bootstrap.ensureAdmin(Optional.empty(), Optional.empty());
        assertEquals(Kind.CREATED, o.kind());
        assertNotNull(o.generatedPassword());
        assertTrue(o.generatedPassword().length() >= 20, "a long random password");
        Account a = accounts.findByUsername(o.username()).orElseThrow();
        assertTrue(a.username.startsWith("admin"));
        assertTrue(passwords.matches(o.generatedPassword(), a.passwordHash), "the logged password is the account's");
        assertTrue(roles.has(a.id, Role.ADMIN));
        assertEquals(1L, auditRows("user:" + a.username));
        // The next start finds that admin and creates (and logs) nothing.
        AdminBootstrap.Outcome again = bootstrap.ensureAdmin(Optional.empty(), Optional.empty());
        assertEquals(Kind.ADMIN_EXISTS, again.kind());
        assertNull(again.generatedPassword());
        assertEquals(1L, roles.count(Role.ADMIN));
    }

    @Test
    @TestTransaction
    void aConfiguredNewNameIsCreatedWithTheConfiguredPassword() {
        String name = ServerTestSupport.uniqueName("boss");
        AdminBootstrap.Outcome o = bootstrap.ensureAdmin(Optional.of(name), Optional.of("a configured password"));
        assertEquals(Kind.CREATED, o.kind());
        assertNull(o.generatedPassword(), "a configured password is never logged");
        Account a = accounts.findByUsername(name).orElseThrow();
        assertTrue(passwords.matches("a configured password", a.passwordHash));
        assertTrue(roles.has(a.id, Role.ADMIN));
    }

    @Test
    @TestTransaction
    void anExistingAccountIsPromotedOnlyWithItsOwnPassword() {
        String name = register("squatter");
        Account a = accounts.findByUsername(name).orElseThrow();
        assertEquals(
                Kind.REFUSED,
                bootstrap
                        .ensureAdmin(Optional.of(name), Optional.of("not the password"))
                        .kind());
        assertFalse(roles.has(a.id, Role.ADMIN), "someone who registered the name first is not handed the platform");
        assertEquals(0L, auditRows("user:" + name));
        assertEquals(
                Kind.PROMOTED,
                bootstrap
                        .ensureAdmin(Optional.of(name), Optional.of("correct horse"))
                        .kind());
        assertTrue(roles.has(a.id, Role.ADMIN));
        assertEquals(1L, auditRows("user:" + name));
    }

    @Test
    void aUsernameWithoutAPasswordOrWithABadOneStopsTheStart() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> bootstrap.ensureAdmin(Optional.of("someone-new"), Optional.empty()));
        assertTrue(e.getMessage().contains("ARENA_ADMIN_PASSWORD"), e.getMessage());
        IllegalStateException shortOne = assertThrows(
                IllegalStateException.class,
                () -> bootstrap.ensureAdmin(Optional.of(ServerTestSupport.uniqueName("x")), Optional.of("short")));
        assertTrue(shortOne.getMessage().contains("password"), shortOne.getMessage());
    }

    private void dropAllAdmins() {
        em.createNativeQuery("DELETE FROM account_roles WHERE role = 'admin'").executeUpdate();
    }

    private long auditRows(String target) {
        return ((Number) em.createNativeQuery(
                                "SELECT count(*) FROM audit_log WHERE action = 'admin.bootstrap' AND target = ?1")
                        .setParameter(1, target)
                        .getSingleResult())
                .longValue();
    }
}
