package org.puzzlearena;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.core.domain.properties.HasReturnType.Predicates.rawReturnType;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import jakarta.persistence.EntityManager;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.cli.Arena;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.server.api.ApiException;

/**
 * The package directions of the design: rules &lt;- search &lt;- server, and a cli over rules and
 * search only. The rules stay plain enough to compile to JavaScript for the browser.
 */
// Plain JUnit tests calling check(): ArchUnit's own engine is not discovered under JUnit 6, and a
// rule that silently does not run would hold nothing.
class ArchitectureTest {

    /** The application's own classes: the folder or jar Replay was loaded from, tests excluded. */
    private static final JavaClasses CLASSES = new ClassFileImporter().importPath(mainClassesLocation());

    private static Path mainClassesLocation() {
        try {
            return Path.of(Replay.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final ArchRule rulesDependOnNothingOfOurs = noClasses()
            .that()
            .resideInAPackage("org.puzzlearena.rules..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("org.puzzlearena.search..", "org.puzzlearena.server..", "org.puzzlearena.cli..");

    private static final ArchRule rulesArePlainPortableJava = noClasses()
            .that()
            .resideInAPackage("org.puzzlearena.rules..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "io.quarkus..",
                    "jakarta..",
                    "com.fasterxml..",
                    "org.jboss..",
                    "java.io..",
                    "java.nio..",
                    "java.net..",
                    "java.lang.reflect..",
                    "java.util.regex..",
                    "java.util.concurrent..")
            .orShould()
            .dependOnClassesThat()
            .areAssignableTo(Thread.class)
            .because("the rules run unchanged in the browser (TeaVM) and must not touch files, threads or reflection");

    /**
     * The arena's statistics (Glicko-2, the SPRT) are arithmetic: the command line, the search's
     * matches and later the server use them, so they use nothing of ours and touch no files.
     */
    private static final ArchRule ratingIsPureArithmetic = noClasses()
            .that()
            .resideInAPackage("org.puzzlearena.rating..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.puzzlearena.rules..",
                    "org.puzzlearena.search..",
                    "org.puzzlearena.server..",
                    "org.puzzlearena.cli..",
                    "org.puzzlearena.hosting..",
                    "org.puzzlearena.training..",
                    "io.quarkus..",
                    "jakarta..",
                    "java.io..",
                    "java.nio..",
                    "java.net..")
            .because("ratings and tests of matches are pure functions of results");

    /**
     * The search sees only the rules: the browser compiles both (TeaVM), and the Python client compiles
     * both, and nothing else, into its in-process jar (clients/python/setup.py), so a search class
     * using the hosting sandbox's types breaks {@code pip install}.
     */
    private static final ArchRule searchUsesOnlyRules = noClasses()
            .that()
            .resideInAPackage("org.puzzlearena.search..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.puzzlearena.server..",
                    "org.puzzlearena.cli..",
                    "org.puzzlearena.hosting..",
                    "io.quarkus..",
                    "jakarta..")
            .allowEmptyShould(true);

    /**
     * The hosting sandbox runs bots under the rules' verifier; the command line and (later) the
     * workers use it, so it needs neither the search nor the server nor a framework.
     */
    private static final ArchRule hostingUsesOnlyRules = noClasses()
            .that()
            .resideInAPackage("org.puzzlearena.hosting..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.puzzlearena.search..",
                    "org.puzzlearena.server..",
                    "org.puzzlearena.cli..",
                    "org.puzzlearena.training..",
                    "io.quarkus..",
                    "jakarta..")
            .because("a bot's sandbox is plain Java over the rules, usable from the command line");

    private static final ArchRule theBrowserSideNeverSeesTheTrainingLibrary = noClasses()
            .that()
            .resideInAnyPackage("org.puzzlearena.rules..", "org.puzzlearena.search..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("ai.djl..", "org.puzzlearena.training..")
            .because("the network is evaluated by plain Java (search.deep.MlpNet), also in the browser");

    private static final ArchRule cliStaysOffTheServer = noClasses()
            .that()
            .resideInAPackage("org.puzzlearena.cli..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("org.puzzlearena.server..", "io.quarkus..", "jakarta..");

    private static final ArchRule nothingDependsOnTheServer = noClasses()
            .that()
            .resideInAnyPackage(
                    "org.puzzlearena.rules..",
                    "org.puzzlearena.search..",
                    "org.puzzlearena.cli..",
                    "org.puzzlearena.hosting..",
                    "org.puzzlearena.training..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("org.puzzlearena.server..");

    private static final ArchRule sqlLivesInRepositories = noClasses()
            .that()
            .haveNameNotMatching(".*Repository(\\$.*)?")
            .and()
            .resideOutsideOfPackage("org.puzzlearena.server.db..")
            .should()
            .callMethodWhere(target(name("createNativeQuery")).and(target(owner(assignableTo(EntityManager.class)))))
            .orShould()
            .callMethodWhere(target(name("prepareStatement")).and(target(owner(assignableTo(Connection.class)))))
            .because("SQL lives in the repository of its feature (resource -> service -> repository); "
                    + "server.db holds the database plumbing, such as AdvisoryLocks");

    /**
     * Resources answer HTTP and ask services; what a feature stores is read through its service
     * (resource -> service -> repository), so a rule about the data lives in one place.
     */
    private static final ArchRule resourcesDoNotReadRepositories = noClasses()
            .that()
            .areAnnotatedWith(jakarta.ws.rs.Path.class)
            .should()
            .dependOnClassesThat()
            .haveNameMatching(".*Repository")
            .because("resources ask services, which own their feature's repository");

    /**
     * A resource is an edge: nothing but another resource uses one. What several edges share (a
     * refusal's HTTP answer, a path id's reading) lives in its own class of the feature.
     */
    private static final ArchRule onlyResourcesUseResources = noClasses()
            .that()
            .areNotAnnotatedWith(jakarta.ws.rs.Path.class)
            .and()
            .haveNameNotMatching(".*Resource\\$.*")
            .should()
            .dependOnClassesThat()
            .areAnnotatedWith(jakarta.ws.rs.Path.class)
            .because("services, feeds and start-up code must not need the HTTP layer");

    /**
     * The shared checks that still throw their problem rather than return a refusal: the catalogue,
     * authentication, permissions, rate limits, the password hashing gate, the account names' checks
     * and the contest submissions' read rules. Nothing else joins them.
     */
    private static final List<String> CHECKS_THAT_THROW = List.of(
            "org.puzzlearena.server.catalog.GameCatalog",
            "org.puzzlearena.server.accounts.Authenticator",
            "org.puzzlearena.server.accounts.Permissions",
            "org.puzzlearena.server.accounts.PasswordHashingGate",
            "org.puzzlearena.server.accounts.DisplayNames",
            "org.puzzlearena.server.ratelimit.RateLimits",
            "org.puzzlearena.server.contests.ContestSubmissionList");

    /**
     * Errors are values: services, and the validators and rules they call, return refusals, and only
     * the edges make an HTTP problem of one (resources, websocket endpoints, the api package and the
     * {@code *Problems} classes the edges of a feature share), with the checks above as the exceptions.
     */
    private static final ArchRule onlyTheEdgesMakeProblems = noClasses()
            .that()
            .areNotAnnotatedWith(jakarta.ws.rs.Path.class)
            .and()
            .areNotAnnotatedWith(io.quarkus.websockets.next.WebSocket.class)
            .and()
            .haveNameNotMatching(".*(Resource|Socket)\\$.*")
            .and()
            .haveSimpleNameNotEndingWith("Problems")
            .and()
            .resideOutsideOfPackage("org.puzzlearena.server.api..")
            .and()
            .haveNameNotMatching("(" + String.join("|", CHECKS_THAT_THROW).replace(".", "\\.") + ")(\\$.*)?")
            .should()
            .callMethodWhere(
                    target(owner(assignableTo(ApiException.class))).and(target(rawReturnType(ApiException.class))))
            .orShould()
            .callConstructorWhere(target(owner(assignableTo(ApiException.class))))
            .because("a service's outcome says why it refused; its resource picks the status");

    @Test
    void onlyTheEdgesMakeProblems() {
        onlyTheEdgesMakeProblems.check(CLASSES);
    }

    @Test
    void resourcesDoNotReadRepositories() {
        resourcesDoNotReadRepositories.check(CLASSES);
    }

    @Test
    void onlyResourcesUseResources() {
        onlyResourcesUseResources.check(CLASSES);
    }

    /**
     * No two packages depend on each other, however indirectly: a cycle makes its packages one room
     * that can only be understood, tested and changed together. Every package of ours is a slice,
     * the server's features and the search's families alike (records and leaderboards, audit and
     * accounts, the operations gauges and what they watch were such cycles).
     */
    private static final ArchRule noPackageCycles =
            slices().matching("org.puzzlearena.(**)").should().beFreeOfCycles();

    @Test
    void noPackageCycles() {
        noPackageCycles.check(CLASSES);
    }

    @Test
    void sqlLivesInRepositories() {
        sqlLivesInRepositories.check(CLASSES);
    }

    @Test
    void rulesDependOnNothingOfOurs() {
        rulesDependOnNothingOfOurs.check(CLASSES);
    }

    @Test
    void theBrowserSideNeverSeesTheTrainingLibrary() {
        theBrowserSideNeverSeesTheTrainingLibrary.check(CLASSES);
    }

    @Test
    void rulesArePlainPortableJava() {
        rulesArePlainPortableJava.check(CLASSES);
    }

    @Test
    void ratingIsPureArithmetic() {
        ratingIsPureArithmetic.check(CLASSES);
    }

    @Test
    void searchUsesOnlyRules() {
        searchUsesOnlyRules.check(CLASSES);
    }

    @Test
    void hostingUsesOnlyRules() {
        hostingUsesOnlyRules.check(CLASSES);
    }

    @Test
    void cliStaysOffTheServer() {
        cliStaysOffTheServer.check(CLASSES);
    }

    @Test
    void nothingDependsOnTheServer() {
        nothingDependsOnTheServer.check(CLASSES);
    }

    @Test
    void theImportSeesTheWholeApplication() {
        org.junit.jupiter.api.Assertions.assertTrue(CLASSES.contain(Replay.class));
        org.junit.jupiter.api.Assertions.assertTrue(CLASSES.contain(Arena.class));
    }
}
